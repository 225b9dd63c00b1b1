// /players: the page of a default player (the current season's points leader,
// else the first player alphabetically), rendered in place rather than redirected.
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlayerPage } from "~/components/players/page";
import { database } from "~/db/index.server";
import { foundOr404 } from "~/http.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/players";
import { defaultPlayerId, playerPage } from "~/pages/player.server";
import type { PlayerPageData } from "~/views/player";
import { canEditPlayer } from "~/auth/viewer.server";

export const handle: RouteHandle = {
  hydrate: "never",
  islands: ["enhance"],
  title: (data) => (data as PlayerPageData | undefined)?.player.name ?? "Players",
};

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: "Players", description: "No players yet." });
  return pageMeta({
    title: loaderData.player.name,
    description: loaderData.description,
    og: { type: "profile" },
  });
}

const searchParamsOf = (request: Request) => new URL(request.url).searchParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = await database();
  const id = foundOr404(await defaultPlayerId(db), "No players yet");
  const [page, canEdit] = await Promise.all([
    playerPage(db, id, searchParamsOf(request).get("games"), searchParamsOf(request).get("stat")),
    canEditPlayer(request, id),
  ]);
  // canEdit stays outside the cached data: that is shared by every visitor.
  shareWithVisitors(context);
  return { ...foundOr404(page, "No players yet"), canEdit };
}

export default function Players({ loaderData }: Route.ComponentProps) {
  return (
    <PlayerPage
      data={loaderData}
      canEdit={loaderData.canEdit}
      note={
        <p className="stats-banner muted small">
          Showing {loaderData.player.name}. Find other players on the{" "}
          <Link to="/teams">team rosters</Link> or in the <Link to="/records">records</Link>.
        </p>
      }
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
