// A signup made without signing in waits for the player's confirmation
// (docs/league-rules.md#signups-and-fees): it is emailed a signed link that
// works once, within CONFIRM_LINK_DAYS, and counts only once confirmed. Pure:
// the rules of a waiting signup's state, when its email may go again, how the
// page names the address it went to, and the email itself.
import { escapeHtml } from "~/domain/html-text";
import { LEAGUE_NAME } from "~/domain/league";

export const CONFIRM_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * DAY_MS;

/** What a waiting signup's link can still do at a moment. */
export type PendingSignupState = "waiting" | "confirmed" | "expired";

/**
 * Confirmed once it was confirmed (whenever that was); else waiting until
 * CONFIRM_LINK_DAYS after it was made, to the millisecond, then expired.
 */
export function pendingSignupState(
  pending: { createdAt: Date; confirmedAt: Date | null },
  at: Date,
): PendingSignupState {
  if (pending.confirmedAt !== null) return "confirmed";
  return at.getTime() < confirmLinkExpiresAt(pending.createdAt).getTime() ? "waiting" : "expired";
}

export function confirmLinkExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CONFIRM_LINK_MS);
}

/**
 * Whether a tap on Sign up for a signup still waiting sends its link again:
 * only once `gapMs` (the sign-in link limits' window) has passed since it was
 * last emailed, so taps in a row send one email. A time after `at` (another
 * instance's clock) waits too.
 */
export function mayEmailAgain(lastEmailedAt: Date, at: Date, gapMs: number): boolean {
  return at.getTime() - lastEmailedAt.getTime() >= gapMs;
}

/**
 * An address as the page may show it to whoever typed the signup: its first
 * character, •••, and its domain ('j•••@example.org'), enough for the player
 * to know which mailbox to look in, too little to learn his address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  const first = Array.from(email)[0]!;
  return `${first}•••${email.slice(at)}`;
}

/** The signup page's answer once the email is on its way (or went a moment ago). */
export function emailedSentence(email: string): string {
  return `We emailed ${maskEmail(email)}: tap the link to confirm.`;
}

/**
 * The answer to a new player's form that differs from a signup still waiting
 * for the same address (a name mistyped and fixed, say): the waiting one is
 * left as its email described it, and this one waits beside it, with its own
 * email and link (docs/league-rules.md#signups-and-fees).
 */
export function emailedAgainSentence(email: string): string {
  return `We emailed ${maskEmail(email)} again, with a new link for what you typed this time: tap the link in the newest email to confirm.`;
}

/** An address the confirmation can go to (records from outside the forms may have none). */
export function hasUsableEmail(email: string | null | undefined): email is string {
  return typeof email === "string" && /^[^@\s]+@[^@\s]+$/.test(email.trim());
}

export const NO_EMAIL_ON_RECORD =
  "We have no email for this player, so we cannot send him a link to confirm: ask an admin, who can add his signup on the admin signups page.";

export const confirmationSubject = (seasonName: string) => `Confirm your signup for ${seasonName}`;

/**
 * The confirmation email. It goes to an address that has confirmed nothing
 * yet, so it carries no text anyone typed on the site (no name, no phone:
 * whoever asked may not own the address): it says what was asked, for which
 * season, and gives the link; the link's page shows the details, and only
 * its Confirm button signs him up. The season's name is the admins'.
 */
export function confirmationEmail(input: { to: string; seasonName: string; url: string }) {
  const { seasonName, url } = input;
  const lines = [
    `Someone asked to sign up this address for ${seasonName} in the ${LEAGUE_NAME}.`,
    "Open this link to see what was asked; it counts only if you confirm it there:",
  ];
  const after = `The link works once, within ${CONFIRM_LINK_DAYS} days. If you did not ask for this, ignore this email: nothing is signed up.`;
  return {
    to: input.to,
    subject: confirmationSubject(seasonName),
    text: [...lines, "", url, "", after].join("\n"),
    html: `<p>${lines.map(escapeHtml).join("<br>")}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#14233f;color:#fff;border-radius:6px;text-decoration:none">See the signup</a></p>
<p>${escapeHtml(after)}</p>`,
  };
}
