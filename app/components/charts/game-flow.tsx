// A game's flow (issue 33): the lead basket by basket, the home team's leads
// above the middle line and the away team's below (told by position; the
// gridlines name each half's team), with the biggest leads and the lead
// changes in the caption.
import type { ChartFigureView } from "~/views/charts";
import { ChartFigure } from "./chart-figure";
import { TitledSection } from "~/components/chrome/titled-section";

export function GameFlow({ figure }: { figure: ChartFigureView }) {
  return (
    <TitledSection titleId="flow-title" className="game-flow" title="Game Flow">
      <ChartFigure figure={figure} />
    </TitledSection>
  );
}
