// /signup/confirm?i&s: the link of a signup's confirmation email, without a
// sign-in (app/pages/signup-confirm.server.ts): opening it shows one Confirm
// button and changes nothing; the tap signs the player up, once, within
// 7 days, while the season still takes signups, and shows his welcome page.
import { Fragment } from "react";
import type { RouteHandle } from "~/components/chrome/page-title";
import { LinkForm, LinkRefused } from "~/components/availability/link-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { linkMethodNotAllowed } from "~/pages/signed-link-page.server";
import { confirmFromLink, loadConfirmPage, type ConfirmPage } from "~/pages/signup-confirm.server";
import type { Route } from "./+types/signup-confirm";

export const handle: RouteHandle = { title: "Confirm your signup" };

export function meta() {
  return pageMeta({ title: "Confirm your signup", description: "Confirm a season signup." });
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadConfirmPage(await database(), new URL(request.url).searchParams, now());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return linkMethodNotAllowed();
  return confirmFromLink(await database(), new URL(request.url).searchParams, now());
}

export default function SignupConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const page: ConfirmPage = actionData ?? loaderData;
  if (page.state === "refused") {
    return <LinkRefused title={page.title} message={page.message} next={SIGNUP} />;
  }
  return (
    <div className="page narrow-page">
      <h1>Confirm your signup</h1>
      {page.state === "ask" ? (
        <>
          <p>
            Sign <strong>{page.name}</strong> up for {page.season}
            {page.isNew ? " as a new player" : ""}? Nothing counts until you tap{" "}
            <strong>Confirm</strong>.
          </p>
          {page.details.length > 0 ? (
            <>
              <p>This is what was typed on the signup form:</p>
              <dl className="account-details">
                {page.details.map(({ label, value }) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
              <p className="muted small">
                Not what you asked for, or not you? Do not confirm: nothing is signed up.
              </p>
            </>
          ) : null}
        </>
      ) : null}
      {/* Confirmed, the tap goes on to his welcome page (/signup/all/{id}). */}
      <LinkForm
        action={page.action}
        button={page.state === "ask" ? "Confirm" : null}
        saved={null}
      />
    </div>
  );
}

const SIGNUP = { to: "/signup", label: "Sign up" };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
