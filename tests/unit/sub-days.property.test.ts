// The sub list's first four weeks (app/domain/availability/sub-days.ts): every
// day is in exactly one part, in order, and the first part holds exactly the
// days within 28 days of today (today counted). Days are the league's calendar
// days: "today" is the day in Boston (leagueDay), and adding days never
// depends on the machine's zone, across the US clock changes included. The
// expected days are written by hand, or walked day by day with a small
// calendar of month lengths written here.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leagueDay } from "~/domain/availability/availability";
import { addDays, splitSubDays, SUB_DAYS_FIRST_WEEKS } from "~/domain/availability/sub-days";

/** The next calendar day, by month lengths (a leap year: divisible by 4, not by 100 unless by 400). */
function nextDay(day: string): string {
  let [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  d += 1;
  if (d > lengths[m - 1]!) [d, m] = [1, m + 1];
  if (m > 12) [m, y] = [1, y + 1];
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
function walk(day: string, n: number): string {
  for (let i = 0; i < n; i++) day = nextDay(day);
  return day;
}

const day = fc
  .date({
    min: new Date("2024-01-01T00:00:00Z"),
    max: new Date("2030-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

/** Runs `check` with the machine's zone set to `zone` (Node re-reads TZ when it is assigned). */
function inZone(zone: string, check: () => void): void {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

const ZONES = [
  "UTC",
  "America/New_York",
  "America/Los_Angeles",
  "Asia/Tokyo",
  "Pacific/Kiritimati",
];

describe("splitSubDays", () => {
  it("shows four weeks at first", () => {
    expect(SUB_DAYS_FIRST_WEEKS).toBe(4);
  });

  it.each(ZONES)(
    "adds calendar days across months, years and the clock changes (machine in %s)",
    (zone) =>
      inZone(zone, () => {
        expect(addDays("2026-11-28", 28)).toBe("2026-12-26");
        expect(addDays("2026-12-20", 14)).toBe("2027-01-03");
        // The US clock changes: Sun, Mar 8 2026 (spring forward), Sun, Nov 1 2026 (fall back).
        expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
        expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
        expect(addDays("2026-02-20", 28)).toBe("2026-03-20");
        expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
        expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
        expect(addDays("2026-10-10", 28)).toBe("2026-11-07");
        expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
        expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
        expect(addDays("2026-03-08", 0)).toBe("2026-03-08");
      }),
  );

  it.each(ZONES)(
    "splits from the league's today, late evenings at the clock changes (machine in %s)",
    (zone) =>
      inZone(zone, () => {
        const days = ["2026-03-07", "2026-03-08", "2026-04-03", "2026-04-04", "2026-04-05"].map(
          (d) => ({ day: d }),
        );
        // Sat, Mar 7 2026, 10 PM in Boston (EST) is already Mar 8 in UTC: today is the 7th,
        // so its four weeks end before Apr 4.
        const saturdayNight = new Date("2026-03-08T03:00:00Z");
        expect(leagueDay(saturdayNight)).toBe("2026-03-07");
        const split = splitSubDays(days, leagueDay(saturdayNight));
        expect(split.soon.map((d) => d.day)).toEqual(["2026-03-07", "2026-03-08", "2026-04-03"]);
        expect(split.later.map((d) => d.day)).toEqual(["2026-04-04", "2026-04-05"]);
        // Sun, Mar 8, 11:30 PM in Boston (EDT, the clocks went forward that morning).
        const sundayNight = new Date("2026-03-09T03:30:00Z");
        expect(leagueDay(sundayNight)).toBe("2026-03-08");
        expect(splitSubDays(days, "2026-03-08").soon.map((d) => d.day)).toEqual([
          "2026-03-07",
          "2026-03-08",
          "2026-04-03",
          "2026-04-04",
        ]);
        // Sat, Oct 31, 9 PM in Boston (EDT): Nov 1 in UTC; the clocks go back that night.
        expect(leagueDay(new Date("2026-11-01T01:00:00Z"))).toBe("2026-10-31");
        expect(leagueDay(new Date("2026-11-02T04:30:00Z"))).toBe("2026-11-01");
        const autumn = ["2026-10-31", "2026-11-27", "2026-11-28"].map((d) => ({ day: d }));
        expect(splitSubDays(autumn, "2026-10-31")).toEqual({
          soon: [{ day: "2026-10-31" }, { day: "2026-11-27" }],
          later: [{ day: "2026-11-28" }],
        });
      }),
  );

  it("puts each day in one part, soon ones within four weeks of today, in order", () => {
    let edges = 0;
    fc.assert(
      fc.property(
        day,
        fc.uniqueArray(fc.oneof(fc.constantFrom(0, 27, 28), fc.integer({ min: 0, max: 200 })), {
          maxLength: 60,
        }),
        (today, offsets) => {
          const days = [...offsets].sort((a, b) => a - b).map((n) => ({ day: walk(today, n), n }));
          const { soon, later } = splitSubDays(days, today);
          expect([...soon, ...later]).toEqual(days);
          expect(soon.map((d) => d.n)).toEqual(days.filter((d) => d.n < 28).map((d) => d.n));
          if (offsets.includes(27) && offsets.includes(28)) edges++;
        },
      ),
      { seed: 28 },
    );
    expect(edges, "runs with day 27 and day 28 both").toBeGreaterThan(10);
  });

  it("adds days as the calendar walks them", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (from, n) => {
        expect(addDays(from, n)).toBe(walk(from, n));
      }),
    );
  });
});
