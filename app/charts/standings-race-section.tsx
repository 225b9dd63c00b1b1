// The standings race's section (issue 33 §3), drawn to markup on the server
// like its charts: its heading, a figure per chart (the markup ChartFigure
// gives the other charts: the svg and its summary as the caption), and a link
// per team that highlights its line. The links are plain anchors ending in
// #race-title, so a tap, with or without JavaScript, lands back at the race
// rather than at the top of the page; and the page loads no code for any of it.
import { renderToStaticMarkup } from "react-dom/server";
import type { StandingsRaceInput } from "~/views/standings-race";

export function drawnRaceSection(race: StandingsRaceInput): string {
  return renderToStaticMarkup(
    <section aria-labelledby="race-title" className="race">
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
          <figure className="chart">
            {/* Markup React rendered from league data (escaped). */}
            <div className="chart-drawing" dangerouslySetInnerHTML={{ __html: c.figure.svg }} />
            <figcaption id={c.figure.summaryId} className="chart-summary">
              {c.figure.summary}
            </figcaption>
          </figure>
        </div>
      ))}
      <nav aria-labelledby="race-teams-title">
        <p id="race-teams-title" className="race-teams-title small">
          Highlight a team:
        </p>
        <ul className="race-teams">
          {race.teams.map((t) => (
            <li key={t.id}>
              <a
                href={`${t.href}#race-title`}
                title={t.name}
                aria-current={t.id === race.highlighted ? "true" : undefined}
              >
                {/* The team's chip (TeamChip's markup): decorative, the name is text. */}
                <svg
                  className="team-chip"
                  viewBox="0 0 12 12"
                  width="12"
                  height="12"
                  aria-hidden="true"
                  focusable="false"
                >
                  <circle cx="6" cy="6" r="5.5" fill={t.color} className="team-chip-dot" />
                </svg>
                {t.abbreviation}
                <span className="visually-hidden"> {t.name}</span>
              </a>
            </li>
          ))}
          {race.clearHref ? (
            <li>
              <a href={`${race.clearHref}#race-title`}>All teams</a>
            </li>
          ) : null}
        </ul>
      </nav>
    </section>,
  );
}
