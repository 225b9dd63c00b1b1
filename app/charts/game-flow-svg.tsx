// A game's flow as an <svg role="img">, named for what it shows and described
// by the figure's one-sentence summary; every coordinate was worked out
// beforehand (app/domain/charts/game-flow-geometry.ts). Drawn to markup on the
// server only (draw.server.tsx), so this code never reaches the browser.
import type { GameFlowChartView } from "~/domain/charts/game-flow-geometry";
import { ChartBaseline, ChartFrame } from "./chart-frame";

export function GameFlowSvg({ chart, summaryId }: { chart: GameFlowChartView; summaryId: string }) {
  return (
    <ChartFrame chart={chart} summaryId={summaryId} className="chart-svg flow-chart">
      {chart.homeArea ? (
        <path className="flow-area" d={chart.homeArea} fill={chart.homeFill} />
      ) : null}
      {chart.awayArea ? (
        <path className="flow-area" d={chart.awayArea} fill={chart.awayFill} />
      ) : null}
      <ChartBaseline chart={chart} y={chart.zeroY} />
      <path className="flow-line" d={chart.line} />
      {chart.peaks.map((p) => (
        <g key={p.labelY} className="flow-peak">
          <circle cx={p.x} cy={p.y} r="3" />
          <text x={p.labelX} y={p.labelY} textAnchor="middle">
            {p.label}
          </text>
        </g>
      ))}
      {chart.xLabels.map((l) => (
        <text key={l.x} className="chart-x-label" x={l.x} y={chart.xLabelsY} textAnchor={l.anchor}>
          {l.label}
        </text>
      ))}
    </ChartFrame>
  );
}
