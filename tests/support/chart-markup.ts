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
