// A signup made signed out counts once the player confirms it
// (docs/league-rules.md#signups-and-fees): for tests that make one through
// the route modules, the newest confirmation link emailed to an address
// (read from the outbox) and its Confirm pressed, as the player would.
import { and, desc, eq, like } from "drizzle-orm";
import { emailOutbox } from "~/db/schema";
import type { TestApp } from "./app";

/** The path and query of the newest confirmation link emailed to this address. */
export async function emailedConfirmLink(app: TestApp, email: string): Promise<string> {
  const [mail] = await app.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.dedupeKey, "signup-confirm:%")))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`No confirmation link emailed to ${email}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** Presses Confirm on that link's page; returns the welcome page it goes on to. */
export async function confirmEmailedSignup(app: TestApp, email: string): Promise<string> {
  const { action } = await import("~/routes/signup-confirm");
  const link = await emailedConfirmLink(app, email);
  const answered = await action({
    request: app.request(link, { form: {} }),
    params: {},
    context: {},
  } as never);
  const welcome = answered instanceof Response ? answered.headers.get("Location") : null;
  if (!welcome) throw new Error(`Confirming ${link} answered ${JSON.stringify(answered)}`);
  return welcome;
}
