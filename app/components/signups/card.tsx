// The signup card (docs/league-rules.md#signups-and-fees) on /account and the
// home page while a season takes signups. A signed-in player signs himself up
// with one button (a plain form post: it works before any script runs), then
// reads in the same place that he is signed up and whether his fee is paid.
// Anyone else gets the invitation to /signup.
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { SignupCardView } from "~/views/signup-card";
import { Link } from "~/components/link";

export function SignupCard({
  card,
  refusal,
}: {
  card: SignupCardView;
  /** Why the last tap was refused, said in the card. */
  refusal?: string;
}) {
  const signedUp = useRef<HTMLParagraphElement>(null);
  const was = useRef(card.state);
  useEffect(() => {
    // The button he tapped is gone: his answer takes its place and the focus.
    if (was.current === "open" && card.state === "signed-up") signedUp.current?.focus();
    was.current = card.state;
  }, [card.state]);

  if (card.state === "invite") {
    return (
      <section className="signup-card" aria-label="Signups">
        <p className="signup-card-title">
          <Link to="/signup">Signups for {card.seasonName} are open</Link>
        </p>
        <p className="muted">New and returning players: sign up to play.</p>
      </section>
    );
  }
  return (
    <section className="signup-card" aria-labelledby="signup-card-title">
      {card.state === "open" ? (
        <>
          <h2 id="signup-card-title" className="signup-card-title">
            Signups for {card.seasonName} are open
          </h2>
          {refusal ? (
            <p className="form-error" role="alert">
              {refusal}
            </p>
          ) : null}
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="signup" />
            <button type="submit" className="button">
              Sign up for {card.seasonName}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h2 id="signup-card-title" className="signup-card-title">
            Signups for {card.seasonName}
          </h2>
          <p ref={signedUp} tabIndex={-1} role="status" className="signup-card-done">
            {`You're signed up for ${card.seasonName}`}
          </p>
          {card.fee.map((sentence) => (
            <p key={sentence} className="signup-card-fee">
              {sentence}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
