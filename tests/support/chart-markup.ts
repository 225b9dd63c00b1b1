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
  /** "win" or "loss" (the bar's class), else null. */
  tone: string | null;
  /** The link the bar is in, else null. */
  href: string | null;
}

const BAR =
  /(?:<a href="([^"]*)"[^>]*><rect class="chart-hit"[^>]*><\/rect>)?<rect([^>]*)><title>([^<]*)<\/title><\/rect>/g;

export function readChart(svg: string) {
  const root = /^<svg[^>]*>/.exec(svg)?.[0] ?? "";
  const bars: ReadBar[] = [...svg.matchAll(BAR)].map(([, href, tag, title]) => ({
    x: num(tag!, "x"),
    y: num(tag!, "y"),
    width: num(tag!, "width"),
    height: num(tag!, "height"),
    title: decode(title!),
    tone: /chart-bar-(win|loss)/.exec(attr(tag!, "class") ?? "")?.[1] ?? null,
    href: href ? decode(href) : null,
  }));
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
    /** The labels under the bars, in order. */
    xLabels: [...svg.matchAll(/<text class="chart-x-label"[^>]*>([^<]*)<\/text>/g)].map((m) =>
      decode(m[1]!),
    ),
    baselineY: baseline ? num(baseline, "y1") : null,
    averageLabel: average ? decode(average[1]!) : null,
    fill: fill ? fill[1]! : null,
  };
}

export interface ReadLine {
  /** The team (data-team). */
  id: string;
  emphasis: string;
  stroke: string;
  /** The path's points, in order. */
  points: { x: number; y: number }[];
  /** The end label's text and position. */
  label: { text: string; x: number; y: number; fill: string };
}

/** The lines of a line chart (the standings race), in drawing order (the last on top). */
export function readLines(svg: string): ReadLine[] {
  const groups = svg.matchAll(
    /<g class="chart-line chart-line-(\w+)" data-team="([^"]*)">(.*?)<\/g>/g,
  );
  return [...groups].map(([, emphasis, id, inner]) => {
    const path = /<path([^>]*)>/.exec(inner!)![1]!;
    const text = /<text([^>]*)>([^<]*)<\/text>/.exec(inner!)!;
    return {
      id: decode(id!),
      emphasis: emphasis!,
      stroke: attr(path, "stroke")!,
      points: attr(path, "d")!
        .slice(1)
        .split("L")
        .map((p) => {
          const [x, y] = p.split(",").map(Number);
          return { x: x!, y: y! };
        }),
      label: {
        text: decode(text[2]!),
        x: num(text[1]!, "x"),
        y: num(text[1]!, "y"),
        fill: attr(text[1]!, "fill")!,
      },
    };
  });
}

/** The value of each gridline's label by its y, to read a line's values back. */
export function readTicks(svg: string): { y: number; label: string }[] {
  return [
    ...svg.matchAll(
      /<g class="chart-tick"[^>]*><line[^>]*y1="([^"]*)"[^>]*><\/line><text[^>]*>([^<]*)<\/text>/g,
    ),
  ].map(([, y, label]) => ({ y: Number(y), label: decode(label!) }));
}

export interface ReadFigure {
  /** The h3 before it, if any (a conference's name). */
  title: string | null;
  svg: string;
  summary: string;
  summaryId: string;
}

/** The figures of a section drawn on the server (the standings race), in order. */
export function readFigures(html: string): ReadFigure[] {
  const figures = html.matchAll(
    /(?:<h3>([^<]*)<\/h3>)?<figure class="chart"><div class="chart-drawing">(<svg.*?<\/svg>)<\/div><figcaption id="([^"]*)" class="chart-summary">([^<]*)<\/figcaption><\/figure>/g,
  );
  return [...figures].map(([, title, svg, summaryId, summary]) => ({
    title: title === undefined ? null : decode(title),
    svg: svg!,
    summaryId: summaryId!,
    summary: decode(summary!),
  }));
}

/** The links of a markup: their address, text and whether they are the current one. */
export function readLinks(html: string): { href: string; text: string; current: boolean }[] {
  return [...html.matchAll(/<a([^>]*)>(.*?)<\/a>/g)].map(([, tag, inner]) => ({
    href: attr(tag!, "href")!,
    text: decode(inner!.replace(/<[^>]*>/g, "")).trim(),
    current: attr(tag!, "aria-current") === "true",
  }));
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
