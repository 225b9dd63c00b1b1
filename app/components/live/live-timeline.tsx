// A live game's scoring, newest first: when, who (or the team), how many,
// and the score just after.
import { scoringTimeline, type Basket } from "~/domain/live/game";

export interface TimelineTeams {
  away: { teamId: string | null; name: string; abbreviation: string | null };
  home: { teamId: string | null; name: string; abbreviation: string | null };
}

export function LiveTimeline({
  baskets,
  teams,
  pending,
}: {
  baskets: Basket[];
  teams: TimelineTeams;
  /** Baskets the scorer's phone has not sent yet, marked as such. */
  pending?: ReadonlySet<string>;
}) {
  const rows = scoringTimeline(baskets, teams.home.teamId);
  const teamOf = (teamId: string) => (teamId === teams.home.teamId ? teams.home : teams.away);
  if (rows.length === 0) return <p className="empty">No points yet.</p>;
  return (
    <ol className="live-timeline">
      {rows.map((row) => {
        const team = teamOf(row.teamId);
        return (
          <li key={row.id} className={pending?.has(row.id) ? "pending" : undefined}>
            <span className="live-time">{row.time || "now"}</span>
            <span className="live-who">
              {row.playerName ?? team.name}
              {row.playerName ? (
                <span className="muted"> {team.abbreviation ?? team.name}</span>
              ) : null}
            </span>
            <span className="live-points">+{row.points}</span>
            <span className="live-running">
              <span className="visually-hidden">Score </span>
              {row.score.away}–{row.score.home}
            </span>
            {pending?.has(row.id) ? <span className="live-unsent">not sent</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
