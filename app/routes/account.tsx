// /account: who is signed in, a link to his stats, his next games' answers,
// his signup while a season takes them (docs/league-rules.md#signups-and-fees),
// his sub days (docs/league-rules.md#availability), his emails (players only,
// docs/league-rules.md#email-alerts), and Sign out.
import { useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { requireUser } from "~/auth/viewer.server";
import { AccountAlerts } from "~/components/account/alerts";
import type { RouteHandle } from "~/components/chrome/page-title";
import { SignOutForm } from "~/components/chrome/site-menu";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { NextGames, SubDays } from "~/components/account/availability";
import { SignupCard } from "~/components/signups/card";
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
  const { firstName, name, email, playerId, alerts, availability, signup } = loaderData;
  const [params] = useSearchParams();
  const signupRefused = actionData && "signup" in actionData ? actionData.message : undefined;
  const formReply = actionData && !("signup" in actionData) ? actionData : undefined;
  // In the order a player uses them: his next game and answer, his signup,
  // his sub days, his email choices.
  return (
    <div className="page narrow-page account-page">
      <h1>{firstName ? `Hi, ${firstName}!` : "Hi there!"}</h1>
      <p className="account-who">
        <span className="visually-hidden">Signed in as </span>
        {name} · <span>{email}</span>
      </p>
      {playerId ? (
        <p>
          <Link to={`/players/${playerId}`} className="button button-secondary">
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
        <NextGames
          nextGames={availability.nextGames}
          reply={formReply && "form" in formReply ? formReply : undefined}
        />
      ) : null}
      {signup ? <SignupCard card={signup} refusal={signupRefused} /> : null}
      {availability ? (
        <SubDays
          days={availability.subDays}
          saved={params.get("sub-days") === "saved" && !actionData}
        />
      ) : null}
      {alerts ? (
        <AccountAlerts
          alerts={alerts}
          email={email}
          saved={params.get("alerts") === "saved" && !actionData}
          lastResult={formReply && !("form" in formReply) ? formReply.result : undefined}
        />
      ) : null}
      <SignOutForm className="button-secondary" />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
