// A season's place in the league's year (/admin/seasons/{season},
// docs/league-rules.md#seasons): make it current, open or close its signups.
// Plain forms: work without JavaScript.
import { Form } from "react-router";
import type { SeasonStatus } from "~/domain/season-status";

const SAVED: Record<string, (id: number) => string> = {
  started: (id) =>
    `Season ${id} is started. Open its signups, then make it current when it begins.`,
  current: (id) => `Season ${id} is now the current season.`,
  "open-registration": (id) => `Signups are open for season ${id}.`,
  "close-registration": (id) => `Signups are closed for season ${id}.`,
  closed: (id) => `Season ${id} is closed.`,
  reopened: (id) => `Season ${id} is open again for corrections.`,
};

export function SeasonLifecycle({
  season,
  saved,
  error,
}: {
  season: { id: number; name: string; status: SeasonStatus; registrationOpen: boolean };
  saved: string | null;
  error: string | null;
}) {
  const message = saved ? SAVED[saved]?.(season.id) : undefined;
  return (
    <section className="season-lifecycle" aria-labelledby="season-lifecycle-title">
      <h2 className="visually-hidden" id="season-lifecycle-title">
        Current season and signups
      </h2>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="small">
        {season.registrationOpen
          ? `Signups are open for ${season.name}.`
          : `Signups are closed for ${season.name}.`}{" "}
        {season.status === "Current"
          ? "This is the current season: the home page, standings and schedule follow it."
          : null}
      </p>
      <div className="season-lifecycle-actions">
        {season.status === "Current" ? null : (
          <Form method="post">
            <button type="submit" name="intent" value="make-current" className="button">
              Make current
            </button>
          </Form>
        )}
        <Form method="post">
          {season.registrationOpen ? (
            <button
              type="submit"
              name="intent"
              value="close-registration"
              className="button button-secondary"
            >
              Close signups
            </button>
          ) : (
            <button
              type="submit"
              name="intent"
              value="open-registration"
              className="button button-secondary"
            >
              Open signups
            </button>
          )}
        </Form>
      </div>
    </section>
  );
}
