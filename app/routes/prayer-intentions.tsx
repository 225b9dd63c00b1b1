// /prayer-intentions: every intention, newest first. Admins also see how many
// are new and mark each one prayed or new again
// (docs/league-rules.md#prayer-intentions).
import { Link } from "~/components/link";
import { getViewer, requireAdmin } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PrayerNewCounter } from "~/components/prayers/admin";
import { PrayerCard } from "~/components/prayers/card";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/prayer-intentions";
import { loadPrayerList, pageParam, setStatusAction } from "~/pages/prayer-intentions.server";

export const handle: RouteHandle = {
  hydrate: "signed-in",
  title: "Prayer Intentions",
};

export function meta() {
  return pageMeta({
    title: "Prayer Intentions",
    description:
      "Prayer intentions shared by our parish basketball community. Read them, pray for them, or write your own.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const list = await loadPrayerList(await database(), {
    isAdmin: viewer?.isAdmin ?? false,
    page,
    at: now(),
  });
  shareWithVisitors(context, { changesAt: list.agesChangeAt });
  return list;
}

export async function action({ request }: Route.ActionArgs) {
  // The role before anything is read: signed out → /login, anyone else → /.
  await requireAdmin(request);
  return setStatusAction(await database(), await request.formData());
}

export default function PrayerIntentions({ loaderData }: Route.ComponentProps) {
  const { prayers, page, pages, newCount } = loaderData;
  return (
    <div className="page narrow-page prayer-page">
      <h1>Prayer Intentions</h1>
      <div className="prayer-intro">
        <p>Please keep these intentions in your prayers.</p>
        <Link to="/prayer-intentions/new" className="button">
          Write a prayer intention
        </Link>
      </div>
      {newCount !== null ? <PrayerNewCounter count={newCount} /> : null}
      {prayers.length === 0 ? (
        <p className="empty">No prayer intentions yet. Be the first to write one.</p>
      ) : (
        <ul className="prayer-list">
          {prayers.map((prayer) => (
            <li key={prayer.id}>
              <PrayerCard prayer={prayer} linked />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="prayer-pages" aria-label="Pages of prayer intentions">
          {page > 1 ? (
            <Link to={page === 2 ? "/prayer-intentions" : `?page=${page - 1}`}>
              Newer intentions
            </Link>
          ) : (
            <span />
          )}
          <span className="muted small">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`?page=${page + 1}`}>Older intentions</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
