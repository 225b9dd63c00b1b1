// The standings race on /seasons/{n} (issue 33 §3): each team's games above
// .500 (wins minus losses) after each game day of the season. The results are
// the standings' (regular-season games with a result, forfeits included:
// isResult), so each line ends at the record in the table beside it, and the
// teams come in the table's order with its places. Pure: the geometry is
// app/domain/charts/line-geometry.ts's.
import { placeOrdinal } from "~/domain/numbers";
import { leagueDay } from "~/domain/time/days";
import { isResult, type StandingRow } from "~/domain/stats/standings";
import type { Game } from "~/domain/types";

export interface RaceLine {
  teamId: string;
  name: string;
  abbreviation: string;
  color: string;
  /** The team's place in the table the race is drawn beside. */
  place: number;
  /** Games above .500 at the start (0) and after each game day: days + 1 values. */
  values: number[];
}

export interface StandingsRace {
  /** The game days with a result, "YYYY-MM-DD" in the league zone, in order. */
  days: string[];
  /** The first game of each day, for its date in words. */
  dayStarts: Date[];
  /** In the table's order. */
  lines: RaceLine[];
}

/**
 * The race of the teams in `rows` (a standings table: computeStandings or one
 * conference's rows) over `games`, the season's games. A day counts when one
 * of these teams has a result on it; a team without a game that day keeps its
 * value.
 */
export function standingsRace(rows: StandingRow[], games: Game[]): StandingsRace {
  const shown = new Set(rows.map((r) => r.teamId));
  const results = games
    .filter(
      (g) =>
        g.type === "regular_season" &&
        isResult(g) &&
        (shown.has(g.homeTeamId ?? "") || shown.has(g.awayTeamId ?? "")),
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const days: string[] = [];
  const dayStarts: Date[] = [];
  // Each day's change per team.
  const changes: Map<string, number>[] = [];
  for (const game of results) {
    const day = leagueDay(game.startsAt);
    if (days.at(-1) !== day) {
      days.push(day);
      dayStarts.push(game.startsAt);
      changes.push(new Map());
    }
    const change = changes.at(-1)!;
    for (const side of [game.homeTeamId!, game.awayTeamId!]) {
      change.set(side, (change.get(side) ?? 0) + (game.winnerId === side ? 1 : -1));
    }
  }
  const lines = rows.map((row): RaceLine => {
    const values = [0];
    for (const change of changes) values.push(values.at(-1)! + (change.get(row.teamId) ?? 0));
    return {
      teamId: row.teamId,
      name: row.name,
      abbreviation: row.abbreviation,
      color: row.color,
      place: row.place,
      values,
    };
  });
  return { days, dayStarts, lines };
}

/** The value after the last game day. */
export const finalValue = (line: RaceLine): number => line.values.at(-1) ?? 0;

/** '+5', '-2', or '.500' for even. */
export function signedGames(n: number): string {
  return n === 0 ? ".500" : n > 0 ? `+${n}` : String(n);
}

/** "9 games above .500", "1 game below .500", ".500". */
function gamesInWords(n: number): string {
  if (n === 0) return ".500";
  const count = Math.abs(n);
  return `${count} ${count === 1 ? "game" : "games"} ${n > 0 ? "above" : "below"} .500`;
}

/** A line's end label: "SAI 1st". */
export const raceLabel = (line: RaceLine): string =>
  `${line.abbreviation} ${placeOrdinal(line.place)}`;

/**
 * One sentence: "After 12 game days, Saints lead at 9 games above .500;
 * Shamrocks are 2nd at +5." The highlighted team, when it is neither of them,
 * is named too, so a reader who cannot see the thick line hears it.
 */
export function raceSummary(race: StandingsRace, highlightedId: string | null = null): string {
  const [first, second] = race.lines;
  const n = race.days.length;
  if (!first || n === 0) return "No games decided yet.";
  const parts = [
    `After ${n} game ${n === 1 ? "day" : "days"}, ${first.name} lead at ${gamesInWords(finalValue(first))}`,
  ];
  const at = (line: RaceLine) => `${placeOrdinal(line.place)} at ${signedGames(finalValue(line))}`;
  if (second) parts.push(`${second.name} are ${at(second)}`);
  const highlighted = race.lines.find((l) => l.teamId === highlightedId);
  if (highlighted && highlighted !== first && highlighted !== second) {
    parts.push(`${highlighted.name}, highlighted, are ${at(highlighted)}`);
  }
  return `${parts.join("; ")}.`;
}
