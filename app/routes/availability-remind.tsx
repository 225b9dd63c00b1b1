// /availability/remind?g&t&c&s: the captain's "remind the silent ones", from
// the link of his summary email, without a sign-in
// (app/pages/availability-links.server.ts: GET asks, his tap posts and sends).
// A player gets at most one reminder about a game in 12 hours, however it is
// sent: the page says when the last one went and when the next may go.
import type { RouteHandle } from "~/components/chrome/page-title";
import { LinkForm, LinkGameCard, LinkRefused } from "~/components/availability/link-page";
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
  const waiting = page.silent - page.due;
  return (
    <div className="page narrow-page">
      <h1>Remind the silent ones</h1>
      <p>
        {page.silent === 0
          ? `Every player of the ${page.teamName} has answered.`
          : `${players(page.silent)} of the ${page.teamName} ${page.silent === 1 ? "has" : "have"} not answered yet.`}{" "}
        {page.lastRemindedAt
          ? `The last reminder about this game went ${page.lastRemindedAt}.`
          : "No reminder about this game has gone to the team yet."}
      </p>
      {waiting > 0 && page.nextRemindAt ? (
        <p>
          A player gets at most one reminder about a game in 12 hours:{" "}
          {page.due === 0
            ? `every silent player was reminded in the last 12 hours; the next reminder can go ${page.nextRemindAt}.`
            : `${players(waiting)} reminded in the last 12 hours can be reminded again from ${page.nextRemindAt}.`}
        </p>
      ) : null}
      <LinkGameCard game={page.game} />
      <LinkForm
        action={page.action}
        button={page.state === "ask" && page.due > 0 ? `Remind ${players(page.due)}` : null}
        saved={page.state === "done" ? `Reminded ${players(page.reminded ?? 0)}.` : null}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
