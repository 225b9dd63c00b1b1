// What the server does once before it accepts requests: validate the
// environment (on PostgreSQL a shared BETTER_AUTH_SECRET is required), open
// and migrate the database, and create the demo league on the embedded
// database when it is empty. Never seeds a DATABASE_URL database.
import { env } from "./config.server";
import { log } from "./log.server";
import { now } from "./clock.server";
import { openAppDatabase } from "./db/index.server";
import { generateDemoLeague } from "./demo/generate";
import { auth } from "./auth/auth.server";
import { authSecret } from "./auth/secret.server";
import { createDemoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo/accounts.server";
import { refreshPlannerStatistics } from "./db/planner.server";
import { isDatabaseEmpty, loadDemoLeague } from "./demo/load.server";
import { provideAlertLinks } from "./data/game-alerts.server";
import { alertLinks } from "./email/unsubscribe-link.server";
import { provideAvailabilityEmailSettings } from "./data/availability-emails.server";
import { leagueEmailLinks } from "./email/availability-links.server";
import { watchLeagueVersion } from "./data/league-version.server";
import { dataFolderWarning } from "./db/private-files.server";

/** What the start did that its last lines tell (servingLines). */
export interface Prepared {
  /** The demo league and its accounts were created on this start. */
  demoCreated: boolean;
}

export async function prepareServer(
  say: (line: string) => void = (line) => log().info(line),
): Promise<Prepared> {
  const config = env();
  const shared = dataFolderWarning(config.dataDir);
  if (shared) log().warn(shared);
  // Before anything else: PostgreSQL needs the shared BETTER_AUTH_SECRET (on
  // PGlite the key is made in DATA_DIR on first use).
  if (!config.embedded) authSecret();
  const { db, kind, listen } = await openAppDatabase();
  // Alert emails are queued by the data layer, which reads no settings: it
  // gets the site's address and the unsubscribe signer here.
  provideAlertLinks(alertLinks());
  provideAvailabilityEmailSettings({
    links: leagueEmailLinks(),
    adminEmails: config.ADMIN_EMAILS,
  });
  const demoCreated = config.embedded && (await isDatabaseEmpty(db));
  if (demoCreated) {
    const started = Date.now();
    await loadDemoLeague(db, generateDemoLeague({ now: now(), phase: config.DEMO_PHASE }));
    await createDemoAccounts(await auth());
    say(`Created the demo league in ${Date.now() - started} ms.`);
  } else if (kind === "pglite") {
    // PGlite has no autovacuum: refresh the planner's statistics at each start.
    await refreshPlannerStatistics(db);
  }
  if (!config.embedded && config.ADMIN_EMAILS.length === 0) {
    say(
      "No ADMIN_EMAILS set: nobody can use the admin pages. Set ADMIN_EMAILS to a comma-separated list of admin emails.",
    );
  }
  // From here on the league version is known from the database's announcements.
  await watchLeagueVersion(db, listen);
  say(`Database: ${kind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL"}.`);
  return { demoCreated };
}

/**
 * The start's last lines, once the port is open: the address to open and,
 * when this start created the demo league, how to sign in to it (demo data
 * only: the README gives the same accounts).
 */
export function servingLines(port: number, { demoCreated }: Prepared): string[] {
  const lines = [`Serving the league at http://localhost:${port}`];
  if (demoCreated) {
    const accounts = DEMO_ACCOUNTS.map(({ email, name }) => `${email} (${name})`).join(", ");
    lines.push(`Demo accounts, password ${DEMO_PASSWORD}: ${accounts}.`);
  }
  return lines;
}
