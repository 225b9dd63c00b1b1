// `npm test`: type check, lint, unit + integration tests (PGlite and
// PostgreSQL), a production build, system tests on real server processes,
// the cluster tests (PostgreSQL + three instances + Caddy), then browser
// journeys; and a summary of what was skipped and what needed a retry.
//
// PostgreSQL: TEST_DATABASE_URL when it is set; else, when PostgreSQL's server
// binaries are installed, a throwaway server this script starts and stops
// (scripts/throwaway-postgres.mjs); else the tests that need it are skipped,
// and the summary says how many and why.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { retriedJourneys, skippedTests } from "./test-reports.mjs";
import { postgresBin, startThrowawayPostgres } from "./throwaway-postgres.mjs";

const REPORTS = "tmp/test-report";
/** Lines for the summary, printed at the end, also when a stage fails. */
const summary = [];

function printSummary() {
  if (summary.length === 0) return;
  console.log("\n▶ Summary");
  for (const line of summary) console.log(`  ${line}`);
}

/** Runs a stage; `after` reads its report, whether it passed or not. */
function run(title, command, args, { env = {}, after = () => {} } = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  after();
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

/** A Vitest stage, with its JSON report read back for the summary. */
function vitest(title, config) {
  const report = path.join(REPORTS, `${title.replace(/\W+/g, "-").toLowerCase()}.json`);
  rmSync(report, { force: true });
  const args = ["vitest", "run", ...(config ? ["--config", config] : [])];
  const reporters = ["--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  const after = () => {
    const skipped = skippedTests(report);
    if (skipped.length === 0) return;
    summary.push(`${title}: ${skipped.length} skipped`);
    // A few are named (a test that does not apply to PGlite); without PostgreSQL, many are.
    if (skipped.length <= 10) summary.push(...skipped.map((name) => `  ${name}`));
  };
  run(title, "npx", [...args, ...reporters], { after });
}

function ensureChromium() {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(chromePath)) return;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
      { stdio: "inherit" },
    );
    return;
  }
  console.error(
    `Chromium was not found at ${chromePath}. Install it (sudo apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

/** Sets TEST_DATABASE_URL to a throwaway server when it is unset and PostgreSQL is installed. */
async function findPostgres() {
  if (process.env.TEST_DATABASE_URL) {
    summary.push("PostgreSQL: TEST_DATABASE_URL");
    return;
  }
  const bin = postgresBin();
  if (!bin) {
    summary.push(
      "PostgreSQL: not installed (apt-get install postgresql), so every test that needs it was " +
        "skipped (counted below) and the cluster tests did not run",
    );
    return;
  }
  console.log(`\n▶ PostgreSQL: a throwaway server from ${bin}`);
  const postgres = await startThrowawayPostgres(bin);
  // Stopped however the run ends: success, a failed stage (process.exit) or ctrl-C.
  process.on("exit", postgres.stop);
  process.env.TEST_DATABASE_URL = postgres.url;
  summary.push(`PostgreSQL: a throwaway server from ${bin}`);
}

process.on("exit", printSummary);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
mkdirSync(REPORTS, { recursive: true });

run("Type check", "npx", ["react-router", "typegen"]);
run("Type check", "npx", ["tsc"]);
run("Lint (ESLint and Prettier)", "npm", ["run", "--silent", "lint"]);
await findPostgres();
vitest("Unit and integration tests");
run("Production build", "npx", ["react-router", "build"]);
vitest("System tests (built server processes)", "vitest.system.config.ts");
const caddy = process.env.CADDY_PATH ?? "/usr/bin/caddy";
if (process.env.TEST_DATABASE_URL && existsSync(caddy)) {
  vitest("Cluster tests (PostgreSQL, three instances, Caddy)", "vitest.cluster.config.ts");
} else {
  summary.push(
    "Cluster tests: not run; they need PostgreSQL and Caddy (apt-get install postgresql caddy)",
  );
}
ensureChromium();
const journeys = path.join(REPORTS, "journeys.json");
rmSync(journeys, { force: true });
run("Browser journeys", "npx", ["playwright", "test"], {
  env: { JOURNEYS_REPORT: journeys },
  after: () => {
    const retried = retriedJourneys(journeys);
    if (retried === null) return;
    summary.push(
      retried.length === 0
        ? "Browser journeys: no retry needed"
        : `Browser journeys: ${retried.length} needed a retry:`,
      ...retried.map((line) => `  ${line}`),
    );
  },
});
