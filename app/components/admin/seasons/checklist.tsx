// A season's checklist at the top of /admin/seasons/{season}
// (docs/league-rules.md#seasons): each step and where it stands, and the
// next step's action as the page's one primary button. Plain links and a
// plain form: it works without JavaScript.
import { Form } from "react-router";
import { Link } from "~/components/link";
import type { ChecklistStep } from "~/domain/season/checklist";
import type { ChecklistAction } from "~/views/season-steps";

const MARK = { done: "✓", "under-way": "…", "to-do": "○" } as const;
const SAID = { done: "Done", "under-way": "Under way", "to-do": "To do" } as const;

export function SeasonChecklist({
  steps,
  next,
  action,
}: {
  steps: ChecklistStep[];
  next: ChecklistStep["key"] | null;
  action: ChecklistAction | null;
}) {
  return (
    <section className="season-checklist" aria-labelledby="season-checklist-title">
      <h2 className="section-title" id="season-checklist-title">
        Checklist
      </h2>
      <ol>
        {steps.map((step) => (
          <li
            key={step.key}
            className={step.key === next ? "step-next" : undefined}
            aria-current={step.key === next ? "step" : undefined}
          >
            <span className="step-mark" aria-hidden="true">
              {step.key === next ? "→" : MARK[step.status]}
            </span>
            <span>
              <span className="visually-hidden">
                {step.key === next ? "Next step" : SAID[step.status]}:{" "}
              </span>
              <strong>{step.label}</strong> · {step.words}
            </span>
          </li>
        ))}
      </ol>
      {action ? (
        <div className="season-checklist-next">
          {action.kind === "link" ? (
            <Link to={action.to} className="button">
              {action.label}
            </Link>
          ) : (
            <Form method="post">
              <button type="submit" name="intent" value={action.intent} className="button">
                {action.label}
              </button>
            </Form>
          )}
        </div>
      ) : null}
    </section>
  );
}
