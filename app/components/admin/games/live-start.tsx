// Start live scoring, confirmed first (docs/league-rules.md#live-games): a
// start shows the game under "Live Now" at once, so the button only opens a
// confirmation step (?start=confirm, a plain link: it works without
// JavaScript) that says how early the start is. Only its Yes posts the start,
// with the confirmation the server insists on.
import { Link } from "~/components/link";
import { START_CONFIRMED, type LiveStartQuestion } from "~/domain/live/start";

export function LiveStart({
  gameId,
  question,
  confirming,
}: {
  gameId: string;
  question: LiveStartQuestion;
  /** The confirmation step (?start=confirm) rather than the button. */
  confirming: boolean;
}) {
  if (!confirming) {
    return (
      <div className="live-start">
        <Link to="?start=confirm" preventScrollReset className="button">
          Start live scoring
        </Link>
        <p className="field-hint">
          Tap the baskets as they go in: spectators follow the score on the game page and the home
          page. Finish turns the live score into this result form.
        </p>
      </div>
    );
  }
  return (
    <section className="live-start" aria-labelledby="live-start-title">
      <h2 id="live-start-title" className="section-title">
        Start live scoring?
      </h2>
      <p className={question.early ? "notice warn" : "notice"}>{question.text}</p>
      <form method="post" action={`/admin/games/${gameId}/live`} className="live-start-actions">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name={START_CONFIRMED.name} value={START_CONFIRMED.value} />
        <button type="submit" className="button">
          Yes, start live scoring
        </button>
        <Link to={`/admin/games/${gameId}`} preventScrollReset className="button-secondary">
          Cancel
        </Link>
      </form>
    </section>
  );
}
