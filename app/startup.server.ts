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
import { createDemoAccounts } from "./demo/accounts.server";
import { refreshPlannerStatistics } from "./db/planner.server";
import { isDatabaseEmpty, loadDemoLeague } from "./demo/load.server";
import { provideAlertLinks } from "./data/game-alerts.server";
import { alertLinks } from "./email/unsubscribe-link.server";
import { provideAvailabilityEmailSettings } from "./data/availability-emails.server";
import { leagueEmailLinks } from "./email/availability-links.server";
import { watchLeagueVersion } from "./data/league-version.server";

export async function prepareServer(
  say: (line: string) => void = (line) => log().info(line),
): Promise<void> {
  const config = env();
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
  if (config.embedded && (await isDatabaseEmpty(db))) {
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
}
