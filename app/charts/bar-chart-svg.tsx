// A bar chart's <svg>, named for what it shows and described by the figure's
// one-sentence summary; every coordinate was worked out beforehand
// (app/domain/charts/bar-geometry.ts). Drawn to markup on the server only
// (draw.server.tsx), so this code never reaches the browser. A chart whose
// bars lead somewhere (a team's form: each game's page) is a group of links,
// each named by its bar's title; any other is one image.
import type { BarChartView, ChartBarView } from "~/domain/charts/bar-geometry";
import { ChartBaseline, ChartFrame } from "./chart-frame";

function Bar({ bar }: { bar: ChartBarView }) {
  const rect = (
    <rect
      className={bar.tone ? `chart-bar chart-bar-${bar.tone}` : "chart-bar"}
      x={bar.x}
      y={bar.y}
      width={bar.width}
      height={bar.height}
    >
      <title>{bar.title}</title>
    </rect>
  );
  if (!bar.href) return rect;
  return (
    <a href={bar.href} className="chart-bar-link" aria-label={bar.title}>
      {/* The whole column answers a tap, not only the bar (a 1-point bar is 4 px tall). */}
      <rect
        className="chart-hit"
        x={bar.hit.x}
        y={bar.hit.y}
        width={bar.hit.width}
        height={bar.hit.height}
      />
      {rect}
    </a>
  );
}

export function BarChartSvg({ chart, summaryId }: { chart: BarChartView; summaryId: string }) {
  const linked = chart.bars.some((b) => b.href);
  return (
    <ChartFrame
      chart={chart}
      summaryId={summaryId}
      className="chart-svg"
      role={linked ? "group" : "img"}
    >
      <g fill={chart.fill ?? undefined}>
        {chart.bars.map((b, i) => (
          <Bar key={i} bar={b} />
        ))}
      </g>
      <ChartBaseline chart={chart} y={chart.baselineY} />
      {chart.average ? (
        <g className="chart-average">
          <line x1={chart.left} x2={chart.right} y1={chart.average.y} y2={chart.average.y} />
          <text x={chart.right} y={chart.average.y - 4} textAnchor="end">
            {chart.average.label}
          </text>
        </g>
      ) : null}
      {/* The labels repeat what each bar's title says: read once, from the bars. */}
      <g aria-hidden="true">
        {chart.xLabels.map((l) => (
          <text
            key={l.x}
            className="chart-x-label"
            x={l.x}
            y={chart.labelY}
            textAnchor={chart.xLabelsUpright ? "end" : "middle"}
            dy={chart.xLabelsUpright ? "0.35em" : undefined}
            transform={chart.xLabelsUpright ? `rotate(-90 ${l.x} ${chart.labelY})` : undefined}
          >
            {l.label}
          </text>
        ))}
      </g>
    </ChartFrame>
  );
}
