// /availability?g&p&a&s: a player's In / Out / Maybe from the link of a
// reminder email, without a sign-in (app/pages/availability-links.server.ts).
// Opening the link records nothing, and no script posts for him (mail
// scanners open every link of an email, some running its scripts, which
// would record all three answers): the page shows the answer he tapped in
// the email chosen, and his tap on "Save my answer" records it, as a plain
// form post that works without JavaScript.
import type { RouteHandle } from "~/components/chrome/page-title";
import { LinkForm, LinkGameCard, LinkRefused } from "~/components/availability/link-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { ANSWER_LABELS, ANSWERS } from "~/domain/availability/answers";
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
  const page: AnswerPage = actionData ?? loaderData;
  if (page.state === "refused") return <LinkRefused title={page.title} message={page.message} />;
  // Chosen: once saved, what was saved; before, the answer the link names, else the one held.
  const chosen = page.state === "done" ? page.current : (page.suggested ?? page.current);
  return (
    <div className="page narrow-page">
      <h1>
        {page.state === "done" ? `Thanks, ${page.firstName}` : `Are you in, ${page.firstName}?`}
      </h1>
      {page.state === "done" ? null : page.suggested ? (
        <p>
          You chose <strong>{ANSWER_LABELS[page.suggested]}</strong> in the email. It is not saved
          yet: tap <strong>Save my answer</strong> to confirm it, or choose another first.
        </p>
      ) : page.current ? (
        <p>
          Your answer now: {ANSWER_LABELS[page.current]}. Choose another and tap Save my answer to
          change it.
        </p>
      ) : (
        <p>
          Choose your answer and tap Save my answer: the {page.teamName} see the count, and the
          captain knows whether to find a sub.
        </p>
      )}
      <LinkGameCard game={page.game} />
      <LinkForm
        action={page.action}
        button="Save my answer"
        saved={page.message ? `Saved. ${page.message}` : null}
      >
        <fieldset className="link-answers">
          <legend>Your answer</legend>
          {ANSWERS.map((answer) => (
            <label key={answer}>
              <input
                type="radio"
                name="answer"
                value={answer}
                defaultChecked={chosen === answer}
                required
              />
              {ANSWER_LABELS[answer]}
            </label>
          ))}
        </fieldset>
      </LinkForm>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
