// /account: who is signed in, a link to his stats, his next games' answers
// and sub days (docs/league-rules.md#availability), his emails (players only,
// docs/league-rules.md#email-alerts), and Sign out.
import { Form, useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { requireUser } from "~/auth/viewer.server";
import { AccountAlerts } from "~/components/account-alerts";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { AccountAvailability } from "~/components/account-availability";
import { loadAccountPage, postAccount } from "~/pages/account.server";
import type { Route } from "./+types/account";

export const handle: RouteHandle = { title: "Account" };

export function meta() {
  return pageMeta({ title: "Your account", description: "Your account on the league website." });
}

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return loadAccountPage(await database(), viewer);
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  return postAccount(await database(), viewer, await request.formData());
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { firstName, name, email, playerId, alerts, availability } = loaderData;
  const [params] = useSearchParams();
  return (
    <div className="page narrow-page account-page">
      <h1>{firstName ? `Hi, ${firstName}!` : "Hi there!"}</h1>
      <dl className="account-details">
        <dt>Name</dt>
        <dd>{name}</dd>
        <dt>Email</dt>
        <dd>{email}</dd>
      </dl>
      {playerId ? (
        <p>
          <Link to={`/players/${playerId}`} className="button">
            View my Stats
          </Link>
        </p>
      ) : (
        <p className="muted">
          This email does not belong to a player. If you are a player, sign in with the email you
          signed up with.
        </p>
      )}
      {availability ? (
        <AccountAvailability
          {...availability}
          subDaysSaved={params.get("sub-days") === "saved" && !actionData}
          reply={actionData && "form" in actionData ? actionData : undefined}
        />
      ) : null}
      {alerts ? (
        <AccountAlerts
          alerts={alerts}
          email={email}
          saved={params.get("alerts") === "saved" && !actionData}
          lastResult={actionData && !("form" in actionData) ? actionData.result : undefined}
        />
      ) : null}
      <Form method="post" action="/logout">
        <button type="submit" className="button-secondary">
          Sign out
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
