// The returning-player search results: one row per player with a Sign up button
// (a plain POST form, so it works without JavaScript), or a disabled
// 'Signed Up' button when the player is already in this season (one signup per
// season), or 'Waiting for his confirmation' while the link emailed to him for
// this season's signup is still good (docs/league-rules.md#signups-and-fees).
import { Form } from "react-router";
import { NO_PLAYERS_FOUND } from "~/domain/signups/signup";
import { fullName } from "~/domain/people/name";

export interface SignupSearchRow {
  id: string;
  firstName: string;
  lastName: string;
  signedUp: boolean;
  /** A signup for him waits for his confirmation (its link still good). */
  waiting: boolean;
  lastSeasonId: number | null;
}

export function SignupSearchResults({
  rows,
  busyPlayerId,
}: {
  rows: SignupSearchRow[];
  /** The player whose Sign up is being sent right now (disables that button). */
  busyPlayerId: string | null;
}) {
  if (rows.length === 0) return <p className="empty">{NO_PLAYERS_FOUND}</p>;
  return (
    <ul className="signup-results" aria-label="Players found">
      {rows.map((row) => {
        const nameId = `player-${row.id}`;
        return (
          <li key={row.id} className="signup-result">
            <div className="signup-result-name">
              <span id={nameId}>{fullName(row)}</span>
              {!row.signedUp && !row.waiting && row.lastSeasonId !== null ? (
                <span className="muted small">Last season: {row.lastSeasonId}</span>
              ) : null}
            </div>
            {row.signedUp ? (
              <button
                type="button"
                className="button button-secondary"
                disabled
                aria-describedby={nameId}
              >
                Signed Up
              </button>
            ) : row.waiting ? (
              <span className="signup-waiting">Waiting for his confirmation</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="signup" />
                <input type="hidden" name="playerId" value={row.id} />
                <button
                  type="submit"
                  className="button"
                  aria-describedby={nameId}
                  disabled={busyPlayerId === row.id}
                >
                  Sign up
                </button>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
