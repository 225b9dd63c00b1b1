// A team's form on /teams/{id} (issue 33): its season's results game by game,
// each with its margin, the current streak and the last five. The results are
// the standings' (isResult), so the wins and losses are its record there.
// Pure: the geometry is app/domain/charts/bar-geometry.ts's.
import { isResult } from "~/domain/stats/standings";
import type { Game } from "~/domain/types";

export interface FormResult {
  gameId: string;
  startsAt: Date;
  opponentId: string;
  won: boolean;
  /** Own score minus the other's; a forfeit saved without scores counts 0 points a side (0). */
  margin: number;
  own: number;
  other: number;
}

export interface TeamForm {
  results: FormResult[];
  wins: number;
  losses: number;
  /** The run of the latest results: 3 wins in a row; null before any result. */
  streak: { won: boolean; length: number } | null;
  /** The last five results, oldest first. */
  lastFive: FormResult[];
}

/** The form of `teamId` over `games` (one season's regular-season games, as the standings count them). */
export function teamForm(teamId: string, games: Game[]): TeamForm {
  const results = games
    .filter(
      (g) =>
        g.type === "regular_season" &&
        isResult(g) &&
        (g.homeTeamId === teamId || g.awayTeamId === teamId),
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id))
    .map((g): FormResult => {
      const home = g.homeTeamId === teamId;
      const own = (home ? g.homeScore : g.awayScore) ?? 0;
      const other = (home ? g.awayScore : g.homeScore) ?? 0;
      return {
        gameId: g.id,
        startsAt: g.startsAt,
        opponentId: (home ? g.awayTeamId : g.homeTeamId) ?? "",
        won: g.winnerId === teamId,
        margin: own - other,
        own,
        other,
      };
    });
  const wins = results.filter((r) => r.won).length;
  let streak: TeamForm["streak"] = null;
  const latest = results.at(-1);
  if (latest) {
    let length = 0;
    for (let i = results.length - 1; i >= 0 && results[i]!.won === latest.won; i--) length++;
    streak = { won: latest.won, length };
  }
  return { results, wins, losses: results.length - wins, streak, lastFive: results.slice(-5) };
}

/** "Won 3 in a row", "Lost 1", or null before any result. */
export function streakWords(streak: TeamForm["streak"]): string | null {
  if (!streak) return null;
  const verb = streak.won ? "Won" : "Lost";
  return streak.length === 1 ? `${verb} the last game` : `${verb} ${streak.length} in a row`;
}

/** "Last five: won 3, lost 2 (W, L, W, W, L, oldest first)", or fewer when fewer were played. */
export function lastFiveWords(lastFive: FormResult[]): string | null {
  if (lastFive.length === 0) return null;
  const won = lastFive.filter((r) => r.won).length;
  const letters = lastFive.map((r) => (r.won ? "W" : "L")).join(", ");
  const head = lastFive.length === 5 ? "Last five" : `Last ${lastFive.length}`;
  return `${head}: won ${won}, lost ${lastFive.length - won} (${letters}, oldest first).`;
}

/** "Rovers' results, Fall 2026: 9 games, 6 won and 3 lost, margins from -12 to +21." */
export function formSummary(teamName: string, seasonName: string, form: TeamForm): string {
  const head = `${teamName} results, ${seasonName}`;
  const n = form.results.length;
  if (n === 0) return `${head}: no games decided yet.`;
  const margins = form.results.map((r) => r.margin);
  const signed = (m: number) => (m > 0 ? `+${m}` : String(m));
  return `${head}: ${n} ${n === 1 ? "game" : "games"}, ${form.wins} won and ${form.losses} lost, margins from ${signed(Math.min(...margins))} to ${signed(Math.max(...margins))}.`;
}
