// Issue 33: the bar charts' geometry (a bar per value, positive values above
// the zero line and negative ones below, all inside the viewBox) and the team
// colour made to reach 3:1 against the page (WCAG 1.4.11).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { barChart, CHART_HEIGHT, CHART_WIDTH, tickStep } from "~/domain/charts/bar-geometry";
import { contrastRatio, PAGE_BACKGROUNDS, readableGraphicColor } from "~/domain/teams/colors";

describe("barChart", () => {
  it("puts a bar per value on the right side of the zero line, inside the box", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -60, max: 60 }), { minLength: 1, maxLength: 40 }),
        (values) => {
          const chart = barChart({
            name: "n",
            summary: "s",
            bars: values.map((value) => ({ value, title: String(value) })),
            average: { value: values.reduce((a, b) => a + b, 0) / values.length, label: "avg" },
          });
          expect(chart.bars).toHaveLength(values.length);
          chart.bars.forEach((b, i) => {
            const v = values[i]!;
            if (v > 0) expect(b.y + b.height).toBeCloseTo(chart.baselineY, 0);
            if (v < 0) expect(b.y).toBeCloseTo(chart.baselineY, 0);
            expect(b.x).toBeGreaterThanOrEqual(0);
            expect(b.x + b.width).toBeLessThanOrEqual(CHART_WIDTH + 0.1);
            expect(b.y).toBeGreaterThanOrEqual(0);
            expect(b.y + b.height).toBeLessThanOrEqual(CHART_HEIGHT + 0.1);
          });
          // Taller for a larger magnitude on the same side.
          const ys = chart.bars.map((b) => b.height);
          values.forEach((v, i) =>
            values.forEach((w, j) => {
              if (v > w && w > 0) expect(ys[i]!).toBeGreaterThanOrEqual(ys[j]!);
            }),
          );
          expect(chart.average!.y).toBeGreaterThanOrEqual(0);
          expect(chart.average!.y).toBeLessThanOrEqual(CHART_HEIGHT);
        },
      ),
    );
  });

  it("ticks at round steps", () => {
    expect(tickStep(22)).toBe(10);
    expect(tickStep(18)).toBe(5);
    expect(tickStep(8)).toBe(2);
    expect(tickStep(70)).toBe(20);
    expect(tickStep(0)).toBe(1);
  });
});

describe("readableGraphicColor", () => {
  it("reaches 3:1 on both page backgrounds, and keeps a colour that already does", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`),
        (color) => {
          const shown = readableGraphicColor(color);
          for (const bg of PAGE_BACKGROUNDS)
            expect(contrastRatio(shown, bg)).toBeGreaterThanOrEqual(3);
          if (PAGE_BACKGROUNDS.every((bg) => contrastRatio(color, bg) >= 3))
            expect(shown).toBe(color);
        },
      ),
    );
    expect(readableGraphicColor("#ffd700")).not.toBe("#ffd700");
    expect(readableGraphicColor("#1f6f43")).toBe("#1f6f43");
  });
});
