// The geometry of the SVG bar charts (issue 33), computed on the server only
// (page modules call it; components receive plain numbers): a linear scale with
// round ticks, bars from a zero line (up for positive values, down for
// negative ones), coordinates rounded to one decimal to keep the markup small.
export type BarTone = "win" | "loss";

export interface ChartBarView {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The bar's <title>: its game (date, opponent) and value. */
  title: string;
  /** A result's bar is coloured win or loss (and placed above or below the line); else the chart's fill. */
  tone: BarTone | null;
  /** Where the bar leads (its game's page), or null. */
  href: string | null;
  /** The link's area: the bar's whole column, from the top to under its label. */
  hit: { x: number; y: number; width: number; height: number };
}

/** What every chart's view has (app/charts/chart-frame.tsx draws it): its name, its summary, its box and the plot's edges. */
export interface ChartPlotView {
  /** The accessible name: what the chart shows. */
  name: string;
  /** One sentence that describes it (the figure's caption). */
  summary: string;
  width: number;
  height: number;
  /** The plot's left and right edges (for the baseline and the lines across it). */
  left: number;
  right: number;
}

/** A bar chart; its summary says how many, the range, the average. */
export interface BarChartView extends ChartPlotView {
  bars: ChartBarView[];
  /** The zero line. */
  baselineY: number;
  /** Gridlines with their labels at the left. */
  ticks: { y: number; label: string }[];
  /** The average as a line across the plot, or null. */
  average: { y: number; label: string } | null;
  /** Labels under the bars (season names on the career chart, opponents on a team's form). */
  xLabels: { x: number; label: string }[];
  /** Labels too wide for their column are written upwards (rotated), ending at `labelY`. */
  xLabelsUpright: boolean;
  /** Where the labels stand: their baseline, or their end when written upwards. */
  labelY: number;
  /** The bars' fill when not the text colour (a team's colour, readable on the page). */
  fill: string | null;
}

export const CHART_WIDTH = 400;
export const CHART_HEIGHT = 180;
const TOP = 10;
const BOTTOM_WITH_LABELS = 22;
const BOTTOM = 8;
const LEFT = 30;
const RIGHT = 6;
const MAX_BAR_WIDTH = 40;
/**
 * The least height of a bar that is not zero: a one-point loss beside a
 * 30-point win was a sliver no one could see (issue 41).
 */
export const MIN_BAR_HEIGHT = 4;
/** A label's width per character at the labels' 12 px (an upper bound for abbreviations). */
const LABEL_CHAR_WIDTH = 7.5;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The step of about `count` round ticks (1, 2 or 5 times a power of ten) covering `span`. */
export function tickStep(span: number, count = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const step = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return Math.max(step * power, 1);
}

/** A linear scale from `domain` to `range`. */
export function linearScale([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (v: number) => r0 + (v - d0) * k;
}

export interface BarInput {
  value: number;
  title: string;
  tone?: BarTone | null;
  href?: string | null;
}

/**
 * A bar per value from the zero line, the domain widened to round ticks that
 * include zero; an optional average line; optional labels under the bars.
 */
export function barChart(input: {
  name: string;
  summary: string;
  bars: BarInput[];
  average?: { value: number; label: string } | null;
  xLabels?: string[];
  fill?: string | null;
  formatTick?: (n: number) => string;
}): BarChartView {
  const values = input.bars.map((b) => b.value);
  const labels = input.xLabels ?? [];
  const plotWidth = CHART_WIDTH - LEFT - RIGHT;
  const band = plotWidth / Math.max(input.bars.length, 1);
  // Labels wider than their column are written upwards, under the plot.
  const longest = Math.max(0, ...labels.map((l) => Array.from(l).length)) * LABEL_CHAR_WIDTH;
  const upright = longest > band - 2;
  const labelRoom = labels.length === 0 ? BOTTOM : upright ? longest + 10 : BOTTOM_WITH_LABELS;
  const bottom = CHART_HEIGHT - labelRoom;
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values, input.average?.value ?? 0);
  const step = tickStep(high - low || 1);
  const d0 = Math.floor(low / step) * step;
  const d1 = Math.max(Math.ceil(high / step) * step, d0 + step);
  const y = linearScale([d0, d1], [bottom, TOP]);
  const gap = Math.min(band * 0.2, 6);
  // A season of three games still draws slim bars, centred in their bands.
  const barWidth = Math.min(band - gap, MAX_BAR_WIDTH);
  const zero = y(0);
  const bars: ChartBarView[] = input.bars.map((b, i) => {
    // A zero still shows: a sliver on the line; any other value at least MIN_BAR_HEIGHT.
    const height = Math.max(Math.abs(y(b.value) - zero), b.value === 0 ? 1 : MIN_BAR_HEIGHT);
    return {
      x: round1(LEFT + i * band + (band - barWidth) / 2),
      y: round1(b.value < 0 ? zero : zero - height),
      width: round1(barWidth),
      height: round1(height),
      title: b.title,
      tone: b.tone ?? null,
      href: b.href ?? null,
      hit: {
        x: round1(LEFT + i * band),
        y: 0,
        width: round1(band),
        height: CHART_HEIGHT,
      },
    };
  });
  const ticks = [];
  for (let v = d0; v <= d1 + step / 2; v += step) {
    ticks.push({ y: round1(y(v)), label: (input.formatTick ?? String)(round1(v)) });
  }
  return {
    name: input.name,
    summary: input.summary,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    left: LEFT,
    right: CHART_WIDTH - RIGHT,
    bars,
    baselineY: round1(zero),
    ticks,
    average: input.average
      ? { y: round1(y(input.average.value)), label: input.average.label }
      : null,
    xLabels: labels.map((label, i) => ({
      x: round1(LEFT + (i + 0.5) * band),
      label,
    })),
    xLabelsUpright: upright,
    labelY: upright ? round1(bottom + 6) : CHART_HEIGHT - 6,
    fill: input.fill ?? null,
  };
}
