// Which pages open the live stream (docs/league-rules.md#live-games): a page
// that lists a game being scored live, or one of today's games (league zone)
// still without a final; nothing on a quiet day. Examples, then properties
// over generated game lists and clocks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { followChangesAt, followsLive, gamesToFollow } from "~/domain/live/follow";
import { leagueDay } from "~/domain/time/days";
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
): TestGame => ({ id, startsAt: leagueDate(2026, 11, day, hour), status });

// Sat, Nov 28, 7:30 AM in Boston: a game day's morning.
const morning = leagueDate(2026, 11, 28, 7, 30);
const ids = (games: { id: string }[]) => games.map((g) => g.id);

describe("followsLive / gamesToFollow", () => {
  it("follows today's games still to play, live or not yet started", () => {
    const games = [
      game("done", 28, 8, "completed"),
      game("later", 28, 11),
      game("now", 28, 9, "live"),
      game("next-week", 5 + 30, 9),
    ];
    expect(ids(gamesToFollow(games, morning))).toEqual(["later", "now"]);
    expect(followsLive(games, morning)).toBe(true);
  });

  it("opens nothing on a quiet day: last week's results, next week's games", () => {
    const games = [game("played", 21, 9, "completed"), game("next", 29, 9), game("then", 30, 9)];
    expect(followsLive(games, morning)).toBe(false);
    expect(followsLive([], morning)).toBe(false);
  });

  it("opens nothing once today's games all have their final, or are postponed", () => {
    const evening = leagueDate(2026, 11, 28, 20);
    const games = [game("a", 28, 9, "completed"), game("b", 28, 10, "postponed")];
    expect(followsLive(games, evening)).toBe(false);
  });

  it("follows a game still being scored past midnight, whatever its day", () => {
    const sunday = leagueDate(2026, 11, 29, 0, 30);
    expect(ids(gamesToFollow([game("late", 28, 21, "live")], sunday))).toEqual(["late"]);
  });

  it("follows a game that started before tip-off time with no result yet (its sheet comes later)", () => {
    const afternoon = leagueDate(2026, 11, 28, 15);
    expect(ids(gamesToFollow([game("morning", 28, 9)], afternoon))).toEqual(["morning"]);
  });

  it("counts days in the league's zone, not UTC: 9 PM in Boston is the next day in UTC", () => {
    const night = game("night", 28, 21); // 02:00 UTC on Nov 29
    expect(night.startsAt.toISOString().slice(0, 10)).toBe("2026-11-29");
    expect(followsLive([night], leagueDate(2026, 11, 28, 20))).toBe(true);
    expect(followsLive([night], leagueDate(2026, 11, 29, 1))).toBe(false);
  });
});

describe("followChangesAt", () => {
  it("is the midnight that ends today when today's games are followed", () => {
    expect(followChangesAt([game("today", 28, 9)], morning)).toEqual(leagueDate(2026, 11, 29));
  });

  it("is the midnight of the next day with a game to play", () => {
    const games = [game("played", 21, 9, "completed"), game("next", 30, 9), game("after", 31, 9)];
    expect(followChangesAt(games, morning)).toEqual(leagueDate(2026, 11, 30));
  });

  it("is null when no day with a game to play is to come (results, postponed, live only)", () => {
    const games = [
      game("played", 21, 9, "completed"),
      game("off", 30, 9, "postponed"),
      game("live", 28, 8, "live"),
    ];
    expect(followChangesAt(games, morning)).toBeNull();
  });
});

// Generated: games over three weeks around the clock, each in any status.
const FROM = leagueDate(2026, 11, 14).getTime();
const SPAN = 21 * 24 * 3_600_000;
const statusArb = fc.constantFrom<GameStatus>("scheduled", "live", "completed", "postponed");
const gamesArb = fc.array(
  fc.record({
    startsAt: fc.integer({ min: 0, max: SPAN }).map((ms) => new Date(FROM + ms)),
    status: statusArb,
  }),
  { maxLength: 12 },
);
const listArb = gamesArb.map((list) => list.map((g, i) => ({ ...g, id: `g${i}` })));
const nowArb = fc
  .integer({ min: 7 * 24 * 3_600_000, max: 14 * 24 * 3_600_000 })
  .map((ms) => new Date(FROM + ms));

describe("the stream rule's properties", () => {
  it("depends only on the league day of now: the same all day long", () => {
    fc.assert(
      fc.property(listArb, nowArb, fc.integer({ min: 0, max: 24 * 60 - 1 }), (games, now, min) => {
        const { 0: y, 1: m, 2: d } = leagueDay(now).split("-").map(Number);
        const other = leagueDate(y!, m!, d!, Math.floor(min / 60), min % 60);
        fc.pre(leagueDay(other) === leagueDay(now)); // a skipped DST hour
        expect(ids(gamesToFollow(games, other))).toEqual(ids(gamesToFollow(games, now)));
      }),
    );
  });

  it("opens a stream exactly when a game is live or today's without a final or postponement", () => {
    fc.assert(
      fc.property(listArb, nowArb, (games, now) => {
        const expected = games.some(
          (g) =>
            g.status === "live" ||
            (g.status === "scheduled" && leagueDay(g.startsAt) === leagueDay(now)),
        );
        expect(followsLive(games, now)).toBe(expected);
      }),
    );
  });

  it("results and postponed games never open one", () => {
    fc.assert(
      fc.property(listArb, nowArb, (games, now) => {
        const settled = games.map((g) => ({
          ...g,
          status: g.status === "live" ? ("completed" as const) : g.status,
        }));
        const done = settled.filter((g) => g.status !== "scheduled");
        expect(followsLive(done, now)).toBe(false);
      }),
    );
  });

  it("what is followed stays the same until followChangesAt, and changes there", () => {
    fc.assert(
      fc.property(listArb, nowArb, fc.double({ min: 0, max: 1, noNaN: true }), (games, now, f) => {
        const at = followChangesAt(games, now);
        const followed = ids(gamesToFollow(games, now));
        const until = at ? at.getTime() : now.getTime() + SPAN;
        const between = new Date(now.getTime() + Math.floor((until - now.getTime()) * f * 0.999));
        expect(ids(gamesToFollow(games, between))).toEqual(followed);
        if (at) {
          expect(at.getTime()).toBeGreaterThan(now.getTime());
          expect(ids(gamesToFollow(games, at))).not.toEqual(followed);
        }
      }),
    );
  });
});
