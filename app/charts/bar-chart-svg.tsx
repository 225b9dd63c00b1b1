// A bar chart's <svg role="img">, named for what it shows and described by the
// figure's one-sentence summary; every coordinate was worked out beforehand
// (app/domain/charts/bar-geometry.ts). Drawn to markup on the server only
// (draw.server.tsx), so this code never reaches the browser.
import type { BarChartView } from "~/domain/charts/bar-geometry";
import { ChartBaseline, ChartFrame } from "./chart-frame";

export function BarChartSvg({ chart, summaryId }: { chart: BarChartView; summaryId: string }) {
  return (
    <ChartFrame chart={chart} summaryId={summaryId} className="chart-svg">
      <g fill={chart.fill ?? undefined}>
        {chart.bars.map((b, i) => (
          <rect key={i} className="chart-bar" x={b.x} y={b.y} width={b.width} height={b.height}>
            <title>{b.title}</title>
          </rect>
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
      {chart.xLabels.map((l) => (
        <text key={l.x} className="chart-x-label" x={l.x} y={chart.height - 6} textAnchor="middle">
          {l.label}
        </text>
      ))}
    </ChartFrame>
  );
}
