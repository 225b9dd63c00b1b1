// The admin draft page's head: whose pick it is (number, round, team) and the
// last pick, with Undo. Undo asks no question: what it does is said on the
// button, and drafting the same player again puts it back as it was.
import { Form, useNavigation } from "react-router";
import type { AdminDraftView } from "~/views/admin-draft";

export function DraftClock({ view }: { view: AdminDraftView }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { next, last, refused } = view;
  return (
    <section className="admin-draft-clock" aria-labelledby="draft-clock-title">
      <h2 id="draft-clock-title" className="section-title">
        On the clock
      </h2>
      {!view.hasDraft ? (
        <p>Season {view.season.id} has no draft order yet.</p>
      ) : next ? (
        <p className="admin-draft-next">
          <strong>
            Pick {next.pickNumber} · round {next.round}
          </strong>{" "}
          <span>{next.teamName}</span>
        </p>
      ) : (
        <p>The draft order has no teams.</p>
      )}
      <p className="muted small">
        {view.picksMade === 0 ? "No pick made yet." : `${view.picksMade} picks made.`}
        {last
          ? ` Last: pick ${last.pickNumber}, ${last.playerName} to the ${last.teamName}.`
          : null}
      </p>
      {refused ? <p className="notice warn">{refused}</p> : null}
      {last && !refused ? (
        <Form method="post" className="admin-draft-undo">
          <input type="hidden" name="pick" value={last.pickNumber} />
          <button
            type="submit"
            name="intent"
            value="undo"
            className="button button-secondary"
            disabled={busy}
          >
            Undo last pick ({last.playerName})
          </button>
        </Form>
      ) : null}
    </section>
  );
}
