// Loads the demo league: `npm run seed` (or `npx tsx scripts/seed.ts`).
//   --reset       empty the database first (league data AND users/sessions)
//   --seed <n>    another demo league (default: DEFAULT_DEMO_SEED)
//   --seasons <n> completed seasons before the current one (default 3, at
//                 most 60): seasons 1..n are complete and n+1 is current. The
//                 app finds the current season by its flag, so a 20-season
//                 league (current season 21) works like the classic one
//                 (current season 4). Used by `npm run bench` for history.
// The database is PGlite in DATA_DIR (default ./data) or PostgreSQL when
// DATABASE_URL is set; with DATABASE_URL, BETTER_AUTH_SECRET is required as
// for the server (checked before anything is written). NOW (an ISO date) pins
// "now", which places season 4.
//
// Only one process may own a PGlite folder: stop the server before seeding
// the embedded database, and start it again afterwards.
import { databaseTarget, env } from "../app/config.server";
import { openDatabase } from "../app/db/connection.server";
import { createAuth } from "../app/auth/auth.server";
import { authSecret } from "../app/auth/secret.server";
import { createDemoAccounts } from "../app/demo/accounts.server";
import { generateDemoLeague } from "../app/demo/generate";
import { clearLeagueData, isDatabaseEmpty, loadDemoLeague } from "../app/demo/load.server";

interface SeedArgs {
  reset: boolean;
  seed: number | undefined;
  seasons: number | undefined;
}

function parseArgs(argv: string[]): SeedArgs {
  const args: SeedArgs = { reset: false, seed: undefined, seasons: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const option = arg?.match(/^--(seed|seasons)(?:=(.*))?$/);
    if (arg === "--reset") args.reset = true;
    else if (option) {
      const name = option[1] as "seed" | "seasons";
      const value = option[2] ?? argv[++i];
      const n = Number(value);
      if (!Number.isInteger(n)) throw new Error(`--${name} needs a whole number, got '${value}'.`);
      args[name] = n;
    } else
      throw new Error(
        `Unknown argument '${arg}'. Usage: seed [--reset] [--seed <n>] [--seasons <n>]`,
      );
  }
  return args;
}

async function main(): Promise<number> {
  const started = performance.now();
  const { reset, seed, seasons } = parseArgs(process.argv.slice(2));
  const config = env();
  // The demo accounts are made through better-auth, which needs the key: on
  // PostgreSQL refuse now rather than after the league is loaded.
  if (!config.embedded) authSecret();
  const now = config.NOW ? new Date(config.NOW) : new Date();
  const target = databaseTarget();
  const where = "url" in target ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${target.dir}`;
  const league = generateDemoLeague({
    now,
    seed,
    phase: config.DEMO_PHASE,
    historySeasons: seasons,
  });
  const database = await openDatabase(target);
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      if (!reset) {
        console.error(
          `The database (${where}) already holds a league. Run 'npm run seed -- --reset' to erase it (users and sessions too) and load the demo league.`,
        );
        return 1;
      }
      await clearLeagueData(database.db);
    }
    await loadDemoLeague(database.db, league);
    await createDemoAccounts(createAuth(database.db));
  } finally {
    await database.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Demo league loaded into ${where}: ${league.teams.length} teams, ${league.players.length} players, ` +
      `${league.seasons.length} seasons, ${league.games.length} games, ${league.gameStats.length} stat lines (now ${now.toISOString()}, ${seconds}s).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
