// Slips in live scoring (app/domain/live/): docs/league-rules.md#live-games.
import type { Slip } from "./slip";

const GAME = "app/domain/live/game.ts";
const START = "app/domain/live/start.ts";
const FOLLOW = "app/domain/live/follow.ts";
const CARD = "app/domain/live/card.ts";

export const slips: Slip[] = [
  {
    file: GAME,
    slip: "an event replayed by the stream is applied twice (stale seq accepted)",
    find: "if (event.seq !== 0 && event.seq <= state.seq) return state;",
    replace: "if (event.seq !== 0 && event.seq < state.seq) return state;",
  },
  {
    file: GAME,
    slip: "a tap sent twice counts twice (same id not deduplicated)",
    find: "if (state.baskets.some((b) => b.id === event.id)) return { ...state, seq };",
    replace: "",
  },
  {
    file: GAME,
    slip: "an undo takes back the other team's basket",
    find: "baskets: state.baskets.filter((b) => b.id !== event.undoes || b.teamId !== event.teamId),",
    replace: "baskets: state.baskets.filter((b) => b.id !== event.undoes),",
  },
  {
    file: GAME,
    slip: "a restart keeps the previous run's baskets",
    find: 'return { phase: "live", runId: event.id, baskets: [], seq };',
    replace: 'return { ...state, phase: "live", runId: event.id, seq };',
  },
  {
    file: GAME,
    slip: "the live score swaps home and away",
    find: "    if (b.teamId === homeTeamId) home += b.points;\n    else away += b.points;\n  }\n  return { home, away };",
    replace:
      "    if (b.teamId === homeTeamId) away += b.points;\n    else home += b.points;\n  }\n  return { home, away };",
  },
  {
    file: GAME,
    slip: "a player's points counted once per basket, not by its points",
    find: "points.set(b.playerId, (points.get(b.playerId) ?? 0) + b.points);",
    replace: "points.set(b.playerId, (points.get(b.playerId) ?? 0) + 1);",
  },
  {
    file: GAME,
    slip: "undo takes back the team's oldest basket, not its latest",
    find: "for (let i = baskets.length - 1; i >= 0; i--) {",
    replace: "for (let i = 0; i < baskets.length; i++) {",
  },
  {
    file: GAME,
    slip: "an undo naming the other team's basket is not refused",
    find: "if (named && named.teamId !== tap.teamId) return { ok: false, message: UNDO_OTHER_TEAM };",
    replace: "",
  },
  {
    file: GAME,
    slip: "a basket credited to a player of the other team accepted",
    find: '(typeof playerId !== "string" || rosterTeamOf(playerId) !== teamId)',
    replace: '(typeof playerId !== "string" || rosterTeamOf(playerId) === undefined)',
  },
  {
    file: START,
    slip: "the early-start warning's window widened to two hours",
    find: "export const EARLY_START_MS = 60 * 60 * 1000;",
    replace: "export const EARLY_START_MS = 2 * 60 * 60 * 1000;",
  },
  {
    file: START,
    slip: "exactly an hour before tip-off warns (comparison flipped)",
    find: "if (startsAt.getTime() - now.getTime() <= EARLY_START_MS) {",
    replace: "if (startsAt.getTime() - now.getTime() < EARLY_START_MS) {",
  },
  {
    file: START,
    slip: "days counted by 24-hour spans instead of calendar days",
    find: "const days = dayNumber(leagueDay(later))! - dayNumber(leagueDay(now))!;",
    replace: "const days = Math.floor(minutes / (24 * 60));",
  },
  {
    file: START,
    slip: "a start without the confirmation accepted",
    find: "return form.get(START_CONFIRMED.name) === START_CONFIRMED.value;",
    replace: "return form.get(START_CONFIRMED.name) !== null;",
  },
  {
    file: FOLLOW,
    slip: "a postponed game opens the stream on its old day",
    find: 'return game.status !== "postponed" && !isCompleted(game) && leagueDay(game.startsAt) === day;',
    replace: "return !isCompleted(game) && leagueDay(game.startsAt) === day;",
  },
  {
    file: FOLLOW,
    slip: "a game still live past midnight is no longer followed",
    find: 'return games.filter((g) => g.status === "live" || playsOn(g, today));',
    replace: "return games.filter((g) => playsOn(g, today));",
  },
  {
    file: FOLLOW,
    slip: "the stream opened on every day with a game to come (not only today)",
    find: "leagueDay(game.startsAt) === day;",
    replace: "leagueDay(game.startsAt) >= day;",
  },
  {
    file: FOLLOW,
    slip: "a kept page stops following at the next game day's midnight, not today's",
    find: "const moment = day === today ? midnightAfter(today) : midnightOf(game.startsAt);",
    replace: "const moment = midnightOf(game.startsAt);",
  },
  {
    file: CARD,
    slip: "a Final card marks no winner",
    find: "const won = (side: GameCardSide) => side.teamId !== null && side.teamId === final.winnerId;",
    replace: "const won = (_side: GameCardSide) => false;",
  },
  {
    file: CARD,
    slip: "the stream overrides a forfeit the server drew",
    find: "if (!live || DECIDED.has(card.display)) return card;",
    replace: "if (!live) return card;",
  },
  {
    file: CARD,
    slip: "an abandoned game keeps showing LIVE",
    find: '    case "abandoned":\n      return notLive(card);',
    replace: '    case "abandoned":\n      return card;',
  },
];
