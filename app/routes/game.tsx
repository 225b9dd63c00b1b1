// /games/{gameId}: one game, shown by its state
// (docs/league-rules.md#game-states): a final with leaders and box scores, a
// forfeit, a game without stats, a preview of a game to come, or a postponed
// game.
import { keepDataWhenOnly, useHrefWith } from "~/view-params";
import { retryAfterHeaders } from "~/auth/rate-limit.server";
import { getViewer, loginRedirect } from "~/auth/viewer.server";
import { data, useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { BoxScore } from "~/components/games/box-score";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GameComments } from "~/components/games/comments";
import { GameFlow } from "~/components/charts/game-flow";
import { GameLeaders, TeamLeaders } from "~/components/games/leaders";
import { GameRecap } from "~/components/games/recap";
import { GameLinks, GameScoreboard } from "~/components/games/scoreboard";
import { LiveTimeline } from "~/components/live/live-timeline";
import { useLiveGames } from "~/components/live/use-live-games";
import { liveScore } from "~/domain/live/game";
import { database } from "~/db/index.server";
import { recapDescription } from "~/domain/game-story/recap";
import { FORFEIT_TITLE, NO_STATS_MESSAGE, NO_STATS_TITLE } from "~/domain/games/state";
import type { StatKey } from "~/domain/types";
import { foundOr404, idParam, siteOrigin } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/game";
import { loadComments, postComment } from "~/pages/game-comments.server";
import {
  AVAILABILITY_INTENTS,
  loadGameAvailability,
  postAvailability,
} from "~/pages/game-availability.server";
import { GameAvailability } from "~/components/availability/game";
import type { FormReply } from "~/form-reply";
import { cancelledGameMessage, loadGamePage } from "~/pages/game.server";
import { ownTeamId } from "~/pages/follow.server";
import { FollowTeams } from "~/components/teams/follow-teams";
import { shareMeta } from "~/pages/game-share.server";
import { displayChangesAt, shareWithVisitors } from "~/shared-pages.server";
import type { GamePageData } from "~/views/game";
import { TitledSection } from "~/components/chrome/titled-section";

export const handle: RouteHandle = {
  hydrate: "signed-in",
  islands: ["live", "enhance", "follow"],
  title: (data) => (data as GamePageData | undefined)?.navTitle ?? "Game",
};

const PRIVATE = "private, no-cache";

/**
 * A refused comment (429, rate limit) says when to try again; a signed-in
 * viewer's page (availability names) is private.
 */
export const headers: Route.HeadersFunction = (args) => {
  const headers = new Headers(retryAfterHeaders(args));
  const cache = args.loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  return headers;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParam(params.gameId);
  const [db, viewer] = await Promise.all([database(), getViewer(request)]);
  const [page, { agesChangeAt, ...talk }] = await Promise.all([
    loadGamePage(db, id),
    loadComments(db, id, viewer),
  ]);
  // Answers are only taken before a game: a final's page (most visits) asks nothing more.
  const availability =
    page?.display === "upcoming" ? await loadGameAvailability(db, id, viewer) : null;
  shareWithVisitors(context, {
    changesAt: agesChangeAt,
    // A game to come turns live in the browser by itself; its page's score follows taps.
    liveScores: page?.display === "live",
  });
  if (availability) displayChangesAt(context, new Date(availability.closesAt));
  // The pencil to the result form, for admins (the form checks again).
  if (!page) {
    const cancelled = await cancelledGameMessage(db, id);
    if (cancelled) throw data(cancelled, { status: 410 });
  }
  const { picture, ...shownPage } = foundOr404(page, "Game not found");
  const shown = {
    ...shownPage,
    ...talk,
    availability,
    canEdit: viewer?.isAdmin ?? false,
    // The Follow control offers a signed-in player's own team first.
    ownTeamId: await ownTeamId(db, viewer?.player?.id, shownPage.season.id),
    // The link preview's picture (og:image, absolute: APP_URL, else this request's origin).
    share: shareMeta(siteOrigin(request), id, picture),
  };
  // Names, emails and phones are for the signed-in viewer's browser only.
  return viewer ? data(shown, { headers: { "Cache-Control": PRIVATE } }) : shown;
}

export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) throw loginRedirect(request);
  const [db, form] = await Promise.all([database(), request.formData()]);
  const intent = AVAILABILITY_INTENTS.find((one) => one === form.get("intent"));
  return intent
    ? postAvailability(db, idParam(params.gameId), viewer, intent, form)
    : postComment(db, idParam(params.gameId), viewer, form);
}

