// /availability?g&p&a&s: a player's In / Out / Maybe from the link of a
// reminder email, without a sign-in (app/pages/availability-links.server.ts).
// Opening the link records nothing (mail scanners prefetch every link of an
// email, which would record all three answers); this page's script posts the
// answer the link names once, on load, so one tap from the email is enough.
// Without JavaScript the named answer is highlighted and one more tap records it.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { RouteHandle } from "~/components/chrome";
import { LinkGameCard, LinkRefused } from "~/components/availability-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { ANSWER_LABELS, ANSWERS } from "~/domain/answers";
import { pageMeta } from "~/meta";
import {
  loadAnswerPage,
  postAnswer,
  type AnswerPage,
  linkMethodNotAllowed,
} from "~/pages/availability-links.server";
import type { Route } from "./+types/availability";

export const handle: RouteHandle = { title: "Are you in?" };

export function meta() {
  return pageMeta({ title: "Are you in?", description: "Your answer for your team's game." });
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadAnswerPage(await database(), new URL(request.url).searchParams, now());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return linkMethodNotAllowed();
  const form = await request.formData().catch(() => null);
  return postAnswer(await database(), new URL(request.url).searchParams, form, now());
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<AnswerPage>();
  const page: AnswerPage = fetcher.data ?? actionData ?? loaderData;
  const first = loaderData;
  const posted = useRef(false);
  useEffect(() => {
    // The one tap from the email: post the answer the link names, once.
    if (posted.current || first.state !== "ask" || !first.suggested) return;
    posted.current = true;
    void fetcher.submit({ answer: first.suggested }, { method: "post", action: first.action });
  }, [fetcher, first]);

  if (page.state === "refused") return <LinkRefused title={page.title} message={page.message} />;
  const pending = fetcher.state !== "idle";
  // The answer to highlight: the one recorded, else (before the tap) the one the link names.
  const shown = page.state === "done" ? page.current : (page.current ?? page.suggested);
  return (
    <div className="page narrow-page">
      <h1>
        {page.state === "done" ? `Thanks, ${page.firstName}` : `Are you in, ${page.firstName}?`}
      </h1>
      {page.message ? (
        <p role={page.state === "done" ? "status" : "alert"}>{page.message}</p>
      ) : pending ? (
        <p role="status">Saving your answer…</p>
      ) : page.current ? (
        <p>Your answer now: {ANSWER_LABELS[page.current]}. Tap another to change it.</p>
      ) : (
        <p>
          Tap your answer: the {page.teamName} see the count, and the captain knows whether to find
          a sub.
        </p>
      )}
      <LinkGameCard game={page.game} />
      <fetcher.Form method="post" action={page.action}>
        <div className="toggle" role="group" aria-label="Your answer">
          {ANSWERS.map((answer) => (
            <button
              key={answer}
              type="submit"
              name="answer"
              value={answer}
              aria-pressed={shown === answer}
              disabled={pending}
            >
              {ANSWER_LABELS[answer]}
            </button>
          ))}
        </div>
      </fetcher.Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
