// The "Follow" control of team and game pages (docs/league-rules.md#push-notifications):
// a plain form to /follow, so it works before (and without) any script. The
// follow island (app/islands/follow.ts, through follow-device.ts) takes the
// tap over where the browser can show notifications: it asks for permission
// only then, subscribes this device and says the answer beside the button.
// On a page that hydrates, the component runs the same module itself.
import { useEffect, useRef } from "react";
import type { FollowableTeam } from "~/domain/push/follows";
import { enhanceFollowForm } from "./follow-device";

/**
 * One button per team, the signed-in player's own team first (`ownTeamId`).
 * The status line under the buttons is where the island answers a tap.
 * `lead={false}` leaves out the sentence saying what following sends (a page
 * that says it once for all its forms); `afterFollow` is the page the island
 * opens once a tap has followed, with `?done=followed&team=…` (where the page
 * itself shows what the device follows).
 */
export function FollowTeams({
  teams,
  ownTeamId = null,
  lead = true,
  afterFollow,
}: {
  teams: readonly FollowableTeam[];
  ownTeamId?: string | null;
  lead?: boolean;
  afterFollow?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) enhanceFollowForm(form.current);
  }, []);
  if (teams.length === 0) return null;
  const ordered = [...teams].sort(
    (a, b) => Number(b.teamId === ownTeamId) - Number(a.teamId === ownTeamId),
  );
  return (
    <form
      ref={form}
      method="post"
      action="/follow"
      className="follow-teams"
      data-follow
      data-after-follow={afterFollow}
    >
      <input type="hidden" name="intent" value="follow" />
      {lead ? (
        <p className="follow-teams-lead">
          Get a notification on this device when{" "}
          {ordered.length === 1 ? `the ${ordered[0]!.name}’` : "a team’s"} games go live, end or
          move.
        </p>
      ) : null}
      <div className="follow-teams-buttons">
        {ordered.map((team) => (
          <button
            key={team.teamId}
            type="submit"
            name="team"
            value={team.teamId}
            className="button button-secondary"
            data-team-name={team.name}
          >
            Follow {team.name}
          </button>
        ))}
      </div>
      <p className="follow-teams-status" role="status" aria-live="polite" />
    </form>
  );
}
