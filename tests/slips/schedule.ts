// Slips in the schedule (app/domain/schedule/): docs/league-rules.md#times,
// #changing-a-published-schedule and #postponing-and-moving-a-game.
import type { Slip } from "./slip";

const WINDOWS = "app/domain/schedule/windows.ts";
const PAGE = "app/domain/schedule/page.ts";
const CHANGES = "app/domain/schedule/changes.ts";
const GAME_MOVES = "app/domain/schedule/game-moves.ts";
const CALENDAR_FEED = "app/domain/schedule/calendar-feed.ts";

export const slips: Slip[] = [
  {
    file: WINDOWS,
    slip: "a postponed game under Results again (issue 41)",
    find: 'if (game.status === "postponed") {',
    replace: 'if (game.status === "postponed" && false) {',
  },
  {
    file: WINDOWS,
    slip: "a postponed game the first of Upcoming, before the dated ones",
    find: "upcoming: [...upcoming.sort(byStartAscending), ...dateToCome.sort(byStartAscending)],",
    replace:
      "upcoming: [...dateToCome.sort(byStartAscending), ...upcoming.sort(byStartAscending)],",
  },
  {
    file: WINDOWS,
    slip: "the home page leaves out a postponed game of the week",
    find: 'return [...inWindow("scheduled"), ...inWindow("postponed")];',
    replace: 'return inWindow("scheduled");',
  },
  {
    file: WINDOWS,
    slip: "a game starting right now still upcoming (comparison flipped)",
    find: "const inFuture = game.startsAt.getTime() > now.getTime();",
    replace: "const inFuture = game.startsAt.getTime() >= now.getTime();",
  },
  {
    file: WINDOWS,
    slip: "a playoff game still waiting for its teams listed as upcoming",
    find: "else if (hasBothTeams(game)) upcoming.push(game);",
    replace: "else upcoming.push(game);",
  },
  {
    file: WINDOWS,
    slip: "the home page's upcoming window widened by a day",
    find: "const until = from + days * DAY_MS;",
    replace: "const until = from + (days + 1) * DAY_MS;",
  },
  {
    file: WINDOWS,
    slip: "recent scores reach back one league day too many",
    find: "leagueMidnight(now, 1 - RECENT_SCORES_DAYS),",
    replace: "leagueMidnight(now, -RECENT_SCORES_DAYS),",
  },
  {
    file: WINDOWS,
    slip: "recent scores forget the last game day when the league last played long ago",
    find: "    leagueMidnight(newest.startsAt, 0),\n",
    replace: "    leagueMidnight(now, 1 - RECENT_SCORES_DAYS),\n",
  },
  {
    file: PAGE,
    slip: "postponed games under the day they were set for, not 'Date to come'",
    find: 'const postponed = games.filter((g) => g.status === "postponed");',
    replace: "const postponed = games.filter(() => false);",
  },
  {
    file: PAGE,
    slip: "a day's games latest first",
    find: "return a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);",
    replace:
      "return b.startsAt.getTime() - a.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);",
  },
  {
    file: PAGE,
    slip: "the month to open follows a postponed game",
    find: '    if (game.status === "postponed") continue;\n    if (newest === null',
    replace: "    if (newest === null",
  },
  {
    file: PAGE,
    slip: "months grouped in UTC, not the league zone (an evening game in the next month)",
    find: "  const { year, month } = leagueDateParts(at);\n  return `${year}-${twoDigits(month)}`;",
    replace: "  return at.toISOString().slice(0, 7);",
  },
  {
    file: CHANGES,
    slip: "a postponed game moves with a closed gym",
    find: 'return game.status === "scheduled";',
    replace: 'return game.status === "scheduled" || game.status === "postponed";',
  },
  {
    file: CHANGES,
    slip: "a team twice on one day is no clash",
    find: "if (teamDays.has(key)) return `The ${names(team)} would play twice on ${dayLabel(day)}.`;",
    replace: "",
  },
  {
    file: CHANGES,
    slip: "two games in one slot is no clash",
    find: "if (slots.has(slot)) return `${slotLabel(game)} would hold two games.`;",
    replace: "",
  },
  {
    file: CHANGES,
    slip: "a one-off make-up weekday counts as a game weekday",
    find: ".filter(([, count]) => count >= 2)",
    replace: ".filter(([, count]) => count >= 1)",
  },
  {
    file: CHANGES,
    slip: "a closed day in the past accepted",
    find: "  if (closedDay < today)\n    return refuse",
    replace: "  if (closedDay < today && false)\n    return refuse",
  },
  {
    file: CHANGES,
    slip: "'a week later' moves games six days",
    find: "to: onDay(g.startsAt, dayString(dayNumber(leagueDay(g.startsAt))! + 7)),",
    replace: "to: onDay(g.startsAt, dayString(dayNumber(leagueDay(g.startsAt))! + 6)),",
  },
  {
    file: CHANGES,
    slip: "shift leaves the games after the closed day where they are",
    find: "      .filter((g) => isMovable(g) && leagueDay(g.startsAt) >= closedDay)\n      .map((g) => ({\n        gameId: g.id,\n        from: g.startsAt,\n        to: onDay(g.startsAt, nextDay",
    replace:
      "      .filter((g) => isMovable(g) && leagueDay(g.startsAt) === closedDay)\n      .map((g) => ({\n        gameId: g.id,\n        from: g.startsAt,\n        to: onDay(g.startsAt, nextDay",
  },
  {
    file: GAME_MOVES,
    slip: "a game with a result may be moved",
    find: '  if (isCompleted(game)) {\n    return "This game has a result',
    replace: '  if (false) {\n    return "This game has a result',
  },
  {
    file: GAME_MOVES,
    slip: "a live game may be moved",
    find: '  if (game.status === "live") {\n    return "This game is being scored live: it cannot be postponed',
    replace: '  if (false) {\n    return "This game is being scored live: it cannot be postponed',
  },
  {
    file: GAME_MOVES,
    slip: "answers lapse when only the time changes on the same day",
    find: "return leagueDay(before.startsAt) !== leagueDay(after.startsAt);",
    replace: "return before.startsAt.getTime() !== after.startsAt.getTime();",
  },
  {
    file: GAME_MOVES,
    slip: "postponing makes the answers lapse",
    find: 'if (after.status === "postponed") return false;',
    replace: "",
  },
  {
    file: CALENDAR_FEED,
    slip: "a postponed game stays confirmed in the calendar",
    find: 'return game.status === "postponed" ? "CANCELLED" : "CONFIRMED";',
    replace: 'return "CONFIRMED";',
  },

  // --- changes.ts: what Delete and Gym closed show, and their keys (issue 40 §5) ---
  {
    file: CHANGES,
    slip: "a postponed game shown (and keyed) as scheduled: a Delete given before it was postponed accepted",
    find: "    status: game.status,\n    startsAt: game.startsAt,",
    replace: '    status: "scheduled" as const,\n    startsAt: game.startsAt,',
  },
  {
    file: CHANGES,
    slip: "Gym closed's moves keyed without where each game moves from",
    find: "        from: m.from,\n        to: m.to,",
    replace: "        from: m.to,\n        to: m.to,",
  },
];
