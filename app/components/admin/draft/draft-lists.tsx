// The admin draft page's players: each paid signup waiting to be drafted as
// one button naming him and the team on the clock ("Draft Pat Murphy to the
// Saints"), and the unpaid ones with Mark paid (Admin → Signups' own action
// and write). Plain forms: they work before and without JavaScript. Each pick
// posts the pick number it shows, so a pick made meanwhile by someone else
// makes this one stale (refused) instead of giving the player to another team.
import { Form, useNavigation } from "react-router";
import type { AdminDraftView } from "~/views/admin-draft";

export function DraftAvailable({ view }: { view: AdminDraftView }) {
  const navigation = useNavigation();
  const pressed = navigation.state === "submitting" ? navigation.formData : undefined;
  const { next, available } = view;
  const canPick = next !== null && view.refused === null;
  return (
    <section aria-labelledby="draft-available-title">
      <h2 id="draft-available-title" className="section-title">
        Paid and waiting ({available.length})
      </h2>
      {available.length === 0 ? (
        <p className="empty">
          {view.nobody ?? "Nobody who has paid is waiting: mark a signup paid below to draft him."}
        </p>
      ) : (
        <ul className="admin-draft-list">
          {available.map((p) => (
            <li key={p.playerId}>
              {canPick ? (
                <Form method="post">
                  <input type="hidden" name="playerId" value={p.playerId} />
                  <input type="hidden" name="pick" value={next.pickNumber} />
                  <button
                    type="submit"
                    name="intent"
                    value="pick"
                    className="button admin-draft-pick"
                    disabled={pressed !== undefined}
                  >
                    {pressed?.get("playerId") === p.playerId ? "Drafting " : "Draft "}
                    {p.name} to the {next.teamName}
                  </button>
                </Form>
              ) : (
                <span>{p.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DraftUnpaid({ view }: { view: AdminDraftView }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (view.unpaid.length === 0) return null;
  return (
    <section aria-labelledby="draft-unpaid-title">
      <h2 id="draft-unpaid-title" className="section-title">
        Not paid yet ({view.unpaid.length})
      </h2>
      <p className="muted small">
        Only a paid signup can be drafted. Mark the fee paid here once it is in (Admin → Signups
        shows the same).
      </p>
      <ul className="admin-draft-list admin-draft-unpaid">
        {view.unpaid.map((p) => (
          <li key={p.signupId}>
            <span>{p.name}</span>
            {view.refused ? null : (
              <Form method="post">
                <input type="hidden" name="signupId" value={p.signupId} />
                <input type="hidden" name="paid" value="true" />
                <button
                  type="submit"
                  name="intent"
                  value="set-paid"
                  className="button button-secondary"
                  disabled={busy}
                  aria-label={`Mark paid: ${p.name}`}
                >
                  Mark paid
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
