// The draft schedule and its fairness report (/admin/seasons/{season}/schedule,
// docs/league-rules.md#schedules): facts measured from the games, then the
// games by day, with Reshuffle and Publish (which asks its question first).
// A draft made from other settings than the form's is shown as such, without
// Publish. Plain forms.
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { SCHEDULE_FORM_ID, type ScheduleDraftData } from "~/views/season-schedule";

export function ScheduleDraftView({
  draft,
  edited = false,
  asking = false,
}: {
  draft: ScheduleDraftData;
  /** Publish's question is on the page: no second Publish here. */
  asking?: boolean;
  /** The form's settings were changed on the page since (known with JavaScript only). */
  edited?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const reshuffle = (
    <Form method="post">
      <button
        type="submit"
        name="intent"
        value="reshuffle"
        className="button button-secondary"
        disabled={busy === "reshuffle"}
      >
        {busy === "reshuffle" ? "Reshuffling…" : "Reshuffle"}
      </button>
    </Form>
  );
  if (!draft.ok) {
    // The search gave up with this seed: the next one is a button away.
    return (
      <section id="draft" aria-labelledby="draft-title">
        <h2 className="section-title" id="draft-title">
          Draft schedule
        </h2>
        <p className="form-error">{draft.reason}</p>
        <div className="schedule-draft-actions">{reshuffle}</div>
      </section>
    );
  }
  const { report, days } = draft;
  const f = report.figures;
  const previous = draft.fromPrevious || edited;
  return (
    <section id="draft" className="schedule-draft" aria-labelledby="draft-title">
      <h2 className="section-title" id="draft-title">
        {previous ? "Draft schedule, made from the previous settings" : "Draft schedule"}
      </h2>
      {previous ? (
        <p className="notice warn" id="draft-previous">
          This draft was made from {draft.settings}, not from the settings in the form. It cannot be
          published: press Generate to make a draft from the form&apos;s settings.
        </p>
      ) : null}
      <p>
        {f.games} games,{" "}
        {f.gamesPerTeam.min === f.gamesPerTeam.max
          ? f.gamesPerTeam.min
          : `${f.gamesPerTeam.min}–${f.gamesPerTeam.max}`}{" "}
        per team, {f.rounds} rounds on {f.gameDays} days. Only admins see a draft: it has no game
        pages, calendar entries or emails until it is published.
      </p>
      <h3>Fairness</h3>
      <ul className="schedule-facts">
        {report.facts.map((fact) => (
          <li key={fact.label} className={fact.holds ? "fact-holds" : "fact-fails"}>
            <span aria-hidden="true">{fact.holds ? "✓" : "✗"}</span>{" "}
            <span className="visually-hidden">{fact.holds ? "Holds: " : "Does not hold: "}</span>
            {fact.label}
            {fact.detail ? <span className="muted small"> ({fact.detail})</span> : null}
          </li>
        ))}
      </ul>
      {previous || asking ? null : (
        <div className="schedule-draft-actions">
          {reshuffle}
          {/* Publish asks first: a GET of the settings form, so the question is
              only asked when the draft is of the settings in it. */}
          <button
            type="submit"
            form={SCHEDULE_FORM_ID}
            formMethod="get"
            name="confirm"
            value="publish"
            className="button"
          >
            Publish…
          </button>
        </div>
      )}
      <h3>Games</h3>
      {draft.months.length > 1 ? (
        <nav aria-label="Months of the draft" className="schedule-draft-months">
          <ul>
            {draft.months.map((m) => (
              <li key={m.key}>
                <Link
                  to={`?month=${m.key}#draft`}
                  aria-current={m.key === draft.month ? "page" : undefined}
                  preventScrollReset
                >
                  {m.label} <span className="muted small">({m.games})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {days.map((day) => (
        <details key={day.date} className="schedule-draft-day">
          <summary>
            {day.label} · {day.games.length} {day.games.length === 1 ? "game" : "games"}
          </summary>
          <ul>
            {day.games.map((g, i) => (
              <li key={i}>
                {g.time} · {g.matchup} · <span className="muted">{g.place}</span>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
