// /admin/players: every player with an Edit link, split into
// 'In Season N' (on a roster of the current season or signed up for it) and
// 'Previous Seasons' (everyone else), by last name; ?q= narrows both lists
// to names containing the text ('first last', any case).
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { PlayersSearch, PlayersSection } from "~/components/admin/signups/players-list";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-players";
import { loadAdminPlayers } from "~/pages/admin-players.server";
import "~/components/admin/admin.css";
import "~/components/admin/signups/players-signups.css";

export const handle: RouteHandle = { title: "Players" };

export function meta() {
  return [
    ...pageMeta({ title: "Admin: players", description: "Edit players' details." }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminPlayers(await database(), new URL(request.url).searchParams);
}

export default function AdminPlayers({ loaderData }: Route.ComponentProps) {
  const { season, q, saved, inSeason, previous } = loaderData;
  const emptyText = q ? `No players match “${q}”.` : "No players.";
  return (
    <AdminPage
      back={{ to: "/admin", label: "Admin" }}
      title="Players"
      answer={adminAnswer(null, saved ? `Saved ${saved}.` : null)}
    >
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
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
