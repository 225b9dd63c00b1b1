// The sub list's first four weeks (app/domain/availability/sub-days.ts): every day is in
// exactly one part, in order, and the first part holds exactly the days
// within 28 days of today.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, splitSubDays } from "~/domain/availability/sub-days";

const day = fc
  .date({
    min: new Date("2024-01-01T00:00:00Z"),
    max: new Date("2030-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe("splitSubDays", () => {
  it("adds calendar days across months, years and the clock changes", () => {
    expect(addDays("2026-11-28", 28)).toBe("2026-12-26");
    expect(addDays("2026-12-20", 14)).toBe("2027-01-03");
    expect(addDays("2027-03-01", 13)).toBe("2027-03-14");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("puts each day in one part, soon ones within four weeks of today, in order", () => {
    fc.assert(
      fc.property(
        day,
        fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }),
        (today, offsets) => {
          const days = [...offsets]
            .sort((a, b) => a - b)
            .map((n) => ({ day: addDays(today, n), n }));
          const { soon, later } = splitSubDays(days, today);
          expect([...soon, ...later]).toEqual(days);
          expect(soon.every((d) => d.n < 28)).toBe(true);
          expect(later.every((d) => d.n >= 28)).toBe(true);
        },
      ),
    );
  });
});
