// A game's flow on its page (issue 33): the lead basket by basket, from the
// taps of the game's last live run (undone baskets taken out), drawn to SVG
// markup here on the server. Only a game scored live has one; a game still
// being scored shows its flow as of the page's render (the stream moves the
// score, not the chart: a reload draws it again, and a live game's page is
// never kept past a tap).
import { drawnGameFlowChart } from "~/charts/draw.server";
import { liveStates } from "~/data/live-events.server";
import type { Database } from "~/db/connection.server";
import { flowWords, gameFlow } from "~/domain/charts/game-flow";
import { gameFlowChart } from "~/domain/charts/game-flow-geometry";
import type { GameDisplay } from "~/domain/games/state";
import type { LiveState } from "~/domain/live/game";
import { readableGraphicColor } from "~/domain/teams/colors";
import type { Game, TeamRef } from "~/domain/types";
import type { ChartFigureView } from "~/views/charts";
import type { LiveFeedView } from "~/views/live";

/** Games whose score the taps can have made: not a forfeit, not one still to come. */
const SCORED: GameDisplay[] = ["final", "no-stats", "live"];

export async function gameFlowFigure(
  db: Database,
  opts: {
    game: Game;
    display: GameDisplay;
    /** The page's live feed: a live game's state is already read. */
    live: LiveFeedView | null;
    title: string;
    home: TeamRef | undefined;
    away: TeamRef | undefined;
  },
): Promise<ChartFigureView | null> {
  const { game, display, home, away } = opts;
  if (!SCORED.includes(display) || !home || !away) return null;
  const isLive = display === "live";
  const state: LiveState | undefined = isLive
    ? opts.live?.games.find((g) => g.gameId === game.id)?.state
    : (await liveStates(db, [game.id])).get(game.id);
  // Not scored live, or its run abandoned (which drops its baskets): no chart, no empty frame.
  if (!state || state.baskets.length === 0) return null;
  const flow = gameFlow(state.baskets, home.id);
  let summary = flowWords(flow, { home: home.name, away: away.name }, isLive);
  // The result form may correct what the taps missed: say so rather than
  // let the line end on a score the page does not show.
  if (!isLive && (flow.score.home !== game.homeScore || flow.score.away !== game.awayScore)) {
    summary += ` The taps came to ${away.abbreviation} ${flow.score.away}, ${home.abbreviation} ${flow.score.home}; the final score was entered apart.`;
  }
  const last = state.baskets.at(-1)!;
  return drawnGameFlowChart(
    gameFlowChart({
      name: `Game flow: ${opts.title}`,
      summary,
      leads: flow.points.map((p) => p.lead),
      home: { label: home.abbreviation, fill: readableGraphicColor(home.color) },
      away: { label: away.abbreviation, fill: readableGraphicColor(away.color) },
      startLabel: "Tip-off",
      endLabel: isLive ? `As of ${last.time}` : "Final",
    }),
    "game-flow-summary",
  );
}
