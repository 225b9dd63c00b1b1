// A line chart's <svg role="img"> (the standings race), named for what it
// shows and described by the figure's one-sentence summary; every coordinate
// was worked out beforehand (app/domain/charts/line-geometry.ts). Drawn to
// markup on the server only (drawnLineChart), so this code never reaches the
// browser. Colours are attributes, never style attributes (the CSP refuses
// those); the widths come from charts.css by emphasis, so a highlight is told
// by thickness and by being on top, not by colour.
import type { LineChartView } from "~/domain/charts/line-geometry";
import type { ChartFigureView } from "~/views/charts";
import { drawnChart } from "./draw.server";
import { ChartBaseline, ChartFrame } from "./chart-frame";

export function LineChartSvg({ chart, summaryId }: { chart: LineChartView; summaryId: string }) {
  return (
    <ChartFrame chart={chart} summaryId={summaryId} className="chart-svg chart-lines">
      <ChartBaseline chart={chart} y={chart.baselineY} />
      {chart.xLabels.map((l) => (
        <text
          key={l.x}
          className="chart-x-label"
          x={l.x}
          y={chart.height - 6}
          textAnchor={l.anchor}
        >
          {l.label}
        </text>
      ))}
      {chart.lines.map((l) => (
        <g key={l.id} className={`chart-line chart-line-${l.emphasis}`} data-team={l.id}>
          <path d={l.d} stroke={l.color} />
          <circle
            cx={l.end.x}
            cy={l.end.y}
            r={l.emphasis === "highlighted" ? 4 : 2.5}
            fill={l.color}
          />
          <line
            className="chart-connector"
            x1={l.end.x}
            y1={l.end.y}
            x2={l.label.x - 2}
            y2={l.label.y}
            stroke={l.color}
          />
          <text x={l.label.x} y={l.label.y} dy="0.32em" fill={l.labelColor}>
            {l.label.text}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}

export function drawnLineChart(chart: LineChartView, summaryId: string): ChartFigureView {
  return drawnChart(<LineChartSvg chart={chart} summaryId={summaryId} />, chart.summary, summaryId);
}
