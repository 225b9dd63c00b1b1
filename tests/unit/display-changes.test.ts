// The moments a page declares for the rendered-page cache: whenever what a
// page shows changes between two instants, a declared moment lies between
// them (else a kept page would be stale), and the declared moment is the
// very first instant of the change (else it would be kept too long).
import { describe, expect, it } from "vitest";
import {
  homeScheduleChanges,
  recentScores,
  splitSchedule,
  splitScheduleChanges,
  upcomingWithin,
} from "~/domain/schedule/windows";
import { draftPageOrder, draftPageOrderChangesAt } from "~/domain/draft/board";
import {
  firstMomentAfter,
  nextLeagueYearStarts,
  relativeTime,
  relativeTimeChangesAt,
} from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import { game } from "./fixtures";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const start = new Date("2026-11-20T12:00:00Z").getTime();

/**
 * Probes `view` at each instant and checks it against `changesAt`: the view
 * stays the same until the declared moment, and (at the moment itself, when
 * probed) differs from just before it.
 */
function checkDeclaredChanges(
  instants: number[],
  view: (at: Date) => string,
  changesAt: (at: Date) => Date | null,
) {
  const sorted = [...new Set(instants)].sort((a, b) => a - b);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [t, next] = [sorted[i]!, sorted[i + 1]!];
    const declared = changesAt(new Date(t))?.getTime() ?? Number.POSITIVE_INFINITY;
    expect(declared).toBeGreaterThan(t);
    if (view(new Date(next)) !== view(new Date(t))) {
      expect(declared, `changed between ${t} and ${next}`).toBeLessThanOrEqual(next);
    }
    if (declared <= sorted.at(-1)!) {
      expect(view(new Date(declared - 1))).toBe(view(new Date(t)));
    }
  }
}

const games: Game[] = [
  game({ id: "done", status: "completed", startsAt: new Date(start - 3 * HOUR) }),
  game({ id: "tonight", startsAt: new Date(start + 5 * HOUR) }),
  game({ id: "next-week", startsAt: new Date(start + 8 * DAY) }),
  game({ id: "played-later", status: "completed", startsAt: new Date(start + 30 * HOUR) }),
  game({ id: "postponed", status: "postponed", startsAt: new Date(start + 2 * DAY) }),
];
const ids = (list: Game[]) => list.map((g) => g.id).join(",");

/** Every minute for ten days, plus each declared moment and the instants either side. */
function probes(moments: number[]): number[] {
  const everyMinute = Array.from({ length: 10 * 24 * 60 }, (_, i) => start + i * MINUTE);
  return [...everyMinute, ...moments.flatMap((m) => [m - 1, m, m + 1])];
}

describe("declared display changes", () => {
  it("the home page's upcoming games and recent scores change only at their moments", () => {
    // A quiet spell: the last game day, 9 days back, stays until a newer result's start.
    const quiet = [
      game({ id: "long-ago", status: "completed", startsAt: new Date(start - 9 * DAY) }),
      game({ id: "back-at-it", status: "completed", startsAt: new Date(start + 2 * DAY) }),
    ];
    for (const list of [games, quiet]) {
      for (const days of [2, 7]) {
        const moments = homeScheduleChanges(list, days);
        checkDeclaredChanges(
          probes(moments),
          (at) => `${ids(upcomingWithin(list, at, days))}|${ids(recentScores(list, at))}`,
          (at) => firstMomentAfter(moments, at),
        );
      }
    }
  });

  it("a schedule's upcoming and past lists change only at a game's start", () => {
    const moments = splitScheduleChanges(games);
    checkDeclaredChanges(
      probes(moments),
      (at) => {
        const { upcoming, past } = splitSchedule(games, at);
        return `${ids(upcoming)}|${ids(past)}`;
      },
      (at) => firstMomentAfter(moments, at),
    );
  });

  it("a relative time ('5m') changes only at its declared moment, and never once it is a date", () => {
    const then = new Date(start);
    const instants = [
      ...Array.from({ length: 200 }, (_, i) => start + i * 250), // the seconds
      ...Array.from({ length: 200 }, (_, i) => start + i * 20 * SECOND), // the minutes
      ...Array.from({ length: 8 * 24 * 4 }, (_, i) => start + i * 15 * MINUTE), // hours, days
    ];
    checkDeclaredChanges(
      instants,
      (at) => relativeTime(then, at),
      (at) => relativeTimeChangesAt(then, at),
    );
    expect(relativeTimeChangesAt(then, new Date(start + 7 * DAY))).toBeNull();
    expect(relativeTimeChangesAt(then, new Date(start + 90 * SECOND))).toEqual(
      new Date(start + 2 * MINUTE),
    );
  });

  it("the draft page's order (players or board first) changes only when a draft window opens", () => {
    const windows = [
      { start: new Date(start + 2 * DAY), end: new Date(start + 2 * DAY + 6 * HOUR) },
      { start: new Date(start + 3 * DAY), end: new Date(start + 3 * DAY + 14 * HOUR) },
    ];
    const moments = windows.flatMap((w) => [w.start.getTime(), w.end.getTime()]);
    // With no pick made yet, the first window's opening turns the order; nothing else does.
    checkDeclaredChanges(
      probes(moments),
      (at) => draftPageOrder({ picksMade: 0, waiting: 20, windows, now: at }).join(","),
      (at) => draftPageOrderChangesAt(windows, at),
    );
  });

  it("firstMomentAfter takes the first moment strictly after now, or null", () => {
    const now = new Date(start);
    expect(firstMomentAfter([start - 1, start, start + 5, start + 2, null], now)).toEqual(
      new Date(start + 2),
    );
    expect(firstMomentAfter([start, undefined], now)).toBeNull();
  });

  it("the league's year turns at midnight in Boston, not UTC", () => {
    expect(nextLeagueYearStarts(new Date("2026-12-31T23:00:00Z"))).toEqual(
      new Date("2027-01-01T05:00:00Z"),
    );
    // 03:00 UTC on New Year's Day is still 2026 in Boston.
    expect(nextLeagueYearStarts(new Date("2027-01-01T03:00:00Z"))).toEqual(
      new Date("2027-01-01T05:00:00Z"),
    );
  });
});
