// /admin/players: every player with an Edit link, split into
// 'In Season N' (on a roster of the current season or signed up for it) and
// 'Previous Seasons' (everyone else), by last name; ?q= narrows both lists
// to names containing the text ('first last', any case).
import { Link } from "react-router";
import { requireAdmin } from "~/auth/viewer.server";
import { PlayersSearch, PlayersSection } from "~/components/admin/players-list";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminPlayerList } from "~/data/admin-players.server";
import { currentSeason } from "~/data/seasons.server";
import { database } from "~/db/index.server";
import { normalizeSearch, SEARCH_MAX } from "~/domain/signup";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-players";
import "~/components/admin/admin.css";
import "~/components/admin/players-signups.css";
import { fullName } from "~/domain/player-name";

export const handle: RouteHandle = { title: "Players" };

export function meta() {
  return [
    ...pageMeta({ title: "Admin: players", description: "Edit players' details." }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, SEARCH_MAX);
  const db = await database();
  const season = await currentSeason(db);
  // No season yet: nobody is "in" it (ids start at 1).
  const rows = await adminPlayerList(db, season?.id ?? 0, normalizeSearch(q));
  const item = (r: (typeof rows)[number], detail: string) => ({
    id: r.id,
    name: fullName(r),
    detail,
  });
  const savedId = params.get("saved");
  const saved = savedId ? rows.find((r) => r.id === savedId) : undefined;
  return {
    season: season ? { id: season.id, name: season.name } : null,
    q,
    saved: saved ? fullName(saved) : null,
    inSeason: rows
      .filter((r) => r.inSeason)
      .map((r) => item(r, r.teamName ?? "Signed up, no team yet")),
    previous: rows
      .filter((r) => !r.inSeason)
      .map((r) =>
        item(r, r.lastSeasonId === null ? "No season yet" : `Last: season ${r.lastSeasonId}`),
      ),
  };
}

export default function AdminPlayers({ loaderData }: Route.ComponentProps) {
  const { season, q, saved, inSeason, previous } = loaderData;
  const emptyText = q ? `No players match “${q}”.` : "No players.";
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>Players</h1>
      {saved ? (
        <p className="notice" role="status">
          Saved {saved}.
        </p>
      ) : null}
      <PlayersSearch q={q} />
      {season ? (
        <PlayersSection
          id="in-season"
          title={`In Season ${season.id}`}
          players={inSeason}
          emptyText={emptyText}
        />
      ) : null}
      <PlayersSection
        id="previous-seasons"
        title="Previous Seasons"
        players={previous}
        emptyText={emptyText}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
