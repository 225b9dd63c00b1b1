// The geometry of a game's flow chart (issue 33), computed on the server only
// (the game page module calls it; app/charts draws the numbers): the lead as a
// step line over the baskets in order, home leads above the middle line and
// away leads below, on a scale symmetric about it so the middle line is the
// middle of the chart. Each side's lead is also filled in its team's colour
// (made readable by the caller), but the side of the line tells who leads.
// Coordinates are rounded to one decimal to keep the markup small.
import { CHART_WIDTH, linearScale, tickStep, type ChartPlotView } from "./bar-geometry";

/**
 * The game flow chart: its name says "Game flow: Shamrocks at Saints", its
 * summary the biggest leads and the lead changes.
 */
export interface GameFlowChartView extends ChartPlotView {
  /** The middle line: the score level. */
  zeroY: number;
  /** The lead as a step line (an SVG path). */
  line: string;
  /** The areas between the line and the middle, a side each; null for a team that never led. */
  homeArea: string | null;
  awayArea: string | null;
  homeFill: string;
  awayFill: string;
  /**
   * Gridlines with their labels at the left, which name each half's team:
   * "STS +10", "STS +5", "Tied", "SHM +5", "SHM +10".
   */
  ticks: { y: number; label: string }[];
  /** Each team's biggest lead ("+9"), marked where it first happened: above the line for home, below for away. */
  peaks: { x: number; y: number; labelX: number; labelY: number; label: string }[];
  xLabelsY: number;
  /** Under the plot: where the game starts, what the x axis is, where it ends. */
  xLabels: { x: number; label: string; anchor: "start" | "middle" | "end" }[];
}

export const FLOW_HEIGHT = 216;
// Room above the top gridline and below the bottom one for a peak's label,
// then a row for the labels under the plot.
const TOP = 18;
const BOTTOM = 40;
const X_LABELS_Y = FLOW_HEIGHT - 6;
const RIGHT = 6;
/** About the width of one character of a 12px tick label (capitals are the widest). */
const CHAR_WIDTH = 8;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A step path through the leads: flat across each basket's band at the lead
 * it left, then straight up or down at the next basket. Starts level at the
 * left edge (0–0) and ends with the last lead flat to the right edge.
 */
function stepPath(leads: number[], x: (i: number) => number, y: (lead: number) => number): string {
  let d = `M${round1(x(0))} ${round1(y(0))}`;
  let lastY = round1(y(0));
  leads.forEach((lead, i) => {
    d += `H${round1(x(i + 1))}`;
    const next = round1(y(lead));
    if (next !== lastY) d += `V${next}`;
    lastY = next;
  });
  return `${d}H${round1(x(leads.length + 1))}`;
}

export function gameFlowChart(input: {
  name: string;
  summary: string;
  /** home − away after each basket, oldest first. */
  leads: number[];
  home: { label: string; fill: string };
  away: { label: string; fill: string };
  /** Under the plot's left and right ends: "Tip-off", "Final". */
  startLabel: string;
  endLabel: string;
}): GameFlowChartView {
  const { leads } = input;
  const bottom = FLOW_HEIGHT - BOTTOM;
  const biggest = Math.max(1, ...leads.map(Math.abs));
  // Two or three gridlines a side: the line uses most of the height.
  const step = tickStep(biggest, 3);
  const reach = Math.ceil(biggest / step) * step;
  const y = linearScale([-reach, reach], [bottom, TOP]);
  const ticks = [];
  for (let v = -reach; v <= reach; v += step) {
    const team = v > 0 ? input.home.label : input.away.label;
    ticks.push({ y: round1(y(v)), label: v === 0 ? "Tied" : `${team} +${Math.abs(v)}` });
  }
  // The plot starts right of its longest tick label ("HAWK +20"), whatever the abbreviations.
  const left = 6 + CHAR_WIDTH * Math.max(...ticks.map((t) => t.label.length));
  // n baskets make n + 1 bands: the 0–0 start, then the lead after each basket.
  const band = (CHART_WIDTH - left - RIGHT) / (leads.length + 1);
  const x = (i: number) => left + i * band;
  const homeLeads = leads.map((l) => Math.max(l, 0));
  const awayLeads = leads.map((l) => Math.min(l, 0));
  const zeroY = round1(y(0));
  const area = (side: number[]) => `${stepPath(side, x, y)}V${zeroY}Z`;
  const right = CHART_WIDTH - RIGHT;
  const peak = (sign: 1 | -1) => {
    const most = Math.max(0, ...leads.map((l) => l * sign));
    if (most === 0) return [];
    const at = leads.findIndex((l) => l * sign === most);
    const top = y(most * sign);
    return [
      {
        // The middle of the band it lasted; its label kept off the edges so it fits.
        x: round1(x(at + 1.5)),
        y: round1(top),
        labelX: round1(Math.min(Math.max(x(at + 1.5), left + 12), right - 14)),
        labelY: round1(sign === 1 ? top - 5 : top + 14),
        label: `+${most}`,
      },
    ];
  };
  return {
    name: input.name,
    summary: input.summary,
    width: CHART_WIDTH,
    height: FLOW_HEIGHT,
    left,
    right,
    zeroY,
    line: stepPath(leads, x, y),
    homeArea: homeLeads.some((l) => l > 0) ? area(homeLeads) : null,
    awayArea: awayLeads.some((l) => l < 0) ? area(awayLeads) : null,
    homeFill: input.home.fill,
    awayFill: input.away.fill,
    ticks,
    peaks: [...peak(1), ...peak(-1)],
    xLabelsY: X_LABELS_Y,
    xLabels: [
      { x: left, label: input.startLabel, anchor: "start" },
      { x: round1((left + right) / 2), label: "baskets in order", anchor: "middle" },
      { x: right, label: input.endLabel, anchor: "end" },
    ],
  };
}
