import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OFFSET_CHANGES } from "~/domain/time/zone-offsets";
import { TABLE_PATH, zoneOffsetsModule } from "../../scripts/zone-offsets";
import { LEAGUE_TIME_ZONE } from "~/domain/league";
import {
  formatGameDay,
  formatGameTime,
  formatLongDate,
  formatShortDate,
  leagueDate,
  leagueDateParts,
  relativeTime,
} from "~/domain/time/league-time";

const now = new Date("2026-11-29T15:00:00Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("relativeTime", () => {
  it.each([
    ["in the future", -5 * SECOND, "Just now"],
    ["0s", 0, "Just now"],
    ["1.9s", 1.9 * SECOND, "Just now"],
    ["2s", 2 * SECOND, "2s"],
    ["59s", 59 * SECOND, "59s"],
    ["59.9s", 59.9 * SECOND, "59s"],
    ["60s", 60 * SECOND, "1m"],
    ["59m", 59 * MINUTE, "59m"],
    ["1h", HOUR, "1h"],
    ["23h", 23 * HOUR, "23h"],
    ["23h59m", 23 * HOUR + 59 * MINUTE, "23h"],
    ["24h", 24 * HOUR, "1d"],
    ["6d", 6 * DAY, "6d"],
    ["7d minus 1ms", 7 * DAY - 1, "6d"],
  ])("%s ago → %s", (_name, ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it("shows the full date in the league zone from 7 days on", () => {
    expect(relativeTime(ago(7 * DAY), now)).toBe("Nov 22, 2026");
    // 03:00 UTC on 22 Nov is still 21 Nov in Boston.
    expect(relativeTime(new Date("2026-11-22T03:00:00Z"), now)).toBe("Nov 21, 2026");
    expect(relativeTime(new Date("2025-01-05T12:00:00Z"), now)).toBe("Jan 5, 2025");
  });
});

describe("league-zone formatting", () => {
  const gameInWinter = new Date("2026-11-22T13:00:00Z"); // EST, UTC-5
  const gameInSummer = new Date("2025-06-07T12:00:00Z"); // EDT, UTC-4

  it.each([
    [gameInWinter, "Sun, Nov 22", "8:00 AM", "Sunday, November 22, 2026", "Nov 22, 2026"],
    [gameInSummer, "Sat, Jun 7", "8:00 AM", "Saturday, June 7, 2025", "Jun 7, 2025"],
    [
      new Date("2026-11-22T02:30:00Z"),
      "Sat, Nov 21",
      "9:30 PM",
      "Saturday, November 21, 2026",
      "Nov 21, 2026",
    ],
  ])("%s → %s %s", (d, day, time, long, short) => {
    expect(formatGameDay(d)).toBe(day);
    expect(formatGameTime(d)).toBe(time);
    expect(formatLongDate(d)).toBe(long);
    expect(formatShortDate(d)).toBe(short);
  });

  it("reads 8:00 AM on both sides of the spring and autumn changes", () => {
    const instants = [
      "2025-03-08T13:00:00Z", // Saturday before spring forward, EST
      "2025-03-09T12:00:00Z", // Sunday after, EDT
      "2025-11-01T12:00:00Z", // Saturday before fall back, EDT
      "2025-11-02T13:00:00Z", // Sunday after, EST
    ].map((s) => new Date(s));
    expect(instants.map(formatGameTime)).toEqual(["8:00 AM", "8:00 AM", "8:00 AM", "8:00 AM"]);
    expect(instants.map(formatGameDay)).toEqual([
      "Sat, Mar 8",
      "Sun, Mar 9",
      "Sat, Nov 1",
      "Sun, Nov 2",
    ]);
  });
});

describe("league-zone formatting agrees with date-fns in the league zone", () => {
  // Our own spelling of the wall clock is checked against a well-kept library
  // on every hour (and an odd minute) of three years, DST changes included.
  const inBoston = tz(LEAGUE_TIME_ZONE);
  const start = Date.UTC(2024, 0, 1, 0, 7);
  const hours = 3 * 366 * 24;
  const instants = Array.from({ length: hours }, (_, i) => new Date(start + i * HOUR));

  it.each([
    ["formatShortDate", formatShortDate, "MMM d, yyyy"],
    ["formatGameDay", formatGameDay, "EEE, MMM d"],
    ["formatGameTime", formatGameTime, "h:mm a"],
    ["formatLongDate", formatLongDate, "EEEE, MMMM d, yyyy"],
  ] as const)("%s", (_name, ours, pattern) => {
    const differing = instants.filter((d) => ours(d) !== format(d, pattern, { in: inBoston }));
    expect(differing.map((d) => d.toISOString())).toEqual([]);
  });
});

describe("the league zone's table of offsets", () => {
  const inBoston = tz(LEAGUE_TIME_ZONE);
  const wallClockText = (d: Date) => {
    const p = leagueDateParts(d);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)} ${p.weekday}`;
  };
  const dateFnsText = (d: Date) =>
    format(d, "yyyy-MM-dd HH:mm e", { in: inBoston }).replace(
      /\d$/,
      (e) => String(Number(e) - 1), // date-fns counts weekdays from 1
    );

  it("is what `npm run zone-offsets` writes from this machine's tz database today", () => {
    expect(readFileSync(TABLE_PATH, "utf8")).toBe(zoneOffsetsModule());
  });

  it("reads the wall clock right on either side of every change, 2000 to 2099", () => {
    const moments: Date[] = [];
    for (let i = 0; i < OFFSET_CHANGES.length; i += 2) {
      const change = (OFFSET_CHANGES[i] ?? 0) * MINUTE;
      moments.push(new Date(change - MINUTE), new Date(change), new Date(change + MINUTE));
    }
    expect(moments.length).toBeGreaterThan(500);
    const differing = moments.filter((d) => wallClockText(d) !== dateFnsText(d));
    expect(differing.map((d) => d.toISOString())).toEqual([]);
  });

  it("asks Intl outside the table's years", () => {
    const outside = ["1987-07-04T16:00:00Z", "1999-12-31T23:30:00Z", "2100-06-01T12:00:00Z"];
    for (const iso of outside) {
      expect(wallClockText(new Date(iso))).toBe(dateFnsText(new Date(iso)));
    }
  });
});

describe("leagueDate", () => {
  it.each([
    [[2025, 3, 8, 8, 0], "2025-03-08T13:00:00.000Z"],
    [[2025, 3, 9, 8, 0], "2025-03-09T12:00:00.000Z"],
    [[2025, 11, 1, 8, 0], "2025-11-01T12:00:00.000Z"],
    [[2025, 11, 2, 8, 0], "2025-11-02T13:00:00.000Z"],
    [[2026, 11, 22, 8, 0], "2026-11-22T13:00:00.000Z"],
    [[2025, 3, 9, 2, 30], "2025-03-09T07:30:00.000Z"], // skipped hour: moves to 3:30 EDT
    [[2025, 11, 2, 1, 30], "2025-11-02T05:30:00.000Z"], // repeated hour: the first (EDT)
    [[2025, 5, 32, 8, 0], "2025-06-01T12:00:00.000Z"], // day overflow rolls into June
  ] as const)("%j → %s", ([y, m, d, h, min], iso) => {
    expect(leagueDate(y, m, d, h, min).toISOString()).toBe(iso);
  });

  it.each(["UTC", "America/Los_Angeles", "Asia/Tokyo"])(
    "does not depend on the machine's zone (%s)",
    (machineZone) => {
      const saved = process.env.TZ;
      process.env.TZ = machineZone; // Node re-reads TZ when it is assigned
      try {
        expect(leagueDate(2025, 11, 2, 1, 30).toISOString()).toBe("2025-11-02T05:30:00.000Z");
        expect(leagueDate(2025, 3, 9, 2, 30).toISOString()).toBe("2025-03-09T07:30:00.000Z");
        expect(formatGameTime(new Date("2025-11-02T06:30:00Z"))).toBe("1:30 AM");
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    },
  );

  it("defaults to midnight", () => {
    expect(leagueDate(2025, 1, 1).toISOString()).toBe("2025-01-01T05:00:00.000Z");
  });

  it("returns a plain Date", () => {
    expect(Object.getPrototypeOf(leagueDate(2025, 1, 1))).toBe(Date.prototype);
  });
});

describe("leagueDateParts", () => {
  it("reads the wall clock in the league zone", () => {
    expect(leagueDateParts(new Date("2026-11-22T03:15:00Z"))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 22,
      minute: 15,
      weekday: 6,
    });
  });

  it.each([
    [2025, 3, 9, 8, 0],
    [2025, 11, 2, 13, 45],
    [2024, 12, 31, 23, 59],
  ])("round-trips %i-%i-%i %i:%i", (year, month, day, hour, minute) => {
    const parts = leagueDateParts(leagueDate(year, month, day, hour, minute));
    expect(parts).toMatchObject({ year, month, day, hour, minute });
  });
});
