// Charts are drawn to SVG markup on the server, in the page modules: the page
// receives a string and shows it as it is (ChartFigure), so the chart
// components and their geometry never reach the browser and a chart costs a
// page no JavaScript. React escapes every text on the way, as in any render.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BarChartView } from "~/domain/charts/bar-geometry";
import type { ChartFigureView } from "~/views/charts";
import { BarChartSvg } from "./bar-chart-svg";
import type { GameFlowChartView } from "~/domain/charts/game-flow-geometry";
import { GameFlowSvg } from "./game-flow-svg";

/**
 * A figure from its <svg>: `summaryId` names the figure's caption, which the
 * svg's aria-describedby points at; unique on its page.
 */
export function drawnChart(svg: ReactElement, summary: string, summaryId: string): ChartFigureView {
  return { svg: renderToStaticMarkup(svg), summary, summaryId };
}

export function drawnBarChart(chart: BarChartView, summaryId: string): ChartFigureView {
  return drawnChart(<BarChartSvg chart={chart} summaryId={summaryId} />, chart.summary, summaryId);
}

export function drawnGameFlowChart(chart: GameFlowChartView, summaryId: string): ChartFigureView {
  return drawnChart(<GameFlowSvg chart={chart} summaryId={summaryId} />, chart.summary, summaryId);
}
