// The one frame of every admin page: the way back, the title, a line under
// it, and the answer to the last action, in that order, so a volunteer who
// pressed a button at the bottom of a long page finds what it did on the
// first screen. The answer is focused once it is shown (screen readers read
// it, the browser brings it into view); without JavaScript the page simply
// opens at its top, where the answer is.
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/link";

/** What the last action did ("done", role=status) or why it was refused ("refused", role=alert). */
export interface AdminAnswer {
  kind: "done" | "refused";
  text: ReactNode;
}

/** The first answer given: a refusal replaces the notice an address still carries. */
export function adminAnswer(
  refused: ReactNode | null | undefined,
  ...done: (ReactNode | null | undefined)[]
): AdminAnswer | null {
  if (refused) return { kind: "refused", text: refused };
  const text = done.find((d) => d !== null && d !== undefined && d !== false && d !== "");
  return text ? { kind: "done", text } : null;
}

export function AdminPage({
  back,
  title,
  subtitle,
  answer,
  narrow = false,
  className,
  children,
}: {
  /** Where "←" leads, e.g. { to: "/admin/seasons", label: "All seasons" }; none on /admin. */
  back?: { to: string; label: string };
  title: ReactNode;
  subtitle?: ReactNode;
  answer?: AdminAnswer | null;
  narrow?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const classes = ["page", "admin-page", narrow ? "narrow-page" : "", className ?? ""];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      {back ? (
        <p>
          <Link to={back.to} className="more-link">
            ← {back.label}
          </Link>
        </p>
      ) : null}
      <h1>{title}</h1>
      {subtitle ? <p className="muted">{subtitle}</p> : null}
      {answer ? <AnswerLine answer={answer} /> : null}
      {children}
    </div>
  );
}

/** The answer line, for a page that shows it where the admin acted rather than under the title. */
export function AnswerLine({ answer }: { answer: AdminAnswer }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const location = useLocation();
  // Each navigation that shows an answer (a redirect after a save, a refusal
  // returned to the same address) moves focus to it.
  // Keyed on words, not on the element: re-rendering while the admin types
  // must not pull focus back.
  const words = typeof answer.text === "string" ? answer.text : null;
  useEffect(() => {
    ref.current?.focus();
  }, [location.key, answer.kind, words]);
  const refused = answer.kind === "refused";
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={refused ? "form-error admin-answer" : "notice admin-answer"}
      role={refused ? "alert" : "status"}
      data-answer=""
    >
      {answer.text}
    </p>
  );
}
