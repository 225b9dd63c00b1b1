// The draft's player table: signed-up players not drafted yet, with height and
// per-game averages of last season (and of this season when
// docs/league-rules.md#the-draft says it shows).
import { Link } from "~/components/link";
import type { AveragesView, PlayerRowView } from "~/views/draft";
import { TableScroll } from "~/components/table-scroll";

export interface DraftPlayerTableProps {
  rows: PlayerRowView[];
  lastSeason: { id: number; name: string } | null;
  currentSeason: { id: number; name: string } | null;
}

const STATS = [
  ["ppg", "PPG", "Points per game"],
  ["rpg", "RPG", "Rebounds per game"],
  ["apg", "APG", "Assists per game"],
] as const;

export function DraftPlayerTable({ rows, lastSeason, currentSeason }: DraftPlayerTableProps) {
  const groups = [lastSeason, currentSeason].filter((s) => s !== null);
  return (
    <TableScroll label="Players to draft">
      <table className="table draft-players">
        <caption className="visually-hidden">
          Players signed up and not drafted yet, with per-game averages
        </caption>
        <colgroup span={2} />
        {groups.map((s) => (
          <colgroup key={s.id} span={3} />
        ))}
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Player
            </th>
            <th scope="col" rowSpan={2}>
              Ht
            </th>
            {groups.map((s) => (
              <th key={s.id} scope="colgroup" colSpan={3} className="draft-season-head">
                {s.name}
              </th>
            ))}
          </tr>
          <tr>
            {groups.flatMap((s) =>
              STATS.map(([key, unit, label]) => (
                <th key={`${s.id}-${key}`} scope="col" className="num">
                  <abbr title={label}>{unit}</abbr>
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id} className={p.core ? "draft-core" : undefined}>
              <th scope="row">
                <Link to={`/players/${p.id}`}>{p.name}</Link>
                {p.core ? (
                  <span className="draft-core-badge">Core · {p.teamAbbreviation}</span>
                ) : p.teamAbbreviation ? (
                  <span className="muted small"> {p.teamAbbreviation}</span>
                ) : null}
              </th>
              <td>{p.height ?? "–"}</td>
              {lastSeason ? <AverageCells averages={p.last} /> : null}
              {currentSeason ? <AverageCells averages={p.current} /> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function AverageCells({ averages }: { averages: AveragesView | null }) {
  return (
    <>
      {STATS.map(([key]) => (
        <td key={key} className="num">
          {averages ? averages[key] : "–"}
        </td>
      ))}
    </>
  );
}
