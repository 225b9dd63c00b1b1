// What every chart's <svg role="img"> (or "group", when its marks are links) shares: its name (aria-label), the
// figure caption that describes it (aria-describedby), a viewBox that scales
// to the column, and the gridlines with their labels at the left. Each chart
// draws its own marks inside.
import type { ReactNode } from "react";

export interface ChartFrameView {
  name: string;
  width: number;
  height: number;
  left: number;
  right: number;
  ticks: { y: number; label: string }[];
}

export function ChartFrame({
  chart,
  summaryId,
  className,
  role = "img",
  children,
}: {
  chart: ChartFrameView;
  summaryId: string;
  className: string;
  /** "group" when the marks are links: an image's content is hidden from assistive technology. */
  role?: "img" | "group";
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      role={role}
      aria-label={chart.name}
      aria-describedby={summaryId}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width="100%"
      focusable="false"
    >
      {chart.ticks.map((t) => (
        // The scale is for the eye; the bars' titles and the caption say the values.
        <g key={t.y} className="chart-tick" aria-hidden="true">
          <line x1={chart.left} x2={chart.right} y1={t.y} y2={t.y} />
          <text x={chart.left - 4} y={t.y} dy="0.32em" textAnchor="end">
            {t.label}
          </text>
        </g>
      ))}
      {children}
    </svg>
  );
}

/** The line the marks stand on (the zero of a chart whose values go below it). */
export function ChartBaseline({ chart, y }: { chart: ChartFrameView; y: number }) {
  return <line className="chart-baseline" x1={chart.left} x2={chart.right} y1={y} y2={y} />;
}
