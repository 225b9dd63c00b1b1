// The geometry of the SVG line charts (issue 33: the standings race), beside
// the bar charts' (./bar-geometry.ts, whose scale and ticks it uses):
// computed on the server only, coordinates rounded to one decimal to keep the
// markup small. Each line ends in a label at the right, nudged apart from the
// others (spreadLabels) and joined to its line's end by a short connector.
import { CHART_WIDTH, linearScale, tickStep, type ChartPlotView } from "./bar-geometry";

export type LineEmphasis = "normal" | "highlighted" | "muted";

export interface LineSeriesInput {
  id: string;
  /** One value per point, evenly spaced from left to right. */
  values: number[];
  /** The stroke, readable on the page (readableGraphicColor). */
  color: string;
  /** The label at the line's end. */
  label: string;
  /** The label's colour: text, so 4.5:1 on the page. */
  labelColor: string;
  emphasis: LineEmphasis;
}

export interface LineView {
  id: string;
  color: string;
  labelColor: string;
  emphasis: LineEmphasis;
  /** The path: "M x,y L x,y …". */
  d: string;
  end: { x: number; y: number };
  label: { x: number; y: number; text: string };
}

export interface LineChartView extends ChartPlotView {
  ticks: { y: number; label: string }[];
  baselineY: number;
  xLabels: { x: number; label: string; anchor: "start" | "middle" | "end" }[];
  /** In drawing order: the highlighted line last, on top. */
  lines: LineView[];
}

/** The vertical room of one end label (12px text). */
export const LABEL_GAP = 14;
const TOP = 10;
const BOTTOM = 24;
/** Room for the tick labels, ".500" the widest. */
const LEFT = 36;
/**
 * Room for an end label's character: the highlighted one is 13px and heavy,
 * and abbreviations are capitals ("HAWK 11th" is about 75 units wide).
 */
export const LABEL_CHAR = 8.6;
/** From the plot's right edge to the labels: the connectors. */
const CONNECTOR = 10;
const MIN_PLOT_HEIGHT = 150;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A line per series over the same points; the plot tall enough for every end label to fit. */
export function lineChart(input: {
  name: string;
  summary: string;
  series: LineSeriesInput[];
  /** Labels under given points (dates). */
  xLabels?: { index: number; label: string }[];
  formatTick?: (n: number) => string;
}): LineChartView {
  const points = Math.max(...input.series.map((s) => s.values.length), 1);
  const longest = Math.max(...input.series.map((s) => s.label.length), 1);
  const right = CHART_WIDTH - CONNECTOR - 4 - Math.ceil(longest * LABEL_CHAR);
  const plotHeight = Math.max(MIN_PLOT_HEIGHT, (input.series.length - 1) * LABEL_GAP);
  const bottom = TOP + plotHeight;
  const all = input.series.flatMap((s) => s.values);
  const low = Math.min(0, ...all);
  const high = Math.max(0, ...all);
  const step = tickStep(high - low || 1);
  const d0 = Math.floor(low / step) * step;
  const d1 = Math.max(Math.ceil(high / step) * step, d0 + step);
  const y = linearScale([d0, d1], [bottom, TOP]);
  const x = linearScale([0, Math.max(points - 1, 1)], [LEFT, right]);

  const ends = input.series.map((s) => y(s.values.at(-1) ?? 0));
  const labelYs = spreadLabels(ends, LABEL_GAP, TOP, bottom);
  const lines = input.series.map((s, i): LineView => {
    const coords = s.values.map((v, k) => `${round1(x(k))},${round1(y(v))}`);
    const last = s.values.length - 1;
    return {
      id: s.id,
      color: s.color,
      labelColor: s.labelColor,
      emphasis: s.emphasis,
      d: `M${coords.join("L")}`,
      end: { x: round1(x(last)), y: round1(ends[i]!) },
      label: { x: round1(right + CONNECTOR), y: round1(labelYs[i]!), text: s.label },
    };
  });
  // Drawn later is drawn on top: the highlighted line over the rest.
  const rank = (l: LineView) => (l.emphasis === "highlighted" ? 1 : 0);
  lines.sort((a, b) => rank(a) - rank(b));

  const ticks = [];
  for (let v = d0; v <= d1 + step / 2; v += step) {
    ticks.push({ y: round1(y(v)), label: (input.formatTick ?? String)(round1(v)) });
  }
  const xLabels = (input.xLabels ?? []).map(({ index, label }) => ({
    x: round1(x(index)),
    label,
    // The first and last stay inside the chart.
    anchor:
      index === 0
        ? ("start" as const)
        : index >= points - 1
          ? ("end" as const)
          : ("middle" as const),
  }));
  return {
    name: input.name,
    summary: input.summary,
    width: CHART_WIDTH,
    height: round1(bottom + BOTTOM),
    left: LEFT,
    right: round1(right),
    ticks,
    baselineY: round1(y(0)),
    xLabels,
    lines,
  };
}

/**
 * Label positions along one axis, nudged apart: each at least `gap` from the
 * next, in the order of `wanted` (ties in the order given), within
 * [min, max] when they fit there. Overlapping labels are gathered into
 * groups centred on where they wanted to be, so each moves as little as it can.
 */
export function spreadLabels(wanted: number[], gap: number, min: number, max: number): number[] {
  const order = wanted.map((_, i) => i).sort((a, b) => wanted[a]! - wanted[b]! || a - b);
  // A group: its members in order, placed at start, start + gap, …
  const groups: { members: number[]; sum: number; start: number }[] = [];
  const place = (g: { members: number[]; sum: number }) => {
    const ideal = g.sum / g.members.length;
    // Within the bounds; the top wins when they cannot both hold.
    return Math.max(Math.min(ideal, max - (g.members.length - 1) * gap), min);
  };
  for (const index of order) {
    let group = { members: [index], sum: wanted[index]!, start: 0 };
    group.start = place(group);
    for (let prev = groups.at(-1); prev && prev.start + prev.members.length * gap > group.start;) {
      groups.pop();
      // Σ(wanted − offset in the group): the later members sit after the earlier ones.
      const sum = prev.sum + group.sum - group.members.length * prev.members.length * gap;
      group = { members: [...prev.members, ...group.members], sum, start: 0 };
      group.start = place(group);
      prev = groups.at(-1);
    }
    groups.push(group);
  }
  const placed: number[] = new Array<number>(wanted.length);
  for (const g of groups) g.members.forEach((index, k) => (placed[index] = g.start + k * gap));
  return placed;
}
