// The draft schedule and its fairness report (/admin/seasons/{season}/schedule,
// docs/league-rules.md#schedules): facts measured from the games, then the
// games by day, with Reshuffle and Publish. Plain forms.
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import type { ScheduleDraftData } from "~/views/season-schedule";

export function ScheduleDraftView({ draft }: { draft: ScheduleDraftData }) {
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
  return (
    <section id="draft" className="schedule-draft" aria-labelledby="draft-title">
      <h2 className="section-title" id="draft-title">
        Draft schedule
      </h2>
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
      <div className="schedule-draft-actions">
        {reshuffle}
        <Form method="post">
          <input type="hidden" name="shown" value={draft.shown} />
          <button
            type="submit"
            name="intent"
            value="publish"
            className="button"
            disabled={busy === "publish"}
          >
            {busy === "publish" ? "Publishing…" : "Publish"}
          </button>
        </Form>
      </div>
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
