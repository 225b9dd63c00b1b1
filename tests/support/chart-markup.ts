// Reads back the charts the pages draw to SVG markup on the server
// (app/charts/draw.server.tsx), so tests can check what a chart
// shows: its name, its bars with their titles, its lines and labels.
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e]!);

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : null;
};
const num = (tag: string, name: string) => Number(attr(tag, name));

export interface ReadBar {
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
}

export function readChart(svg: string) {
  const root = /^<svg[^>]*>/.exec(svg)?.[0] ?? "";
  const bars: ReadBar[] = [...svg.matchAll(/<rect([^>]*)><title>([^<]*)<\/title><\/rect>/g)].map(
    ([, tag, title]) => ({
      x: num(tag!, "x"),
      y: num(tag!, "y"),
      width: num(tag!, "width"),
      height: num(tag!, "height"),
      title: decode(title!),
    }),
  );
  const baseline = /<line class="chart-baseline"[^>]*>/.exec(svg)?.[0];
  const average = /<g class="chart-average"><line[^>]*><\/line><text[^>]*>([^<]*)<\/text>/.exec(
    svg,
  );
  const fill = /<g fill="([^"]*)"/.exec(svg);
  return {
    role: attr(root, "role"),
    name: attr(root, "aria-label"),
    describedBy: attr(root, "aria-describedby"),
    bars,
    baselineY: baseline ? num(baseline, "y1") : null,
    averageLabel: average ? decode(average[1]!) : null,
    fill: fill ? fill[1]! : null,
  };
}

export interface ReadPath {
  className: string | null;
  d: string;
  fill: string | null;
}

/** Every <path> of a chart (lines and areas), in drawing order. */
export function readPaths(svg: string): ReadPath[] {
  return [...svg.matchAll(/<path([^>]*)>/g)].map(([, tag]) => ({
    className: attr(tag!, "class"),
    d: attr(tag!, "d") ?? "",
    fill: attr(tag!, "fill"),
  }));
}

/** The vertices of a path drawn with absolute M, L, H, V and Z commands. */
export function pathPoints(d: string): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MLHVZ])([^MLHVZ]*)/g)) {
    const n = args!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === "M" || command === "L") [x, y] = [n[0]!, n[1]!];
    else if (command === "H") x = n[0]!;
    else if (command === "V") y = n[0]!;
    else continue;
    points.push({ x, y });
  }
  return points;
}

/** Every <text> of a chart with its position (tick labels, peaks, axis labels). */
export function readTexts(svg: string): { x: number; y: number; text: string }[] {
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, tag, text]) => ({
    x: num(tag!, "x"),
    y: num(tag!, "y"),
    text: decode(text!),
  }));
}