function describe(game: GamePageData): string {
  const when = `${game.date} at ${game.location}`;
  switch (game.display) {
    case "final": {
      // The recap leads a final's link preview; without one, the generic line.
      const recap = recapDescription(game.recap ?? []);
      return recap || `Final: ${game.headline}. ${when}. Game leaders and box score.`;
    }
    case "no-stats":
      return `Final: ${game.headline}. ${when}.`;
    case "forfeit":
      return `${game.forfeitText} ${when}.`;
    case "postponed":
      return `${game.title}, ${game.date}: postponed.`;
    case "live":
      return `Live: ${game.away.name} ${game.away.score ?? 0}, ${game.home.name} ${game.home.score ?? 0}. ${when}.`;
    case "upcoming":
      return `${game.title}: ${game.date}, ${game.time} at ${game.location}. Records and team leaders.`;
  }
}

export function meta({ loaderData: game }: Route.MetaArgs) {
  if (!game) return pageMeta({ title: "Game not found", description: "There is no such game." });
  const { share } = game;
  const tags = pageMeta({
    title: `${game.title}, ${game.shortDate}`,
    description: describe(game),
    image: share?.image,
  });
  // Link previews lead with what the picture says: the result, the score so far, or when.
  const ogTitle = share?.title ?? game.headline ?? game.title;
  return tags.map((tag) =>
    "property" in tag && tag.property === "og:title" ? { ...tag, content: ogTitle } : tag,
  );
}

// Switches in the query string only change the view: keep the data.
export const shouldRevalidate = keepDataWhenOnly(["stat"]);

export default function GamePage({ loaderData: game, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const requested = params.get("stat") as StatKey | null;
  const stat = requested && game.statKeys.includes(requested) ? requested : "points";
  const hrefWith = useHrefWith();
  const statHref = (key: StatKey) => hrefWith("stat", key);
  const decided =
    game.display === "final" || game.display === "forfeit" || game.display === "no-stats";
  const live = useLiveGames(game.live).get(game.id) ?? null;
  const showLive = game.display === "live" && live !== null;

  return (
    <div
      className="page game-page"
      // The live island's part (app/islands/live.ts): the stream it follows, the whole page redrawn at each event.
      data-live-stream={game.live?.streamUrl ?? ""}
    >
      <GameScoreboard
        game={game}
        canEdit={game.canEdit}
        liveScore={showLive ? liveScore(live.baskets, game.home.teamId) : null}
      />

      {showLive && game.flow ? <GameFlow figure={game.flow} /> : null}

      {showLive ? (
        <TitledSection titleId="scoring-title" title="Scoring">
          <LiveTimeline baskets={live.baskets} teams={game} />
        </TitledSection>
      ) : null}

      {game.display === "forfeit" ? (
        <section className="card game-notice" aria-labelledby="notice-title">
          <h2 id="notice-title">{FORFEIT_TITLE}</h2>
          <p>{game.forfeitText}</p>
        </section>
      ) : null}

      {game.display === "no-stats" ? (
        <section className="card game-notice" aria-labelledby="notice-title">
          <h2 id="notice-title">{NO_STATS_TITLE}</h2>
          <p>{NO_STATS_MESSAGE}</p>
        </section>
      ) : null}

      <GameLinks game={game} />
      {game.season.isCurrent ? (
        <FollowTeams teams={game.links.teams} ownTeamId={game.ownTeamId} />
      ) : null}

      {/* A game without a box score (no stats) still has its flow if it was scored live. */}
      {game.flow && game.display === "no-stats" ? <GameFlow figure={game.flow} /> : null}

      {game.final ? (
        <>
          <GameRecap sentences={game.recap ?? []} />
          {/* After the words, before the players: how the game swung. */}
          {game.flow ? <GameFlow figure={game.flow} /> : null}
          <TitledSection titleId="leaders-title" title="Game Leaders">
            <GameLeaders leaders={game.final.leaders} />
          </TitledSection>
          <TitledSection titleId="box-title" title="Box Score">
            {game.statsIncomplete ? (
              <p className="notice box-score-incomplete">
                Stat sheet incomplete: the players&rsquo; points do not add up to the score.
              </p>
            ) : null}
            {game.final.boxScores.map((box) => (
              <BoxScore key={box.teamId} box={box} statKeys={game.statKeys} />
            ))}
          </TitledSection>
        </>
      ) : null}

      {game.availability ? (
        <GameAvailability view={game.availability} reply={actionData as FormReply | undefined} />
      ) : null}

      {game.preview ? (
        <TitledSection titleId="team-leaders-title" title="Team Leaders">
          {game.preview.length > 0 ? (
            <TeamLeaders
              teams={game.preview}
              statKeys={game.statKeys}
              stat={stat}
              statHref={statHref}
            />
          ) : (
            <p className="empty">Leaders show once the teams of this game are set.</p>
          )}
        </TitledSection>
      ) : null}

      {decided ? (
        <GameComments gameId={game.id} comments={game.comments} commenter={game.commenter} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        // A game an admin deleted: say which, and where the season's games are.
        410: ({ error }) => (
          <div className="page error-page">
            <h1>Game cancelled</h1>
            <p>{typeof error.data === "string" ? error.data : "This game was cancelled."}</p>
            <p>
              <Link to="/schedule" className="button">
                See the schedule
              </Link>
            </p>
          </div>
        ),
      }}
    />
  );
}
