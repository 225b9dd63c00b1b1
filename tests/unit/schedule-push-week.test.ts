// "Gym closed: push back a week" (app/domain/schedule/changes.ts): every
// unplayed game from the closed day on moves exactly seven days later, same
// weekday, time and gym; a last day, when given, bounds it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leagueDay } from "~/domain/time/days";
import { planGymClosed } from "~/domain/schedule/changes";
import { leagueDateParts } from "~/domain/time/league-time";
import type { GameStatus } from "~/domain/types";
import { placedGame } from "./fixtures";

const names = (id: string) => id.toUpperCase();
const DAY_MS = 24 * 60 * 60 * 1000;

const game = placedGame;

// Saturdays and Sundays, one played weekend, across the March clock change.
const season = [
  game("a1", "2027-02-27", "08:00", "a", "b", "completed"),
  game("a2", "2027-02-28", "09:15", "c", "d", "completed"),
  game("b1", "2027-03-06", "08:00", "a", "c"),
  game("b2", "2027-03-07", "09:15", "b", "d"),
  game("c1", "2027-03-13", "08:00", "a", "d"),
  game("c2", "2027-03-14", "09:15", "b", "c", "postponed"),
  game("d1", "2027-03-20", "08:00", "b", "a"),
  game("d2", "2027-03-21", "09:15", "d", "c"),
];
const today = "2027-03-01";

/** The league clock's weekday, hour and minute of an instant. */
const wallClock = (d: Date) => {
  const p = leagueDateParts(d);
  return `${new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()} ${p.hour}:${p.minute}`;
};

describe("Gym closed: push back a week", () => {
  it("moves each unplayed game from that day on exactly 7 days, same weekday and clock time", () => {
    const plan = planGymClosed(
      season,
      { closedDay: "2027-03-06", mode: "week", notAfter: null },
      today,
      names,
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    // The postponed game has no slot: it stays; the played ones before never move.
    expect(plan.moves.map((m) => m.gameId).sort()).toEqual(["b1", "b2", "c1", "d1", "d2"]);
    for (const move of plan.moves) {
      const days = (Date.parse(leagueDay(move.to)) - Date.parse(leagueDay(move.from))) / DAY_MS;
      expect(days, move.gameId).toBe(7);
      // Across the clock change (Mar 14) the league's clock still reads the same time.
      expect(wallClock(move.to), move.gameId).toBe(wallClock(move.from));
    }
  });

  it("is refused when a game would fall after the last day given, saying how many and the last", () => {
    const plan = planGymClosed(
      season,
      { closedDay: "2027-03-06", mode: "week", notAfter: "2027-03-24" },
      today,
      names,
    );
    expect(plan).toEqual({
      ok: false,
      reason:
        "A week later, 2 games would fall after Wed, Mar 24 (the last on Sun, Mar 28): use a make-up day, or a later last day.",
    });
    const roomy = planGymClosed(
      season,
      { closedDay: "2027-03-06", mode: "week", notAfter: "2027-03-28" },
      today,
      names,
    );
    expect(roomy.ok).toBe(true);
  });

  it("refuses a last day that is not a date of the league's window", () => {
    const plan = planGymClosed(
      season,
      { closedDay: "2027-03-06", mode: "week", notAfter: "2027-02-30" },
      today,
      names,
    );
    expect(plan).toEqual({
      ok: false,
      reason: "The last day games may move to must be a real date from 2000 to 2100.",
    });
  });

  it("never moves a game that is not scheduled, nor one before the closed day, for any season", () => {
    const statuses: GameStatus[] = ["scheduled", "completed", "live", "postponed"];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(...statuses)), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: 40 }),
        (rows, closedOffset) => {
          // Each game its own pair of teams and its own minute, so no clash can refuse the plan.
          const first = Date.UTC(2027, 0, 2);
          const games = rows.map(([offset, status], i) =>
            game(
              `g${i}`,
              new Date(first + offset * DAY_MS).toISOString().slice(0, 10),
              `08:${String(i).padStart(2, "0")}`,
              `away${i}`,
              `home${i}`,
              status,
            ),
          );
          const closedDay = new Date(first + closedOffset * DAY_MS).toISOString().slice(0, 10);
          const plan = planGymClosed(
            games,
            { closedDay, mode: "week", notAfter: null },
            "2027-01-01",
            names,
          );
          const expected = games
            .filter((g) => g.status === "scheduled" && leagueDay(g.startsAt) >= closedDay)
            .map((g) => g.id)
            .sort();
          if (expected.length === 0 && !games.some((g) => leagueDay(g.startsAt) === closedDay)) {
            return;
          }
          if (!plan.ok) {
            // Refused only when nothing is left to play on the closed day.
            expect(plan.reason).toMatch(/^No game left to play on /);
            return;
          }
          expect(plan.moves.map((m) => m.gameId).sort()).toEqual(expected);
        },
      ),
    );
  });
});
