// A bar chart drawn as server markup (issue 33): an <svg role="img"> named for
// what it shows, its one-sentence summary under it, every coordinate worked out
// on the server (app/domain/chart-geometry.ts). No script: the numbers stay in
// the table beside it.
import { useId } from "react";
import type { BarChartView } from "~/views/charts";

export function BarChart({
  chart,
  barClassName,
}: {
  chart: BarChartView;
  /** A class per bar (a win above the line, a loss below), else "chart-bar". */
  barClassName?: (index: number) => string;
}) {
  const summaryId = useId();
  return (
    <figure className="chart">
      <svg
        className="chart-svg"
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
        <g fill={chart.fill ?? undefined}>
          {chart.bars.map((b, i) => (
            <rect
              key={i}
              className={barClassName?.(i) ?? "chart-bar"}
              x={b.x}
              y={b.y}
              width={b.width}
              height={b.height}
            >
              <title>{b.title}</title>
            </rect>
          ))}
        </g>
        <line
          className="chart-baseline"
          x1={chart.left}
          x2={chart.right}
          y1={chart.baselineY}
          y2={chart.baselineY}
        />
        {chart.average ? (
          <g className="chart-average">
            <line x1={chart.left} x2={chart.right} y1={chart.average.y} y2={chart.average.y} />
            <text x={chart.right} y={chart.average.y - 4} textAnchor="end">
              {chart.average.label}
            </text>
          </g>
        ) : null}
        {chart.xLabels.map((l) => (
          <text
            key={l.x}
            className="chart-x-label"
            x={l.x}
            y={chart.height - 6}
            textAnchor="middle"
          >
            {l.label}
          </text>
        ))}
      </svg>
      <figcaption id={summaryId} className="chart-summary">
        {chart.summary}
      </figcaption>
    </figure>
  );
}
