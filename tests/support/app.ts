// The app's own server modules (loaders, actions, auth) on a throwaway
// database, as `npm start` would run them: for tests that call route actions
// with a signed-in cookie and then look at the database. One app per test
// file (the modules keep the database and auth instance process-wide).
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "~/db/connection.server";

export const TEST_NOW = "2026-11-22T17:00:00.000Z";
export const APP_ORIGIN = "http://localhost:3000";
/** BETTER_AUTH_SECRET of test apps and servers on PostgreSQL (never a real one). */
export const TEST_AUTH_SECRET = "test-only-secret-of-the-parish-league-0123456789";

export interface TestApp {
  db: Database;
  /** A Cookie header of a fresh session for this email (the user is created if needed). */
  cookieFor(email: string): Promise<string>;
  /** A request to the app, same-origin, with an optional cookie and form body. */
  request(
    urlPath: string,
    init?: { method?: string; form?: Record<string, string>; cookie?: string; ip?: string },
  ): Request;
}

export async function startApp(): Promise<TestApp> {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "league-app-"));
  process.env.NOW = TEST_NOW;
  process.env.APP_URL = APP_ORIGIN;
  process.env.ADMIN_EMAILS = "admin@example.org";
  delete process.env.SMTP_URL;
  // The demo league and accounts: a copy of the run's template when there is
  // one (fast), else made here as `npm start` and `npm run seed` make them.
  let seeded = false;
  if (process.env.TEST_DATABASE_URL) {
    const { createPostgresDatabase } = await import("./databases");
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL, "demo");
    process.env.DATABASE_URL = created.url;
    seeded = created.copied;
    // PostgreSQL requires a shared signing key (a fixed one: tests only).
    process.env.BETTER_AUTH_SECRET = TEST_AUTH_SECRET;
  } else {
    delete process.env.DATABASE_URL;
    const { copyPgliteTemplate } = await import("./databases");
    copyPgliteTemplate("demo", process.env.DATA_DIR);
  }
  const { prepareServer } = await import("~/startup.server");
  await prepareServer(() => {});
  const { database } = await import("~/db/index.server");
  const db = await database();
  if (process.env.DATABASE_URL && !seeded) {
    // prepareServer never seeds PostgreSQL: load the demo league as `npm run seed` does.
    const { generateDemoLeague } = await import("~/demo/generate");
    const { loadDemoLeague } = await import("~/demo/load.server");
    const { createDemoAccounts } = await import("~/demo/accounts.server");
    const { auth } = await import("~/auth/auth.server");
    await loadDemoLeague(db, generateDemoLeague({ now: new Date(TEST_NOW) }));
    await createDemoAccounts(await auth());
  }
  const { auth } = await import("~/auth/auth.server");
  const instance = await auth();

  return {
    db,
    async cookieFor(email) {
      const ctx = await instance.$context;
      let user = await ctx.internalAdapter.findUserByEmail(email).then((found) => found?.user);
      user ??= await ctx.internalAdapter.createUser(
        { email, name: email, emailVerified: true },
        { method: "admin" },
      );
      const password = randomBytes(12).toString("hex");
      const accounts = await ctx.internalAdapter.findAccounts(user.id);
      const credential = accounts.find((a) => a.providerId === "credential");
      const hash = await ctx.password.hash(password);
      if (credential) await ctx.internalAdapter.updatePassword(user.id, hash);
      else
        await ctx.internalAdapter.linkAccount({
          userId: user.id,
          providerId: "credential",
          accountId: user.id,
          password: hash,
        });
      const response = await instance.api.signInEmail({
        body: { email, password },
        asResponse: true,
      });
      return response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    },
    request(urlPath, init = {}) {
      const headers = new Headers({
        Origin: APP_ORIGIN,
        "x-league-client-ip": init.ip ?? "10.0.0.1",
      });
      if (init.cookie) headers.set("Cookie", init.cookie);
      const method = init.method ?? (init.form ? "POST" : "GET");
      return new Request(APP_ORIGIN + urlPath, {
        method,
        headers,
        body: init.form ? new URLSearchParams(init.form) : undefined,
      });
    },
  };
}
