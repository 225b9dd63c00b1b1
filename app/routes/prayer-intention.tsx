// /prayer-intentions/:prayerId: one intention; unknown ids get the 404 page.
// Admins mark it prayed or new again here too
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
import type { Route } from "./+types/prayer-intention";
import { loadPrayer, setStatusAction } from "~/pages/prayer-intentions.server";

export const handle: RouteHandle = {
  hydrate: "signed-in",
  title: "Prayer Intention",
};

export function meta({ data }: Route.MetaArgs) {
  const from = data?.prayer.name;
  return pageMeta({
    title: "Prayer Intention",
    description: from
      ? `A prayer intention from ${from}, shared with our parish basketball community.`
      : "A prayer intention shared with our parish basketball community.",
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const shown = await loadPrayer(await database(), params.prayerId, {
    isAdmin: viewer?.isAdmin ?? false,
    at: now(),
  });
  shareWithVisitors(context, { changesAt: shown.agesChangeAt });
  return shown;
}

export async function action({ request }: Route.ActionArgs) {
  // The role before anything is read: signed out → /login, anyone else → /.
  await requireAdmin(request);
  return setStatusAction(await database(), await request.formData());
}

export default function PrayerIntention({ loaderData }: Route.ComponentProps) {
  const { prayer, newCount } = loaderData;
  return (
    <div className="page narrow-page prayer-page">
      <h1>Prayer Intention</h1>
      {newCount !== null ? <PrayerNewCounter count={newCount} /> : null}
      <PrayerCard prayer={prayer} linked={false} />
      <p className="prayer-links">
        <Link to="/prayer-intentions" className="button button-secondary">
          All prayer intentions
        </Link>
        <Link to="/prayer-intentions/new" className="button">
          Write a prayer intention
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
