// One team's stat boxes on the admin result form: a row per player, a
// number box per stat. Scrolls sideways on a phone with the names pinned.
import { statField } from "~/domain/games/entry";
import { tallyWords, type PointsTally } from "~/domain/games/tally";
import { STAT_LABELS } from "~/domain/league";
import type { StatKey } from "~/domain/types";
import { StatColumnHeads } from "~/components/games/box-score";
import { TableScroll } from "~/components/table-scroll";

export interface StatSheetTeam {
  name: string;
  players: {
    playerId: string;
    name: string;
    jerseyNumber: number | null;
    values: Record<string, string>;
  }[];
}

export function StatSheet({
  team,
  tally,
  statKeys,
  errors,
  typed,
}: {
  team: StatSheetTeam;
  /** The players' points against the team's score, as the boxes read now. */
  tally: PointsTally;
  statKeys: StatKey[];
  errors: Record<string, string>;
  /** What was typed in the boxes before a refused save: shown instead of the saved values. */
  typed?: Record<string, string> | null;
}) {
  return (
    <section className="stat-sheet" aria-label={`${team.name} stats`}>
      <h2 className="section-title">{team.name}</h2>
      <TallyLine tally={tally} />
      {team.players.length === 0 ? (
        <p className="empty">No roster for this team yet.</p>
      ) : (
        <TableScroll label={`${team.name} stat boxes`}>
          <table className="table stat-sheet-table">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <StatColumnHeads keys={statKeys} />
              </tr>
            </thead>
            <tbody>
              {team.players.map((player) => (
                <tr key={player.playerId}>
                  <th scope="row">
                    <span className="muted">{player.jerseyNumber ?? "–"}</span> {player.name}
                  </th>
                  {statKeys.map((key) => {
                    const field = statField(player.playerId, key);
                    const error = errors[field];
                    return (
                      <td key={key} className="num">
                        <input
                          name={field}
                          inputMode="numeric"
                          className="stat-box"
                          defaultValue={typed?.[field] ?? player.values[field] ?? ""}
                          aria-label={`${player.name} ${STAT_LABELS[key]}`}
                          aria-invalid={error ? true : undefined}
                          title={error}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** "Players' points: 17 of 48 · 31 points not credited to a player": marked while they differ. */
function TallyLine({ tally }: { tally: PointsTally }) {
  const { total, rest } = tallyWords(tally);
  const off = tally.uncredited !== null && tally.uncredited !== 0;
  return (
    <p className={off ? "points-tally notice warn" : "points-tally notice"} data-tally="">
      <strong>{total}</strong>
      {rest ? <span> · {rest}</span> : null}
    </p>
  );
}
