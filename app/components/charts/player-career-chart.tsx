// A player's points per game season by season (issue 33), beside the season
// averages table that holds the numbers.
import type { BarChartView } from "~/views/charts";
import { BarChart } from "./bar-chart";

export function PlayerCareerChart({ chart }: { chart: BarChartView }) {
  return <BarChart chart={chart} />;
}
