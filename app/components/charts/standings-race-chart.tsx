// The standings race (issue 33 §3): games above .500 after each game day, a
// line per team drawn on the server, and a link per team that highlights its
// line (?team=, keeping the page's other choices): plain links, so it works
// without JavaScript. The numbers stay in the standings table above.
import type { StandingsRaceView } from "~/views/standings-race";
import { Link } from "../link";
import { TeamChip } from "../team-color";
import { ChartFigure } from "./chart-figure";

export function StandingsRaceChart({
  race,
  teamHref,
}: {
  race: StandingsRaceView;
  /** The page's address with ?team= set to the team, or removed for null. */
  teamHref: (teamId: string | null) => string;
}) {
  return (
    <section aria-labelledby="race-title">
      <h2 id="race-title" className="section-title">
        Standings race
      </h2>
      <p className="race-intro small muted">
        Games above .500 (wins minus losses) after each game day; each line ends at the team&apos;s
        place in the table.
      </p>
      {race.charts.map((c) => (
        <div key={c.conference ?? "league"}>
          {c.title ? <h3>{c.title}</h3> : null}
          <ChartFigure figure={c.figure} />
        </div>
      ))}
      <nav aria-labelledby="race-teams-title">
        <p id="race-teams-title" className="race-teams-title small">
          Highlight a team:
        </p>
        <ul className="race-teams">
          {race.teams.map((t) => (
            <li key={t.id}>
              <Link
                to={teamHref(t.id)}
                replace
                preventScrollReset
                title={t.name}
                aria-current={t.id === race.highlighted ? "true" : undefined}
              >
                <TeamChip color={t.color} />
                {t.abbreviation}
                <span className="visually-hidden"> {t.name}</span>
              </Link>
            </li>
          ))}
          {race.highlighted ? (
            <li>
              <Link to={teamHref(null)} replace preventScrollReset>
                All teams
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </section>
  );
}
