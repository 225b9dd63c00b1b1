// A game's flow as an <svg role="img">, named for what it shows and described
// by the figure's one-sentence summary; every coordinate was worked out
// beforehand (app/domain/game-flow-geometry.ts). Drawn to markup on the
// server only (draw.server.tsx), so this code never reaches the browser.
import type { GameFlowChartView } from "~/domain/game-flow-geometry";

export function GameFlowSvg({ chart, summaryId }: { chart: GameFlowChartView; summaryId: string }) {
  return (
    <svg
      className="chart-svg flow-chart"
      role="img"
      aria-label={chart.name}
      aria-describedby={summaryId}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width="100%"
      focusable="false"
    >
      {chart.ticks.map((t) => (
        <g key={t.y} className="chart-tick">
          <line x1={chart.left} x2={chart.right} y1={t.y} y2={t.y} />
          <text x={chart.left - 4} y={t.y} dy="0.32em" textAnchor="end">
            {t.label}
          </text>
        </g>
      ))}
      {chart.homeArea ? (
        <path className="flow-area" d={chart.homeArea} fill={chart.homeFill} />
      ) : null}
      {chart.awayArea ? (
        <path className="flow-area" d={chart.awayArea} fill={chart.awayFill} />
      ) : null}
      <line
        className="chart-baseline"
        x1={chart.left}
        x2={chart.right}
        y1={chart.zeroY}
        y2={chart.zeroY}
      />
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
    </svg>
  );
}
