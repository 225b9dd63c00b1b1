// /availability/remind?g&t&c&s: the captain's "remind the silent ones", from
// the link of his summary email, without a sign-in
// (app/pages/availability-links.server.ts: GET asks, POST sends).
import { Form } from "react-router";
import type { RouteHandle } from "~/components/chrome";
import { LinkGameCard, LinkRefused } from "~/components/availability-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import {
  loadRemindPage,
  remindSilentOnes,
  type RemindPage,
  linkMethodNotAllowed,
} from "~/pages/availability-links.server";
import type { Route } from "./+types/availability-remind";

export const handle: RouteHandle = { title: "Remind the silent ones" };

export function meta() {
  return pageMeta({
    title: "Remind the silent ones",
    description: "Remind the players who have not answered.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadRemindPage(await database(), new URL(request.url).searchParams, now());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return linkMethodNotAllowed();
  return remindSilentOnes(await database(), new URL(request.url).searchParams, now());
}

const players = (n: number) => `${n} player${n === 1 ? "" : "s"}`;

export default function AvailabilityRemind({ loaderData, actionData }: Route.ComponentProps) {
  const page: RemindPage = actionData ?? loaderData;
  if (page.state === "refused") return <LinkRefused title={page.title} message={page.message} />;
  return (
    <div className="page narrow-page">
      <h1>Remind the silent ones</h1>
      {page.state === "done" ? (
        <p role="status">Reminded {players(page.reminded ?? 0)}.</p>
      ) : (
        <p>
          {page.silent === 0
            ? `Every player of the ${page.teamName} has answered.`
            : `${players(page.silent)} of the ${page.teamName} ${page.silent === 1 ? "has" : "have"} not answered yet.`}
        </p>
      )}
      <LinkGameCard game={page.game} />
      {page.state === "ask" && page.silent > 0 ? (
        <Form method="post" action={page.action}>
          <button type="submit" className="button">
            Remind {players(page.silent)}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
