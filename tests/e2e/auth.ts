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

/** Signs the demo admin in on `url`'s /login and waits to land on `target`. */
export async function signInAdmin(page: Page, url: string, target: string) {
  await page.goto(`${url}/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel("Email").fill(DEMO_ADMIN);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${url}${target}`, { timeout: 20_000 });
}

/**
 * Signs in on /login and waits for the landing: `redirect` when given, else
 * /admin for the demo admin (not a player) and /account for everyone else.
 */
export async function signInWithPassword(page: Page, email: string, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const landing = redirect ?? (email === DEMO_ADMIN ? "/admin" : "/account");
  await expect(page).toHaveURL(new RegExp(`${landing}$`.replace("?", "\\?")), {
    timeout: 20_000,
  });
}

/** The newest email delivered to this address after `since` (ms), waiting for it to arrive. */
export async function latestEmailTo(email: string, since: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  const suffix = `-${email.toLowerCase()}.eml`;
  while (Date.now() < until) {
    const files = safeList(MAIL_DIR)
      .filter((f) => f.endsWith(suffix))
      .map((f) => path.join(MAIL_DIR, f))
      .filter((f) => statSync(f).mtimeMs >= since - 1000)
      .sort();
    const newest = files.at(-1);
    if (newest) return simpleParser(readFileSync(newest));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email to ${email} arrived in ${MAIL_DIR} within ${timeoutMs} ms`);
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
