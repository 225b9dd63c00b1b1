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
  replacing,
}: {
  season: {
    id: number;
    name: string;
    status: SeasonStatus;
    registrationOpen: boolean;
    closed: boolean;
    otherSignupsOpen: { id: number; name: string } | null;
  };
  saved: string | null;
  error: string | null;
  /** The season whose signups the admin is asked to close by opening these (after a refusal). */
  replacing: number | null;
}) {
  // The answer to the last action only: a refusal replaces the earlier notice the address carries.
  const message = saved && !error ? SAVED[saved]?.(season.id) : undefined;
  // Only an upcoming or the current season takes signups (docs/league-rules.md#seasons).
  const mayTakeSignups = !season.closed && season.status !== "Completed";
  const other = season.otherSignupsOpen;
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
      {!season.registrationOpen && mayTakeSignups && other ? (
        <p className="small">
          Signups are open for {other.name} (season {other.id}): opening season {season.id}'s closes
          them.
        </p>
      ) : null}
      <div className="season-lifecycle-actions">
        {season.status === "Current" || season.closed ? null : (
          <Form method="post">
            <button type="submit" name="intent" value="make-current" className="button">
              Make current
            </button>
          </Form>
        )}
        {season.registrationOpen ? (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="close-registration"
              className="button button-secondary"
            >
              Close signups
            </button>
          </Form>
        ) : mayTakeSignups ? (
          <Form method="post">
            {other && replacing === other.id ? (
              <input type="hidden" name="replacing" value={other.id} />
            ) : null}
            <button
              type="submit"
              name="intent"
              value="open-registration"
              className="button button-secondary"
            >
              {other && replacing === other.id
                ? `Close season ${other.id}'s and open these`
                : "Open signups"}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
