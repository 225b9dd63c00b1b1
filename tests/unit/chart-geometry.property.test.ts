// Issue 33: the bar charts' geometry (a bar per value, positive values above
// the zero line and negative ones below, all inside the viewBox) and the team
// colour made to reach 3:1 against the page (WCAG 1.4.11).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  barChart,
  CHART_HEIGHT,
  CHART_WIDTH,
  MIN_BAR_HEIGHT,
  tickStep,
} from "~/domain/charts/bar-geometry";
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

  // Issue 41: a team's form, a bar per game, the opponent under each.
  const formChart = (values: number[], labels: string[]) =>
    barChart({
      name: "n",
      summary: "s",
      bars: values.map((value, i) => ({
        value,
        title: String(value),
        tone: value > 0 ? ("win" as const) : ("loss" as const),
        href: `/games/g${i}`,
      })),
      xLabels: labels,
    });

  it("draws a one-point loss beside a 40-point win tall enough to see", () => {
    const chart = formChart([40, -1, 25], ["STS", "FRI", "SHA"]);
    const loss = chart.bars[1]!;
    expect(loss.height).toBeGreaterThanOrEqual(MIN_BAR_HEIGHT);
    expect(loss.y).toBeCloseTo(chart.baselineY, 0);
    expect(chart.bars.map((b) => [b.tone, b.href])).toEqual([
      ["win", "/games/g0"],
      ["loss", "/games/g1"],
      ["win", "/games/g2"],
    ]);
  });

  it("gives every bar a visible height, a column to tap and its label inside the box", () => {
    fc.assert(
      fc.property(
        // A whole season's games too: fast-check's arrays stay short unless asked.
        fc
          .array(fc.integer({ min: -60, max: 60 }), { minLength: 1, maxLength: 40, size: "max" })
          .chain((values) =>
            fc.tuple(
              fc.constant(values),
              fc.array(fc.stringMatching(/^[A-Z]{2,4}$/), {
                minLength: values.length,
                maxLength: values.length,
              }),
            ),
          ),
        ([values, labels]) => {
          const chart = formChart(values, labels);
          const longest = Math.max(...labels.map((l) => l.length)) * 7.5;
          chart.bars.forEach((b, i) => {
            const v = values[i]!;
            if (v !== 0) expect(b.height).toBeGreaterThanOrEqual(MIN_BAR_HEIGHT);
            // Above the line for a win, below for a loss, whatever the minimum added.
            if (v > 0) expect(b.y + b.height).toBeCloseTo(chart.baselineY, 0);
            if (v < 0) expect(b.y).toBeCloseTo(chart.baselineY, 0);
            expect(b.y).toBeGreaterThanOrEqual(0);
            // The tap column holds the bar; the columns follow each other without overlap.
            expect(b.hit.x).toBeLessThanOrEqual(b.x);
            expect(b.hit.x + b.hit.width).toBeGreaterThanOrEqual(b.x + b.width - 0.2);
            expect(b.hit.height).toBe(CHART_HEIGHT);
            const next = chart.bars[i + 1];
            if (next) expect(next.hit.x).toBeGreaterThanOrEqual(b.hit.x + b.hit.width - 0.2);
            // Each label sits under its bar, below the plot and inside the box.
            expect(chart.xLabels[i]!.x).toBeCloseTo(b.x + b.width / 2, 0);
          });
          const lowestBar = Math.max(...chart.bars.map((b) => b.y + b.height));
          if (chart.xLabelsUpright) {
            // Written upwards from the chart's foot to just under the plot.
            expect(chart.labelY).toBeGreaterThanOrEqual(lowestBar);
            expect(chart.labelY + longest).toBeLessThanOrEqual(CHART_HEIGHT);
          } else {
            expect(chart.labelY - 12).toBeGreaterThanOrEqual(lowestBar);
            expect(chart.labelY).toBeLessThanOrEqual(CHART_HEIGHT);
            // Side by side only when the longest fits its column.
            expect(longest).toBeLessThanOrEqual(chart.bars[0]!.hit.width);
          }
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
