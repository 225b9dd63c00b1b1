// Where a game's comments go. For now it invites the visitor to sign in; the
// accounts work fills #comments with the thread and the form.
import { Link } from "react-router";

export function GameComments({ gameId }: { gameId: string }) {
  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title" className="section-title">
        Comments
      </h2>
      <div id="comments">
        <p>
          <Link to={`/login?redirect=/games/${gameId}`}>Sign in to comment</Link>
        </p>
      </div>
    </section>
  );
}
