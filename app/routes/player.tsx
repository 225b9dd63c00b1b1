// /players/{playerID}: career averages and game logs of one player
// (docs/league-rules.md#leaders-and-records).
import { useSearchParams } from "react-router";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlayerPage } from "~/components/players/page";
import { database } from "~/db/index.server";
import { foundOr404, idParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/player";
import { playerPage } from "~/pages/player.server";
import type { PlayerPageData } from "~/views/player";
import { canEditPlayer } from "~/auth/viewer.server";

export const handle: RouteHandle = {
  hydrate: "never",
  islands: ["enhance"],
  title: (data) => (data as PlayerPageData | undefined)?.player.name ?? "Player",
};

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: "Player not found", description: "No such player." });
  return pageMeta({
    title: loaderData.player.name,
    description: loaderData.description,
    og: { type: "profile" },
  });
}

const searchParamsOf = (request: Request) => new URL(request.url).searchParams;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParam(params.playerId);
  const db = await database();
  const [page, canEdit] = await Promise.all([
    playerPage(db, id, searchParamsOf(request).get("games"), searchParamsOf(request).get("stat")),
    canEditPlayer(request, id),
  ]);
  // canEdit stays outside the cached data: that is shared by every visitor.
  shareWithVisitors(context);
  return { ...foundOr404(page, "Player not found"), canEdit };
}

export default function Player({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // The edit form comes back here with ?saved=1.
  const saved = loaderData.canEdit && searchParams.get("saved") === "1";
  return (
    <PlayerPage
      data={loaderData}
      canEdit={loaderData.canEdit}
      note={
        saved ? (
          <p className="notice" role="status">
            Changes saved.
          </p>
        ) : null
      }
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
