// Game day for the courtside admin (docs/league-rules.md#game-day): which
// day /admin opens with, the order of /admin/games' days, a game's state.
import { describe, expect, it } from "vitest";
import { adminGameState, gameDayFor, gamesByDay } from "~/domain/games/day";
import { leagueDate } from "~/domain/time/league-time";
import type { GameStatus } from "~/domain/types";

interface TestGame {
  id: string;
  startsAt: Date;
  status: GameStatus;
}

/** A game at a league-zone wall-clock time in November 2026. */
const game = (
  id: string,
  day: number,
  hour: number,
  status: GameStatus = "scheduled",
): TestGame => ({
  id,
  startsAt: leagueDate(2026, 11, day, hour),
  status,
});

// Sun, Nov 22, noon in Boston (17:00 UTC).
const now = leagueDate(2026, 11, 22, 12);
const ids = (games: { id: string }[]) => games.map((g) => g.id);

describe("gameDayFor", () => {
  it("is today when today has games, finished ones included, in start order", () => {
    const games = [
      game("late", 22, 10, "completed"),
      game("early", 22, 8, "completed"),
      game("next", 28, 8),
      game("past", 21, 8, "completed"),
    ];
    expect(gameDayFor(games, now)).toEqual({
      day: "2026-11-22",
      today: true,
      games: [games[1], games[0]],
    });
  });

  it("is the next game day when today has none, with all of that day's games", () => {
    const games = [game("b", 28, 9), game("later", 29, 8), game("a", 28, 8), game("past", 21, 8)];
    const day = gameDayFor(games, now);
    expect(day?.day).toBe("2026-11-28");
    expect(day?.today).toBe(false);
    expect(ids(day!.games)).toEqual(["a", "b"]);
  });

  it("reads days in the league zone: 11:30 PM in Boston is still that day", () => {
    // 04:30 UTC on the 23rd is 11:30 PM on the 22nd in Boston.
    const lateGame = game("late", 22, 23);
    const justBeforeMidnight = leagueDate(2026, 11, 22, 23, 59);
    expect(gameDayFor([lateGame], justBeforeMidnight)?.day).toBe("2026-11-22");
    expect(gameDayFor([lateGame], leagueDate(2026, 11, 23, 0, 0))).toBeNull();
  });

  it("skips a day whose only games are postponed, but lists a postponed game on a game day", () => {
    const games = [
      game("off", 23, 8, "postponed"),
      game("on", 28, 8),
      game("moved", 28, 9, "postponed"),
    ];
    const day = gameDayFor(games, now);
    expect(day?.day).toBe("2026-11-28");
    expect(ids(day!.games)).toEqual(["on", "moved"]);
  });

  it("keeps a game being scored live on today", () => {
    expect(ids(gameDayFor([game("live", 22, 11, "live"), game("x", 28, 8)], now)!.games)).toEqual([
      "live",
    ]);
  });

  it("is null when no game is to come", () => {
    expect(gameDayFor([game("past", 21, 8, "completed")], now)).toBeNull();
    expect(gameDayFor([], now)).toBeNull();
  });
});

describe("gamesByDay", () => {
  it("lists today and the days to come nearest first, then the played days latest first", () => {
    const games = [
      game("nov1", 1, 8, "completed"),
      game("nov29", 29, 8),
      game("nov21b", 21, 9, "completed"),
      game("nov22", 22, 8, "completed"),
      game("nov28", 28, 8),
      game("nov21a", 21, 8, "completed"),
    ];
    const { upcoming, played } = gamesByDay(games, now);
    expect(upcoming.map((d) => [d.day, d.today, ids(d.games)])).toEqual([
      ["2026-11-22", true, ["nov22"]],
      ["2026-11-28", false, ["nov28"]],
      ["2026-11-29", false, ["nov29"]],
    ]);
    expect(played.map((d) => [d.day, ids(d.games)])).toEqual([
      ["2026-11-21", ["nov21a", "nov21b"]],
      ["2026-11-01", ["nov1"]],
    ]);
  });

  it("puts the next game day on top when today has no game", () => {
    const { upcoming } = gamesByDay([game("nov29", 29, 8), game("nov28", 28, 8)], now);
    expect(upcoming.map((d) => [d.day, d.today])).toEqual([
      ["2026-11-28", false],
      ["2026-11-29", false],
    ]);
  });
});

describe("adminGameState", () => {
  it("tells live, final, postponed, to come and started without a result apart", () => {
    expect(adminGameState(game("a", 22, 8, "live"), now)).toBe("live");
    expect(adminGameState(game("a", 22, 8, "completed"), now)).toBe("final");
    expect(adminGameState(game("a", 21, 8, "postponed"), now)).toBe("postponed");
    expect(adminGameState(game("a", 22, 13), now)).toBe("upcoming");
    expect(adminGameState(game("a", 22, 12), now)).toBe("no-result");
    expect(adminGameState(game("a", 21, 8), now)).toBe("no-result");
  });
});
