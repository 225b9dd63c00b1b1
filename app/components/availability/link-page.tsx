// What the signed-link pages of availability emails share
// (app/pages/availability-links.server.ts): the game they are about, the one
// form that acts (a plain POST, so it works without JavaScript, and only on
// the reader's tap), what it saved, and a refusal (a bad link, a closed game,
// someone no longer captain, a sub no longer on the list).
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import type { LinkGame } from "~/views/availability-link";
import { SaveStatus } from "~/components/save-status";

export function LinkGameCard({ game }: { game: LinkGame }) {
  return (
    <p className="card">
      <strong>{game.matchup}</strong>
      <br />
      {game.day} at {game.time}
      <br />
      {game.place}
      <br />
      <Link to={`/games/${encodeURIComponent(game.gameId)}`}>Game page</Link>
    </p>
  );
}

/**
 * The page's form: posts to the link's own address (`action`) when the
 * reader taps `button` (none: nothing left to do). Below it a live region,
 * always there, says "Saving…" while the post is on its way, then what the
 * server saved (`saved`).
 */
export function LinkForm({
  action,
  button,
  saved,
  children,
}: {
  action: string;
  button: string | null;
  saved: string | null;
  children?: ReactNode;
}) {
  const saving = useNavigation().state === "submitting";
  return (
    <Form method="post" action={action} className="link-form">
      {children}
      {button ? (
        <button type="submit" className="button" disabled={saving}>
          {button}
        </button>
      ) : null}
      <SaveStatus message={saving ? "Saving…" : saved} error={null} />
    </Form>
  );
}

/** The whole page of a refused link, with the way on (by default the schedule). */
export function LinkRefused({
  title,
  message,
  next = { to: "/schedule", label: "Schedule" },
}: {
  title: string;
  message: string;
  next?: { to: string; label: string };
}) {
  return (
    <div className="page narrow-page">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={next.to} className="button">
          {next.label}
        </Link>
      </p>
    </div>
  );
}
