// A signup made signed out waits for the player's confirmation
// (docs/league-rules.md#signups-and-fees). Two halves:
//
//   askConfirmation   the signup forms' (/signup/new, /signup/returning) tap:
//                     keeps the signup waiting and emails its link, within
//                     the sign-in link limits, and says where it went
//   /signup/confirm?i&s  the emailed link's page, in the one shape of signed
//                     links (./signed-link-page.server.ts): opening it (GET,
//                     HEAD) shows one Confirm button and changes nothing (mail
//                     scanners open every link); the tap writes the signup,
//                     once, while the link is under 7 days old and the season
//                     still takes signups, then goes on to his welcome page.
import { redirect } from "react-router";
import { limits, overLimit, type Refusal as LimitRefusal } from "~/auth/rate-limit.server";
import {
  askSignupConfirmation,
  confirmationOutlook,
  confirmPendingSignup,
  pendingSignupById,
  type PendingSignup,
  type SignupWho,
} from "~/data/pending-signups.server";
import { seasonWriteRefused } from "~/data/season-state.server";
import type { Database } from "~/db/connection.server";
import { signupConfirmUrl } from "~/email/signup-confirm-link.server";
import { formatHeight, jerseySizeLabel } from "~/domain/people/choices";
import { EMAIL_TAKEN, type NewPlayer } from "~/domain/signups/signup";
import {
  CONFIRM_LINK_DAYS,
  emailedAgainSentence,
  emailedSentence,
  pendingSignupState,
} from "~/domain/signups/confirmation";
import { refuse, signedLinkPage, type LinkPage } from "./signed-link-page.server";
import { fullName } from "~/domain/people/name";
import { shownText } from "~/domain/shown-text";

/** A second tap within this long of the last email sends none (the sign-in link limits' window). */
export const RESEND_AFTER_MS = limits.signInLinkPerEmail.minutes * 60_000;

type Asked = Awaited<ReturnType<typeof askSignupConfirmation>>;

/**
 * Keeps a signup waiting and emails its link: counted against the sign-in
 * link limits of that address (`signInLinkPerEmail`) whenever an email would
 * go. `sentence` says where it went ("We emailed j•••@example.org: …"), also
 * when a link went a moment ago and this tap sent none; "… again, with a new
 * link …" when a new player's form typed differently from one still waiting
 * made a signup of its own beside it.
 */
export async function askConfirmation(
  db: Database,
  input: { seasonId: number; who: SignupWho; at: Date },
): Promise<
  | { ok: true; sentence: string; emailed: boolean }
  | { ok: false; reason: "limited"; limit: LimitRefusal }
  | Exclude<Asked, { ok: true } | { reason: "limited" }>
> {
  const outlook = await confirmationOutlook(db, { ...input, resendAfterMs: RESEND_AFTER_MS });
  // Counted before the transaction: the limits' counters are rows of their own.
  const limit =
    outlook.wouldEmail && outlook.email
      ? await overLimit([["signInLinkPerEmail", outlook.email]])
      : null;
  const asked = await askSignupConfirmation(db, {
    ...input,
    resendAfterMs: RESEND_AFTER_MS,
    mayEmail: limit === null,
    confirmUrl: signupConfirmUrl,
  });
  if (asked.ok) {
    const sentence = (asked.beside ? emailedAgainSentence : emailedSentence)(asked.email);
    return { ok: true, sentence, emailed: asked.emailed };
  }
  if (asked.reason === "limited") return { ok: false, reason: "limited", limit: limit! };
  return asked;
}

// --- /signup/confirm: the emailed link's page ---------------------------------

export const BAD_CONFIRM_LINK =
  "This link is not valid: it may have been cut short when it was copied. Open it again from the email, or sign up again.";
export const CONFIRM_LINK_UNKNOWN = "This link names no signup: sign up again to get a new one.";
export const CONFIRM_LINK_EXPIRED = `This link has expired: a link to confirm a signup works for ${CONFIRM_LINK_DAYS} days, so sign up again to get a new one.`;
export const CONFIRM_LINK_SPENT = "This signup was confirmed already: its link works once.";
export const EMAIL_CHANGED =
  "This player's email has changed since this link was sent: sign up again, and the link goes to his email as it is now.";
export const FIELDS_REFUSED =
  "What was typed on the signup form no longer meets its rules: sign up again.";

