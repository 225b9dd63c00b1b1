// /availability/invite?g&t&p&c&s: the captain invites a sub from the link of
// the "need a sub" email, without a sign-in
// (app/pages/availability-links.server.ts: GET asks, his tap posts and invites).
import type { RouteHandle } from "~/components/chrome/page-title";
import { LinkForm, LinkGameCard, LinkRefused } from "~/components/availability/link-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import {
  inviteFromLink,
  loadInvitePage,
  type InvitePage,
  linkMethodNotAllowed,
} from "~/pages/availability-links.server";
import type { Route } from "./+types/availability-invite";

export const handle: RouteHandle = { title: "Invite a sub" };

export function meta() {
  return pageMeta({ title: "Invite a sub", description: "Invite a sub to your team's game." });
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadInvitePage(await database(), new URL(request.url).searchParams, now());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return linkMethodNotAllowed();
  return inviteFromLink(await database(), new URL(request.url).searchParams, now());
}

export default function AvailabilityInvite({ loaderData, actionData }: Route.ComponentProps) {
  const page: InvitePage = actionData ?? loaderData;
  if (page.state === "refused") return <LinkRefused title={page.title} message={page.message} />;
  return (
    <div className="page narrow-page">
      <h1>Invite a sub</h1>
      {page.state === "done" ? null : (
        <p>
          {page.subName} is on the sub list for this day.
          {page.alreadyInvited
            ? " He has been invited already."
            : " Nothing is sent until you tap the button."}
        </p>
      )}
      <LinkGameCard game={page.game} />
      <LinkForm
        action={page.action}
        button={page.state === "ask" ? `Invite ${page.subName}` : null}
        saved={
          page.state !== "done"
            ? null
            : page.alreadyInvited
              ? `${page.subName} was already invited.`
              : `Invited ${page.subName}: he gets an email, and is In for the ${page.teamName} once he says yes.`
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
