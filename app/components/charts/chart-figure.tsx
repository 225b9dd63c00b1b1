// A chart as the page shows it: the <svg> drawn on the server
// (app/charts/draw.server.tsx) and its one-sentence summary as the caption. The numbers
// stay in the table beside it.
import type { ChartFigureView } from "~/views/charts";

export function ChartFigure({ figure }: { figure: ChartFigureView }) {
  return (
    <figure className="chart">
      {/* Markup React itself rendered on the server from league data (escaped). */}
      <div className="chart-drawing" dangerouslySetInnerHTML={{ __html: figure.svg }} />
      <figcaption id={figure.summaryId} className="chart-summary">
        {figure.summary}
      </figcaption>
    </figure>
  );
}
