// /follow (docs/league-rules.md#push-notifications): what this device follows,
// to change in one place and stop in one tap. Its forms are plain posts that
// work without script; the Follow control of team and game pages posts here
// too before its island runs. A form redirects back here with `?done=`, which
// says what was done at the top of the page the person is looking at.
import { redirect } from "react-router";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FollowTeams } from "~/components/teams/follow-teams";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { followForm, loadFollowPage, type FollowFormOutcome } from "~/pages/follow.server";
import { deviceSubscriptionId, forgetDevice } from "~/push/device-cookie.server";
import type { Route } from "./+types/follow";

export const handle: RouteHandle = {
  hydrate: "never",
  islands: ["follow"],
  title: "Following",
};

export function meta() {
  return pageMeta({
    title: "Following on this device",
    description: "The teams this device gets notifications for: change them, or stop them all.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadFollowPage(await database(), await deviceSubscriptionId(request));
  const query = new URL(request.url).searchParams;
  const named = (id: string | null) => page.teams.find((t) => t.teamId === id)?.name ?? null;
  return {
    ...page,
    done: query.get("done"),
    team: named(query.get("team")),
    teamId: query.get("team"),
  };
}

function afterForm(outcome: FollowFormOutcome): string {
  const query = new URLSearchParams({ done: outcome.done });
  if ("team" in outcome && outcome.team) query.set("team", outcome.team);
  return `/follow?${query}`;
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await followForm(
    await database(),
    await deviceSubscriptionId(request),
    await request.formData(),
    now(),
  );
  const headers = outcome.done === "stopped" ? { "Set-Cookie": await forgetDevice() } : undefined;
  return redirect(afterForm(outcome), { headers });
}

/** What the form just did, in words, or null. */
function doneMessage(done: string | null, team: string | null): string | null {
  switch (done) {
    case "followed":
      return `Done: this device will be told when the ${team}’ games go live, end or move.`;
    case "unfollowed":
      return `This device no longer follows the ${team}.`;
    case "saved":
      return "Saved: this device follows the teams ticked below.";
    case "stopped":
      return "Stopped: this device gets no more notifications from the league.";
    case "not-subscribed":
      return "This device is not signed up for notifications yet: tap Follow beside a team first.";
    case "unreadable":
      return "That form could not be read. Try again.";
    case "unknown-team":
      return "No team of this season has that name any more: pick one below.";
    case "needs-permission":
      return `To follow the ${team} on this device, tap Follow ${team} below: your browser will ask to allow notifications.`;
    default:
      return null;
  }
}

export default function Follow({ loaderData }: Route.ComponentProps) {
  const { teams, following, done, team, teamId } = loaderData;
  const message = doneMessage(done, team);
  return (
    <div className="page follow-page">
      <div className="page-intro">
        <h1>Following on this device</h1>
        <p className="muted">
          A notification when a team you follow starts a game, when it ends, and when a game is
          postponed, moved or cancelled. Signed in, you also get your own availability reminders.
        </p>
      </div>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      {following === null ? (
        <>
          <p>This device follows no team yet. Tap a team to follow it.</p>
          {/* A form per team: each answer shows under the button tapped. */}
          <div className="follow-choices">
            {[...teams]
              .sort((a, b) => Number(b.teamId === teamId) - Number(a.teamId === teamId))
              .map((t) => (
                <FollowTeams key={t.teamId} teams={[t]} lead={false} afterFollow="/follow" />
              ))}
          </div>
          <noscript>
            <p>Notifications need this page’s script and a browser that can show them.</p>
          </noscript>
        </>
      ) : (
        <>
          <form method="post" className="follow-list">
            <input type="hidden" name="intent" value="teams" />
            <fieldset>
              <legend>Teams this device follows</legend>
              {teams.map((t) => (
                <label key={t.teamId} className="follow-choice">
                  <input
                    type="checkbox"
                    name="teams"
                    value={t.teamId}
                    defaultChecked={following.includes(t.teamId)}
                  />
                  {t.name}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="button">
              Save
            </button>
          </form>
          <form method="post" className="follow-stop" data-follow-stop>
            <input type="hidden" name="intent" value="stop" />
            <button type="submit" className="button button-secondary">
              Stop all notifications on this device
            </button>
          </form>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
