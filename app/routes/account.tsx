// /account: who is signed in, a link to his stats, and Sign Out.
import { Form, Link } from "react-router";
import { requireUser } from "~/auth/viewer.server";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/account";

export const handle: RouteHandle = { title: "Account" };

export function meta() {
  return pageMeta({ title: "Your account", description: "Your account on the league website." });
}

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return {
    firstName: viewer.player?.firstName ?? null,
    name: viewer.name,
    email: viewer.email,
    playerId: viewer.player?.id ?? null,
    isAdmin: viewer.isAdmin,
  };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { firstName, name, email, playerId } = loaderData;
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
      <Form method="post" action="/logout">
        <button type="submit" className="button-secondary">
          Sign Out
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