/**
 * What the link's page shows of a new player's signup: every field his
 * record will get. The email only said that someone asked to sign up the
 * address (it carries no typed text); the page, opened by the address's
 * owner, is where he sees what was typed before he confirms it.
 */
function newPlayerDetails(p: NewPlayer): { label: string; value: string }[] {
  return [
    { label: "First name", value: shownText(p.firstName) },
    { label: "Last name", value: shownText(p.lastName) },
    { label: "Email", value: shownText(p.email) },
    { label: "Phone", value: shownText(p.phone) },
    { label: "Age", value: String(p.age) },
    { label: "Height", value: formatHeight(p.heightFeet, p.heightInches) ?? "" },
    { label: "Jersey size", value: jerseySizeLabel(p.jerseySize) },
  ];
}

const alreadySignedUp = (pending: PendingSignup) =>
  refuse(
    409,
    "Already signed up",
    `${fullName(pending)} is already signed up for Season ${pending.seasonId}.`,
  );

const confirmLink = signedLinkPage({
  kind: "confirmSignup",
  badLink: BAD_CONFIRM_LINK,
  async check(db, ids, _query, at) {
    const pending = await pendingSignupById(db, ids[0]!);
    if (!pending) return refuse(404, "Link not found", CONFIRM_LINK_UNKNOWN);
    const state = pendingSignupState(pending, at);
    // A confirmed one is what its own post leaves behind: `spent` refuses it before acting.
    if (state === "confirmed") return pending;
    if (state === "expired") return refuse(410, "This link has expired", CONFIRM_LINK_EXPIRED);
    const closed = await seasonWriteRefused(db, pending.seasonId, "signup");
    if (closed) return refuse(409, "Signups are closed", closed);
    return pending;
  },
  spent(pending) {
    if (pending.confirmedAt) return refuse(410, "Already confirmed", CONFIRM_LINK_SPENT);
    if (pending.signedUp) return alreadySignedUp(pending);
    if (pending.emailTaken) return refuse(409, "Email already in the league", EMAIL_TAKEN);
    if (pending.emailChanged) return refuse(409, "Email changed", EMAIL_CHANGED);
    return null;
  },
  async act(tx, pending, ids, _form, at) {
    const done = await confirmPendingSignup(tx, ids[0]!, at);
    if (done.ok) return done;
    switch (done.reason) {
      case "spent":
        return refuse(410, "Already confirmed", CONFIRM_LINK_SPENT);
      case "already-signed-up":
        return alreadySignedUp(pending);
      case "email-taken":
        return refuse(409, "Email already in the league", EMAIL_TAKEN);
      case "fields-refused":
        return refuse(409, "Sign up again", FIELDS_REFUSED);
      case "email-changed":
        return refuse(409, "Email changed", EMAIL_CHANGED);
      case "season-refused":
        return refuse(409, "Signups are closed", done.message);
      case "unknown-player":
        return refuse(404, "Link not found", CONFIRM_LINK_UNKNOWN);
    }
  },
  show(pending, done) {
    const season = `Season ${pending.seasonId} (${pending.seasonName})`;
    return {
      name: fullName(pending),
      season,
      isNew: pending.newPlayer !== null,
      details: pending.newPlayer ? newPlayerDetails(pending.newPlayer) : [],
      /** After the tap: his welcome page, where the tap leads. */
      welcomeHref: done ? `/signup/all/${done.playerId}` : null,
    };
  },
});

export type ConfirmPage = LinkPage<{
  name: string;
  season: string;
  isNew: boolean;
  /** A new player's record as Confirm will write it, every field (a returning player's: none). */
  details: { label: string; value: string }[];
  welcomeHref: string | null;
}>;

export const loadConfirmPage = confirmLink.load;

/**
 * The Confirm tap: a refusal is answered on the link's page; a confirmation
 * goes on to his welcome page, the page every signup ends on. Answering it
 * in place would send the page with the link's status as it now is, spent
 * (a document post's answer takes its loader's 410), and a reload would post
 * again.
 */
export async function confirmFromLink(db: Database, query: URLSearchParams, at: Date) {
  const answered = await confirmLink.post(db, query, null, at);
  const page = answered.data;
  if (page.state === "done" && page.welcomeHref) return redirect(page.welcomeHref);
  return answered;
}
