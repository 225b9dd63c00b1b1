// One team's roster in one season for admins: remove a player, choose the
// captain among the roster, and add one of the season's paid signups who are
// on no team yet. Plain forms with one button each: they work
// without JavaScript and are easy to hit on a phone.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

interface RosterRow {
  id: string;
  name: string;
  jerseyNumber: number | null;
  isCaptain: boolean;
}

interface SignupRow {
  id: string;
  name: string;
  jerseyNumber: number | null;
}

function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting" ? navigation.formData : undefined;
}

/** A form of one button that posts `intent` for one player; it waits while that player's change is sent. */
function PlayerButton({
  playerId,
  intent,
  className,
  label,
  confirmFirst,
  children,
}: {
  playerId: string;
  intent: string;
  className: string;
  label: string;
  /** Asked before posting; No posts nothing. */
  confirmFirst?: string;
  children: ReactNode;
}) {
  const busy = useBusy();
  return (
    <Form method="post">
      <input type="hidden" name="playerId" value={playerId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={className}
        aria-label={label}
        disabled={busy?.get("playerId") === playerId}
        onClick={
          confirmFirst
            ? (event) => {
                if (!confirm(confirmFirst)) event.preventDefault();
              }
            : undefined
        }
      >
        {children}
      </button>
    </Form>
  );
}

export function RosterTable({ teamName, roster }: { teamName: string; roster: RosterRow[] }) {
  if (roster.length === 0) return <p className="empty">No players on {teamName} yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`Roster of ${teamName}`}>
      <table className="table roster-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">
              #
            </th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {roster.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                {p.name}
                {p.isCaptain ? <span className="roster-captain"> (C)</span> : null}
              </th>
              <td className="num">{p.jerseyNumber ?? ""}</td>
              <td>
                <PlayerButton
                  playerId={p.id}
                  intent="remove"
                  className="button-secondary roster-button"
                  label={`Remove ${p.name}`}
                  // A stray tap courtside should not drop a player (or the captain).
                  confirmFirst={`Remove ${p.name} from the roster?`}
                >
                  Remove
                </PlayerButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CaptainForm({
  roster,
  captainId,
}: {
  roster: RosterRow[];
  captainId: string | null;
}) {
  const busy = useBusy();
  return (
    <Form method="post" className="roster-captain-form" key={captainId ?? "none"}>
      <div className="field">
        <label htmlFor="captainId">Captain</label>
        <select id="captainId" name="captainId" defaultValue={captainId ?? ""}>
          <option value="">No captain</option>
          {roster.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        name="intent"
        value="captain"
        className="button"
        disabled={busy?.get("intent") === "captain"}
      >
        Save captain
      </button>
    </Form>
  );
}

export function AddPlayerList({
  seasonId,
  teamName,
  available,
}: {
  seasonId: number;
  teamName: string;
  available: SignupRow[];
}) {
  if (available.length === 0) {
    return (
      <p className="empty">
        No paid signups of season {seasonId} without a team. Mark signups paid on the signups page.
      </p>
    );
  }
  return (
    <ul className="roster-add-list">
      {available.map((p) => (
        <li key={p.id}>
          <span>
            {p.name}
            {p.jerseyNumber !== null ? <span className="muted"> #{p.jerseyNumber}</span> : null}
          </span>
          <PlayerButton
            playerId={p.id}
            intent="add"
            className="button roster-button"
            label={`Add ${p.name} to ${teamName}`}
          >
            Add
          </PlayerButton>
        </li>
      ))}
    </ul>
  );
}
