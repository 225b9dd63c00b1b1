// A question before an action with consequences (docs/league-rules.md#seasons):
// what will happen, a Yes that posts the action with the key of what was
// shown (a stale Yes is refused), and Cancel. A plain form, reached by a
// plain link or GET form (?confirm=…): it works without JavaScript.
import { Form } from "react-router";
import { Link } from "~/components/link";
import type { ConfirmQuestion } from "~/views/season-steps";

export type { ConfirmQuestion };

export function ConfirmStep({
  question,
  cancelTo,
  action,
}: {
  question: ConfirmQuestion;
  /** Where Cancel leads: the page without the question. */
  cancelTo: string;
  action?: string;
}) {
  return (
    <section className="confirm-step" aria-labelledby="confirm-step-title">
      <h2 id="confirm-step-title" className="section-title">
        {question.title}
      </h2>
      <p className="notice warn">{question.text}</p>
      <Form method="post" action={action} className="confirm-step-actions">
        {Object.entries(question.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value={question.intent} className="button">
          {question.yes}
        </button>
        <Link to={cancelTo} className="button button-secondary">
          Cancel
        </Link>
      </Form>
    </section>
  );
}
