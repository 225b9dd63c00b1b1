// /prayer-intentions/new: anyone may write a prayer intention
// (docs/league-rules.md#prayer-intentions). A send redirects here with
// ?sent=<id>, which shows the thank-you.
import { Link } from "~/components/link";
import { retryAfterHeaders } from "~/auth/rate-limit.server";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PrayerForm } from "~/components/prayers/form";
import { clientIp } from "~/auth/client-ip.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/prayer-intention-new";
import { sendPrayerAction, sentPrayer } from "~/pages/prayer-intentions.server";

export const handle: RouteHandle = { title: "Prayer Intention" };

/** A refused send (429, rate limit) says when to try again. */
export const headers = retryAfterHeaders;

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: data?.sent ? "Prayer intention received" : "Write a Prayer Intention",
    description:
      "Share a prayer intention with our parish basketball community. Your name is optional.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("sent");
  return { sent: await sentPrayer(await database(), sent) };
}

export async function action({ request }: Route.ActionArgs) {
  return sendPrayerAction(await database(), await request.formData(), clientIp(request));
}

export default function PrayerIntentionNew({ loaderData, actionData }: Route.ComponentProps) {
  const { sent } = loaderData;
  if (sent) {
    return (
      <div className="page narrow-page prayer-page">
        <h1>Thank you</h1>
        <p className="notice" role="status">
          Your prayer intention was received. Our community will keep it in their prayers.
        </p>
        <p className="prayer-links">
          <Link to={`/prayer-intentions/${sent.id}`} className="button button-secondary">
            See your intention
          </Link>
          <Link to="/prayer-intentions" className="button button-secondary">
            See all prayer intentions
          </Link>
          <Link to="/prayer-intentions/new" className="button">
            Write another
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page narrow-page prayer-page">
      <h1>Write a Prayer Intention</h1>
      <p>
        Share what you would like us to pray for. It will be shown on the{" "}
        <Link to="/prayer-intentions">prayer intentions</Link> page with the name you give, or as
        Anonymous.
      </p>
      <PrayerForm lastResult={actionData?.result} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
