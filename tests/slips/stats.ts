// Slips in the statistics (app/domain/stats/): docs/league-rules.md#standings
// and #leaders-and-records.
import type { Slip } from "./slip";

const STANDINGS = "app/domain/stats/standings.ts";
const LEADERS = "app/domain/stats/leaders.ts";
const CAREER = "app/domain/stats/career.ts";
const TEAM_LEADERS = "app/domain/stats/team-leaders.ts";

export const slips: Slip[] = [
  {
    file: STANDINGS,
    slip: "playoff games count in the standings",
    find: 'const results = games.filter((g) => g.type === "regular_season" && isResult(g)).sort(byNewest);',
    replace: "const results = games.filter((g) => isResult(g)).sort(byNewest);",
  },
  {
    file: STANDINGS,
    slip: "points for and against swapped for the home team",
    find: "pointsFor += (isHome ? game.homeScore : game.awayScore) ?? 0;",
    replace: "pointsFor += (isHome ? game.awayScore : game.homeScore) ?? 0;",
  },
  {
    file: STANDINGS,
    slip: "standings ordered by win percentage ascending",
    find: "return b.winPct - a.winPct || a.losses - b.losses || b.gamesPlayed - a.gamesPlayed;",
    replace: "return a.winPct - b.winPct || a.losses - b.losses || b.gamesPlayed - a.gamesPlayed;",
  },
  {
    file: STANDINGS,
    slip: "the fewer-losses tie-breaker reversed",
    find: "return b.winPct - a.winPct || a.losses - b.losses || b.gamesPlayed - a.gamesPlayed;",
    replace: "return b.winPct - a.winPct || b.losses - a.losses || b.gamesPlayed - a.gamesPlayed;",
  },
  {
    file: STANDINGS,
    slip: "point differential before head-to-head (wrong tie-breaker order)",
    find: "(a, b) => pct(b) - pct(a) || b.pointDiff - a.pointDiff || a.name.localeCompare(b.name),",
    replace:
      "(a, b) => b.pointDiff - a.pointDiff || pct(b) - pct(a) || a.name.localeCompare(b.name),",
  },
  {
    file: STANDINGS,
    slip: "a tied team that never met the others counts as losing every meeting",
    find: "const NEUTRAL_PCT = 0.5;",
    replace: "const NEUTRAL_PCT = 0;",
  },
  {
    file: STANDINGS,
    slip: "head-to-head counts games against teams outside the tied group",
    find: '(g) => inGroup.has(g.homeTeamId ?? "") && inGroup.has(g.awayTeamId ?? ""),',
    replace: '(g) => inGroup.has(g.homeTeamId ?? "") || inGroup.has(g.awayTeamId ?? ""),',
  },
  {
    file: LEADERS,
    slip: "the minimum-games rule lets a player one game short in",
    find: "if (opts.enforceMinimum && gamesPlayed < LEADER_MIN_GAMES) continue;",
    replace: "if (opts.enforceMinimum && gamesPlayed < LEADER_MIN_GAMES - 1) continue;",
  },
  {
    file: LEADERS,
    slip: "blocks averaged over every game played, not the tracked ones",
    find: "const gamesPlayed = isBlocksOrSteals(stat) ? player.trackedGames : player.gamesPlayed;",
    replace: "const gamesPlayed = player.gamesPlayed;",
  },
  {
    file: LEADERS,
    slip: "the minimum applies from exactly LEADER_MIN_SEASON_GAMES games (comparison flipped)",
    find: "return completedGames > LEADER_MIN_SEASON_GAMES;",
    replace: "return completedGames >= LEADER_MIN_SEASON_GAMES;",
  },
  {
    file: LEADERS,
    slip: "ties ranked densely (1, 2, 2, 3) instead of competition ranking (1, 2, 2, 4)",
    find: "if (index === 0 || sorted[index - 1]!.value !== c.value) rank = index + 1;",
    replace: "if (index === 0 || sorted[index - 1]!.value !== c.value) rank += 1;",
  },
  {
    file: LEADERS,
    slip: "a tie at the cut drops the tied players",
    find: "if (rank > top) return;",
    replace: "if (index >= top) return;",
  },
  {
    file: LEADERS,
    slip: "zeros listed as leaders",
    find: ".filter((c) => c.value > 0)",
    replace: ".filter((c) => c.value >= 0)",
  },
  {
    file: CAREER,
    slip: "career seasons newest first",
    find: ".sort((a, b) => a - b)",
    replace: ".sort((a, b) => b - a)",
  },
  {
    file: CAREER,
    slip: "career blocks averaged over every game played",
    find: "const games = isBlocksOrSteals(stat) ? trackedGames : gamesPlayed;",
    replace: "const games = gamesPlayed;",
  },
  {
    file: CAREER,
    slip: "a DNP row counts as a game played in the averages",
    find: '    if (line.status !== "played") continue;\n    gamesPlayed++;',
    replace: "    gamesPlayed++;",
  },
  {
    file: CAREER,
    slip: "a game log's score shows the opponent's first",
    find: 'const own = side === "home" ? game.homeScore : game.awayScore;',
    replace: 'const own = side === "home" ? game.awayScore : game.homeScore;',
  },
  {
    file: TEAM_LEADERS,
    slip: "a player's games for another team count in his team's leaders",
    find: "const own = seasonLines.filter((l) => l.teamId === teamId && rosterIds.has(l.playerId));",
    replace: "const own = seasonLines.filter((l) => rosterIds.has(l.playerId));",
  },
  {
    file: TEAM_LEADERS,
    slip: "all-time team leaders include players off the roster",
    find: "careerLines.filter((l) => rosterIds.has(l.playerId)),",
    replace: "careerLines,",
  },
];
