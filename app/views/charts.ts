// What a page receives of a chart (issue 33): its <svg> already drawn on the
// server (app/charts/draw.server.tsx) and its summary, so no chart
// code reaches the browser.
export interface ChartFigureView {
  /** The <svg role="img"> markup, named for what it shows. */
  svg: string;
  /** One sentence: what the chart shows, in numbers. */
  summary: string;
  /** The caption's id, which the svg's aria-describedby names. */
  summaryId: string;
}
