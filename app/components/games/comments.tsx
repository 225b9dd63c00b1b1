// A decided game's comments (docs/league-rules.md#comments): signed-out
// visitors are invited to sign in, signed-in non-players are told only players
// may comment, and players write comments and replies (one level). Text is
// shown as text.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/link";
import type { CommentView } from "~/domain/games/comments";
import { COMMENT_MAX_LENGTH } from "~/domain/games/comment-limits";
import { formErrors, type FormReply } from "~/form-reply";
import type { Commenter } from "~/views/game";
import { TitledSection } from "~/components/chrome/titled-section";

const NON_PLAYER_TEXT =
  "Only players are allowed to comment at this time. If you are a player, make sure to use the email you signed up with.";

export function GameComments({
  gameId,
  comments,
  commenter,
}: {
  gameId: string;
  comments: CommentView[];
  commenter: Commenter;
}) {
  return (
    <TitledSection titleId="comments-title" title="Comments">
      <div id="comments" className="comments">
        {comments.length === 0 ? <p className="muted">No comments yet.</p> : null}
        <ol className="comment-list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <Comment comment={comment} />
              {comment.replies.length > 0 ? (
                <ol
                  className="comment-list comment-replies"
                  aria-label={`Replies to ${comment.author}`}
                >
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>
                      <Comment comment={reply} />
                    </li>
                  ))}
                </ol>
              ) : null}
              {commenter === "player" ? (
                <details className="comment-reply">
                  <summary>Reply</summary>
                  <CommentForm
                    gameId={gameId}
                    replyTo={comment.id}
                    label={`Reply to ${comment.author}`}
                  />
                </details>
              ) : null}
            </li>
          ))}
        </ol>
        {commenter === "player" ? (
          <CommentForm gameId={gameId} label="Add a comment" />
        ) : commenter === "non-player" ? (
          <p className="notice">{NON_PLAYER_TEXT}</p>
        ) : (
          <p>
            <Link to={`/login?redirect=/games/${gameId}`}>Sign in to comment</Link>
          </p>
        )}
      </div>
    </TitledSection>
  );
}

function Comment({ comment }: { comment: CommentView }) {
  return (
    <article className="comment" id={`comment-${comment.id}`}>
      <header className="comment-head">
        <Link to={`/players/${comment.playerId}`} className="comment-author">
          {comment.author}
        </Link>
        <time dateTime={comment.at} className="muted small">
          {comment.age}
        </time>
      </header>
      <p className="comment-text">{comment.text}</p>
    </article>
  );
}

function CommentForm({
  gameId,
  replyTo,
  label,
}: {
  gameId: string;
  replyTo?: string;
  label: string;
}) {
  const fetcher = useFetcher<FormReply>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const [error] = formErrors(fetcher.data?.result);
  const said = useRef<HTMLParagraphElement>(null);
  const fieldId = `comment-text-${replyTo ?? "new"}`;
  // Once a post is answered (the action redirects, the thread reloads), start
  // afresh; a refused one keeps its text. Only after a post: on the first
  // render this must not clear what was typed before the page's script ran.
  const posting = useRef(false);
  useEffect(() => {
    if (busy) {
      posting.current = true;
      return;
    }
    if (!posting.current) return;
    posting.current = false;
    if (!error) {
      form.current?.reset();
      // Written straight into the live region, so screen readers announce it.
      if (said.current) {
        said.current.textContent = replyTo ? "Your reply is posted." : "Your comment is posted.";
      }
    }
  }, [busy, error, replyTo]);

  return (
    <>
      {busy ? (
        <p className="comment-posting" role="status">
          <span className="spinner" aria-hidden="true" /> Posting…
        </p>
      ) : (
        <p className="visually-hidden" role="status" ref={said} />
      )}
      <CommentFields
        fetcher={fetcher}
        form={form}
        hidden={busy}
        gameId={gameId}
        replyTo={replyTo}
        label={label}
        fieldId={fieldId}
        error={error}
      />
    </>
  );
}

/** The form itself: hidden, not removed, while posting, so a refused post keeps its text. */
function CommentFields({
  fetcher,
  form,
  hidden,
  gameId,
  replyTo,
  label,
  fieldId,
  error,
}: {
  fetcher: ReturnType<typeof useFetcher<FormReply>>;
  form: React.RefObject<HTMLFormElement | null>;
  hidden: boolean;
  gameId: string;
  replyTo?: string;
  label: string;
  fieldId: string;
  error: string | undefined;
}) {
  return (
    <fetcher.Form
      method="post"
      action={`/games/${gameId}`}
      className="form comment-form"
      ref={form}
      hidden={hidden}
    >
      <input type="hidden" name="intent" value="comment" />
      {replyTo ? <input type="hidden" name="replyTo" value={replyTo} /> : null}
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        <textarea
          id={fieldId}
          name="text"
          rows={replyTo ? 2 : 3}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        {error ? (
          <p className="field-error" id={`${fieldId}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        {replyTo ? "Reply" : "Post"}
      </button>
    </fetcher.Form>
  );
}
