// Signing in during journeys: with the demo password, or by the emailed link
// read back from the local SMTP receiver's folder (its page's "Sign in"
// button signs in: opening the link alone spends nothing).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { MAIL_DIR } from "./support";

/** The demo accounts' password (README; app/demo/accounts.server.ts). */
export const DEMO_PASSWORD = "southie-hoops";

/** The demo admin, who is not a player (README). */
export const DEMO_ADMIN = "admin@example.org";

/**
 * Signs `email` in with the demo password, then opens `target` there.
 * `origin`: a server other than the context's baseURL.
 *
 * The login form's own post, sent through the page's cookie jar: the login
 * page itself is journeyed (typed into, tapped, with and without JavaScript)
 * in sign-in.spec.ts, and every other journey starts signed in without
 * walking it again (some ninety walks, a page load and a hydration each).
 */
export async function signIn(page: Page, email: string, target: string, origin = "") {
  const answer = await page.request.post(`${origin}/login`, {
    form: { email, password: DEMO_PASSWORD, redirect: target },
    maxRedirects: 0,
  });
  expect(answer.status(), `signing ${email} in`).toBe(302);
  expect(answer.headers().location, `signing ${email} in`).toBe(target);
  await page.goto(`${origin}${target}`);
  const { pathname, search } = new URL(page.url());
  expect(pathname + search, `${email} signed in, on ${target}`).toBe(target);
}

/** Signs the demo admin in on `url` and opens `target` there. */
export function signInAdmin(page: Page, url: string, target: string) {
  return signIn(page, DEMO_ADMIN, target, url);
}

/**
 * Signs in and opens `redirect` when given, else where the login form lands
 * him: /admin for the demo admin (not a player), /account for everyone else.
 */
export function signInWithPassword(page: Page, email: string, redirect?: string) {
  return signIn(page, email, redirect ?? (email === DEMO_ADMIN ? "/admin" : "/account"));
}

/** The files of the emails delivered to this address after `since` (ms), oldest first. */
function mailFilesTo(email: string, since: number): string[] {
  const suffix = `-${email.toLowerCase()}.eml`;
  return safeList(MAIL_DIR)
    .filter((f) => f.endsWith(suffix))
    .map((f) => path.join(MAIL_DIR, f))
    .filter((f) => statSync(f).mtimeMs >= since - 1000)
    .sort();
}

/** The newest email delivered to this address after `since` (ms), waiting for it to arrive. */
export async function latestEmailTo(email: string, since: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const newest = mailFilesTo(email, since).at(-1);
    if (newest) return simpleParser(readFileSync(newest));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email to ${email} arrived in ${MAIL_DIR} within ${timeoutMs} ms`);
}

/** The first `count` emails delivered to this address after `since` (ms), oldest first, waiting for them. */
export async function emailsTo(email: string, since: number, count: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = mailFilesTo(email, since);
    if (files.length >= count) {
      return Promise.all(files.slice(0, count).map((f) => simpleParser(readFileSync(f))));
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `Fewer than ${count} emails to ${email} arrived in ${MAIL_DIR} within ${timeoutMs} ms`,
  );
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The sign-in link in an email's plain text. */
export function linkIn(text: string | undefined): string {
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in the email: ${text}`);
  return link;
}

/**
 * Opens an emailed sign-in link and taps its page's one "Sign in" button
 * (only that POST spends the token; issue 26 §2).
 */
export async function followSignInLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();
}
