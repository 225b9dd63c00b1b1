// A season's place in the league's year (/admin/seasons/{season},
// docs/league-rules.md#seasons): its signups and whether it is the current
// season, with the buttons that change them. Make current, Close signups,
// and opening signups while another season's are open, first ask their
// question (?confirm=…). Secondary buttons: the checklist above holds the one primary
// button, the next step's. Plain links and forms: work without JavaScript.
import { Form } from "react-router";
import { Link } from "~/components/link";
import type { SeasonStatus } from "~/domain/season/status";

export function SeasonLifecycle({
  season,
}: {
  season: {
    id: number;
    name: string;
    status: SeasonStatus;
    registrationOpen: boolean;
    closed: boolean;
    otherSignupsOpen: { id: number; name: string } | null;
    makeCurrentRefusal: string | null;
  };
}) {
  // Only an upcoming or the current season takes signups (docs/league-rules.md#seasons).
  const mayTakeSignups = !season.closed && season.status !== "Completed";
  const other = season.otherSignupsOpen;
  return (
    <section className="season-lifecycle" aria-labelledby="season-lifecycle-title">
      <h2 className="visually-hidden" id="season-lifecycle-title">
        Current season and signups
      </h2>
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
      {season.makeCurrentRefusal && season.status !== "Current" && !season.closed ? (
        <p className="small" id="make-current-refused">
          {season.makeCurrentRefusal}
        </p>
      ) : null}
      <div className="season-lifecycle-actions">
        {season.status === "Current" || season.closed || season.makeCurrentRefusal ? null : (
          <Link to="?confirm=make-current" className="button button-secondary">
            Make current
          </Link>
        )}
        {season.registrationOpen ? (
          <Link to="?confirm=close-signups" className="button button-secondary">
            Close signups
          </Link>
        ) : !mayTakeSignups ? null : other ? (
          <Link to="?confirm=open-signups" className="button button-secondary">
            Open signups
          </Link>
        ) : (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="open-registration"
              className="button button-secondary"
            >
              Open signups
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
