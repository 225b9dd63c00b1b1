// /alerts/unsubscribe: stop a player's alert emails from the link they carry
// (docs/league-rules.md#email-alerts; app/pages/alerts-unsubscribe.server.ts
// says why GET only asks and POST needs no sign-in).
import { Form } from "react-router";
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { loadUnsubscribePage, unsubscribeFromAlerts } from "~/pages/alerts-unsubscribe.server";
import type { Route } from "./+types/alerts-unsubscribe";

export const handle: RouteHandle = { title: "Email alerts" };

export function meta() {
  return pageMeta({
    title: "Stop email alerts",
    description: "Stop the league's alert emails.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadUnsubscribePage(await database(), new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeFromAlerts(await database(), new URL(request.url).searchParams);
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <div className="page narrow-page">
      {page.state === "bad-link" ? (
        <>
          <h1>This link does not work</h1>
          <p role="alert">{page.message}</p>
          <AccountButton />
        </>
      ) : page.state === "done" ? (
        <>
          <h1>Email alerts are off</h1>
          <p role="status">
            {page.name ? `${page.name} will` : "You will"} get no more alert emails from the league.
            You can turn them on again on your account page.
          </p>
          <AccountButton />
        </>
      ) : (
        <>
          <h1>Stop email alerts?</h1>
          <p>
            {page.name ?? "This player"}{" "}
            {page.anyOn
              ? "gets alert emails from the league about his team's games."
              : "gets no alert emails right now."}{" "}
            Turn them all off?
          </p>
          <Form method="post" action={page.action}>
            <button type="submit" className="button">
              Turn off all alerts
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** The way on from every answer of this page: the account page, where alerts are set. */
function AccountButton() {
  return (
    <p>
      <Link to="/account" className="button">
        My account
      </Link>
    </p>
  );
}
