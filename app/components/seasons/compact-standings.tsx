import type { StandingRow } from "~/domain/stats/standings";
import { LOSSES, STREAK, StandingsGrid, WIN_PCT, WINS } from "./standings-table";

/** Compact standings for the home page: place, team, W, L, PCT, streak. */
export function StandingsTable({ rows, caption }: { rows: StandingRow[]; caption: string }) {
  return (
    <StandingsGrid
      rows={rows}
      caption={caption}
      className="table standings-table"
      teamHeading="Team"
      columns={[WINS, LOSSES, WIN_PCT, STREAK]}
      full={false}
    />
  );
}
