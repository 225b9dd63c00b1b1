// Box scores of the original site that do not add up
// (docs/league-rules.md#imports-from-the-original-site): kept as history,
// marked as incomplete stat sheets (the box score says so and the recap names
// no scoring leader), and reported, game by game, in the import's notes.
import { boxScoreMismatches } from "~/domain/games/entry";
import type { Game, GameStat } from "~/domain/types";

/** How many games the note names before "and N more". */
const NAMED = 10;

export function markIncompleteBoxScores(
  games: Game[],
  stats: GameStat[],
  teamName: (teamId: string) => string,
  notes: string[],
): Game[] {
  const linesOf = new Map<string, GameStat[]>();
  for (const line of stats) {
    const lines = linesOf.get(line.gameId) ?? [];
    lines.push(line);
    linesOf.set(line.gameId, lines);
  }
  const found: string[] = [];
  const marked = games.map((game) => {
    const lines = linesOf.get(game.id);
    if (game.status !== "completed" || !lines || !game.homeTeamId || !game.awayTeamId) return game;
    const mismatches = boxScoreMismatches(
      {
        homeScore: game.homeScore ?? 0,
        awayScore: game.awayScore ?? 0,
        winnerId: game.winnerId ?? "",
        stats: lines.map((l) => ({
          playerId: l.playerId,
          teamId: l.teamId,
          status: l.status,
          values: { points: l.points, rebounds: 0, assists: 0, blocks: 0, steals: 0 },
        })),
      },
      { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId },
      teamName,
    );
    if (mismatches.length === 0) return game;
    found.push(`game ${game.id} (${mismatches.join(" ")})`);
    return { ...game, statsIncomplete: true };
  });
  if (found.length > 0) {
    const more = found.length > NAMED ? `; and ${found.length - NAMED} more` : "";
    notes.push(
      `${found.length} ${found.length === 1 ? "box score does" : "box scores do"} not add up: kept as history, marked “Stat sheet incomplete”: ${found.slice(0, NAMED).join("; ")}${more}.`,
    );
  }
  return marked;
}
