// /availability/accept?g&t&p&s: the sub's "Yes, I'll play", from the link of
// his invitation email, without a sign-in
// (app/pages/availability-links.server.ts: GET asks, his tap posts and accepts,
// while he is still on the sub list for the day).
import type { RouteHandle } from "~/components/chrome/page-title";
import { LinkForm, LinkGameCard, LinkRefused } from "~/components/availability/link-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import {
  acceptFromLink,
  loadAcceptPage,
  type AcceptPage,
  linkMethodNotAllowed,
} from "~/pages/availability-links.server";
import type { Route } from "./+types/availability-accept";

export const handle: RouteHandle = { title: "Play as a sub" };

export function meta() {
  return pageMeta({ title: "Play as a sub", description: "Say yes to a team's invitation." });
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadAcceptPage(await database(), new URL(request.url).searchParams, now());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return linkMethodNotAllowed();
  return acceptFromLink(await database(), new URL(request.url).searchParams, now());
}

export default function AvailabilityAccept({ loaderData, actionData }: Route.ComponentProps) {
  const page: AcceptPage = actionData ?? loaderData;
  if (page.state === "refused") return <LinkRefused title={page.title} message={page.message} />;
  const inFor = `You're in for the ${page.teamName} on ${page.game.day}.`;
  return (
    <div className="page narrow-page">
      <h1>Play for the {page.teamName}?</h1>
      {page.state === "done" ? null : page.accepted ? (
        <p>{inFor}</p>
      ) : (
        <p>
          {page.firstName ? `${page.firstName}, the` : "The"} {page.teamName} need a player for this
          game. Nothing is recorded until you tap <strong>Yes, I&apos;ll play</strong>.
        </p>
      )}
      <LinkGameCard game={page.game} />
      <LinkForm
        action={page.action}
        button={page.state === "ask" && !page.accepted ? "Yes, I'll play" : null}
        saved={page.state === "done" ? inFor : null}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
