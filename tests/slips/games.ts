// Slips in the games' rules (app/domain/games/): docs/league-rules.md#game-states,
// #entering-a-result, #the-box-score, #game-day and #comments.
import type { Slip } from "./slip";

const STATE = "app/domain/games/state.ts";
const ENTRY = "app/domain/games/entry.ts";
const BOX_SCORE = "app/domain/games/box-score.ts";
const CARD = "app/domain/games/card.ts";
const DAY = "app/domain/games/day.ts";
const SUMMARY = "app/domain/games/summary.ts";
const COMMENTS = "app/domain/games/comments.ts";
const COMMENT_LIMITS = "app/domain/games/comment-limits.ts";
const TALLY = "app/domain/games/tally.ts";

export const slips: Slip[] = [
  {
    file: STATE,
    slip: "a tied score goes to the away team",
    find: "return homeScore >= awayScore ? homeTeamId : awayTeamId;",
    replace: "return homeScore > awayScore ? homeTeamId : awayTeamId;",
  },
  {
    file: STATE,
    slip: "a forfeit shows as a final (the forfeit state dropped)",
    find: 'if (stats.some((s) => s.status === "forfeit")) return "forfeit";',
    replace: "",
  },
  {
    file: STATE,
    slip: "a game with one line of stats shows as no-stats (some for every)",
    find: 'if (stats.every((s) => s.status === "no-stats")) return "no-stats";',
    replace: 'if (stats.some((s) => s.status === "no-stats")) return "no-stats";',
  },
  {
    file: STATE,
    slip: "a postponed game shows as upcoming",
    find: 'return game.status === "postponed" ? "postponed" : "upcoming";',
    replace: 'return "upcoming";',
  },
  {
    file: STATE,
    slip: "the forfeiting team is the winner, not the loser",
    find: "if (game.winnerId === game.homeTeamId) return game.awayTeamId;",
    replace: "if (game.winnerId === game.homeTeamId) return game.homeTeamId;",
  },
  {
    file: STATE,
    slip: "matchups read home first",
    find: 'return `${sideName(game, "away", nameOf)} at ${sideName(game, "home", nameOf)}`;',
    replace: 'return `${sideName(game, "home", nameOf)} at ${sideName(game, "away", nameOf)}`;',
  },
  {
    file: ENTRY,
    slip: "a score above the maximum accepted (off by one)",
    find: "if (value > max) return",
    replace: "if (value > max + 1) return",
  },
  {
    file: ENTRY,
    slip: "a blank score reads as 0 instead of asking for it",
    find: "if (value === null) errors[field] = `Enter the ${label.toLowerCase()}.`;",
    replace: "",
  },
  {
    file: ENTRY,
    slip: "boxScoreMismatches still complains when the admin ticked 'incomplete'",
    find: "if (result.statsIncomplete) return [];",
    replace: "",
  },
  {
    file: ENTRY,
    slip: "boxScoreMismatches compares a team's points to the other team's score",
    find: "{ teamId: game.awayTeamId, score: result.awayScore },\n    { teamId: game.homeTeamId, score: result.homeScore },",
    replace:
      "{ teamId: game.awayTeamId, score: result.homeScore },\n    { teamId: game.homeTeamId, score: result.awayScore },",
  },
  {
    file: ENTRY,
    slip: "a forfeit's lines are checked as a box score (the exemption forgotten)",
    find: 'if (result.stats.some((line) => line.status === "forfeit" || line.status === "no-stats")) {',
    replace: 'if (result.stats.some((line) => line.status === "no-stats")) {',
  },
  {
    file: BOX_SCORE,
    slip: "players who did not play listed first",
    find: 'const played = (l: T) => (l.status === "played" ? 0 : 1);',
    replace: 'const played = (l: T) => (l.status === "played" ? 1 : 0);',
  },
  {
    file: BOX_SCORE,
    slip: "totals count lines of players who did not play",
    find: 'if (line.status !== "played") continue;',
    replace: "",
  },
  {
    file: CARD,
    slip: "a card's scores swapped between home and away",
    find: 'score: which === "home" ? game.homeScore : game.awayScore,',
    replace: 'score: which === "home" ? game.awayScore : game.homeScore,',
  },
  {
    file: DAY,
    slip: "a day with only postponed games is a game day",
    find: 'if (game.status === "postponed") continue;',
    replace: "",
  },
  {
    file: DAY,
    slip: "game day reaches back to yesterday's games",
    find: "if (of >= today && (day === null || of < day)) day = of;",
    replace: "if (day === null || of < day) day = of;",
  },
  {
    file: DAY,
    slip: "played days oldest first",
    find: "played: all.filter((d) => d.day < today).sort((a, b) => (a.day > b.day ? -1 : 1)),",
    replace: "played: all.filter((d) => d.day < today).sort((a, b) => (a.day < b.day ? -1 : 1)),",
  },
  {
    file: DAY,
    slip: "a game at its start time reads upcoming, not no-result",
    find: 'return game.startsAt.getTime() <= now.getTime() ? "no-result" : "upcoming";',
    replace: 'return game.startsAt.getTime() < now.getTime() ? "no-result" : "upcoming";',
  },
  {
    file: SUMMARY,
    slip: "the headline names the home team first even when the away team won",
    find: "return game.winnerId === game.awayTeamId ? `${away}, ${home}` : `${home}, ${away}`;",
    replace: "return `${home}, ${away}`;",
  },
  {
    file: COMMENTS,
    slip: "comments threaded newest first",
    find: "const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());",
    replace:
      "const sorted = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());",
  },
  {
    file: COMMENTS,
    slip: "a reply to a reply nests two levels deep",
    find: "const parent = root.id === row.id ? undefined : views.get(root.id);",
    replace: "const parent = row.replyToId ? views.get(row.replyToId) : undefined;",
  },
  {
    file: COMMENT_LIMITS,
    slip: "the comment limit off by one",
    find: "export const COMMENT_MAX_LENGTH = 1000;",
    replace: "export const COMMENT_MAX_LENGTH = 1001;",
  },
  {
    file: TALLY,
    slip: "the running total counts what is left to credit the wrong way round",
    find: "uncredited: score === null ? null : score - credited",
    replace: "uncredited: score === null ? null : credited - score",
  },
  {
    file: TALLY,
    slip: "a box with a sign or a decimal point counts toward the players' points",
    find: "return /^\\d+$/.test(text) ? Number(text) : null;",
    replace: 'return text !== "" && !Number.isNaN(Number(text)) ? Number(text) : null;',
  },
  {
    file: TALLY,
    slip: "a sheet that adds up still says points are left to credit",
    find: "if (uncredited > 0) return",
    replace: "if (uncredited >= 0) return",
  },
];
