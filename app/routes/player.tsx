// /players/{playerID}: career averages and game logs of one player (SPEC 3 "Player view").
import { cachedPageData } from "~/data/page-cache.server";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlayerPage } from "~/components/player-page";
import { database } from "~/db/index.server";
import { foundOr404, idParam } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/player";
import { loadPlayerPage, type PlayerPageData, withOpenSeasonLogs } from "./player.server";

export const handle: RouteHandle = {
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

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = idParam(params.playerId);
  const db = await database();
  const page = await cachedPageData(db, `player:${id}`, () => loadPlayerPage(db, id));
  return withOpenSeasonLogs(foundOr404(page, "Player not found"), request);
}

export default function Player({ loaderData }: Route.ComponentProps) {
  return <PlayerPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
