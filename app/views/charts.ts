// What the chart components draw (issue 33): plain numbers and strings worked
// out on the server (app/domain/chart-geometry.ts), so no chart code reaches
// the browser (a type import is erased).
export type { BarChartView, ChartBarView } from "~/domain/chart-geometry";
