// The sign-in email: a plain-text body (what most clients show in previews)
// and a small HTML version with one button.
import { escapeHtml } from "~/domain/html-text";
import { LEAGUE_NAME } from "~/domain/league";
import type { Email } from "./mailer.server";

export const SIGN_IN_SUBJECT = `Your sign-in link for the ${LEAGUE_NAME}`;

export function signInLinkEmail(to: string, url: string, minutesValid: number): Email {
  return {
    to,
    subject: SIGN_IN_SUBJECT,
    text: [
      `Sign in to the ${LEAGUE_NAME} website with this link:`,
      "",
      url,
      "",
      `It works once, within ${minutesValid} minutes. If you did not ask for it, ignore this email.`,
    ].join("\n"),
    html: `<p>Sign in to the ${escapeHtml(LEAGUE_NAME)} website:</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#14233f;color:#fff;border-radius:6px;text-decoration:none">Sign in</a></p>
<p>It works once, within ${minutesValid} minutes. If you did not ask for it, ignore this email.</p>`,
  };
}
