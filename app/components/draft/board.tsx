// The draft board: one table per round in snake order. On phones the rounds
// stack (a list grouped by round); wider screens lay them out side by side.
import { Link } from "~/components/link";
import type { BoardPickView } from "~/views/draft";

export interface DraftBoardProps {
  rounds: { round: number; picks: BoardPickView[] }[];
}

export function DraftBoard({ rounds }: DraftBoardProps) {
  return (
    <div className="draft-rounds">
      {rounds.map((r) => (
        <table key={r.round} className="table draft-round">
          <caption>Round {r.round}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Pick
              </th>
              <th scope="col">Team</th>
              <th scope="col">Player</th>
            </tr>
          </thead>
          <tbody>
            {r.picks.map((p) => (
              <DraftBoardRow key={p.pickNumber} pick={p} />
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

function DraftBoardRow({ pick }: { pick: BoardPickView }) {
  return (
    <tr
      id={`pick-${pick.pickNumber}`}
      className={pick.onTheClock ? "draft-pick draft-pick-clock" : "draft-pick"}
      data-team={pick.teamId}
    >
      <td className="num">{pick.pickNumber}</td>
      <td>
        <Link to={`/teams/${pick.teamId}`} className="draft-team">
          {pick.teamName}
        </Link>
      </td>
      <td>
        {pick.player ? (
          <Link to={`/players/${pick.player.id}`}>{pick.player.name}</Link>
        ) : (
          <span className="draft-open">
            {pick.onTheClock ? <span className="draft-clock-badge">On the clock</span> : null}
            {pick.scheduled ? (
              <span className="draft-when">{pick.scheduled}</span>
            ) : pick.onTheClock ? null : (
              <span className="muted">Open</span>
            )}
          </span>
        )}
      </td>
    </tr>
  );
}
