// `npm test`, in four steps, the first of stages side by side (they need
// nothing from each other):
//   1. type check, lint, the production build, and the unit + integration
//      tests (PGlite, and PostgreSQL where the engine matters);
//   2. the system tests on real server processes from that build;
//   3. the cluster tests (PostgreSQL + three instances + Caddy);
//   4. the browser journeys: they keep both cores busy, and some time what a
//      user waits for.
// Then a summary: what was skipped, what needed a retry, how long each stage
// and step took, the CPU the machine spent meanwhile, and the slowest files.
//
// PostgreSQL: TEST_DATABASE_URL when it is set; else, when PostgreSQL's server
// binaries are installed, a throwaway server this script starts and stops
// (scripts/throwaway-postgres.mjs); else the tests that need it are skipped,
// and the summary says how many and why.
import { execSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import {
  journeyFileTimes,
  retriedJourneys,
  skippedTests,
  vitestFileTimes,
} from "./test-reports.mjs";
import {
  JOURNEY_BROWSER,
  JOURNEY_BROWSER_PACKAGE,
  NOTIFYING_BROWSER,
  NOTIFYING_BROWSER_PACKAGE,
} from "./journey-browser.mjs";
import { postgresBin, startThrowawayPostgres } from "./throwaway-postgres.mjs";

const REPORTS = "tmp/test-report";
/** How many of each stage's slowest files the summary names. */
const SLOWEST = 5;
/** Lines for the summary, printed at the end, also when a stage fails. */
const summary = [];
/** Each step's wall time, the machine's CPU meanwhile, and its stages (wall time, slowest files). */
const steps = [];
const runStarted = Date.now();
const runBusy = machineBusySeconds();

/**
 * CPU seconds the whole machine has spent busy since it started (Linux:
 * /proc/stat's first line, all but idle and iowait, in 1/100 s), or null
 * elsewhere. A step's share counts everything it ran, browsers and database
 * servers included (a process's own count misses what its children did not
 * hand back), and anything else the machine did meanwhile.
 */
function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

function printSummary() {
  if (summary.length === 0 && steps.length === 0) return;
  console.log("\n▶ Summary");
  for (const line of summary) console.log(`  ${line}`);
  if (steps.length === 0) return;
  const cores = availableParallelism();
  const cpu = (ms, busy) =>
    busy === null
      ? ""
      : `  (CPU ${Math.round(busy)} s, ${Math.round((100 * busy) / (cores * (ms / 1000)))}% of ${cores} cores)`;
  console.log("  Time per step and its stages side by side (wall; the machine's CPU meanwhile):");
  const stages = steps.flatMap((s) => s.stages);
  const width = Math.max(
    ...steps.map((s) => s.title.length),
    ...stages.map((t) => t.title.length + 2),
  );
  for (const s of steps) {
    console.log(`    ${s.title.padEnd(width)}  ${minutes(s.ms).padStart(6)}${cpu(s.ms, s.busy)}`);
    if (s.stages.length < 2) continue;
    for (const t of s.stages) {
      const outcome = t.ok ? "" : "  FAILED";
      console.log(`      ${t.title.padEnd(width - 2)}  ${minutes(t.ms).padStart(6)}${outcome}`);
    }
  }
  const ms = Date.now() - runStarted;
  const busy = runBusy === null ? null : machineBusySeconds() - runBusy;
  console.log(`    ${"Whole run".padEnd(width)}  ${minutes(ms).padStart(6)}${cpu(ms, busy)}`);
  for (const t of stages) {
    if (!t.files?.length) continue;
    console.log(`  Slowest files, ${t.title} (${t.filesNote}):`);
    for (const f of t.files.slice(0, SLOWEST)) {
      console.log(`    ${seconds(f.ms).padStart(8)}  ${f.file}${f.note ? ` ${f.note}` : ""}`);
    }
  }
}

/**
 * Runs a command; its output goes straight through, or is kept and printed
 * when it ends (`buffered`: stages that run side by side). Resolves with its
 * exit status.
 */
function exec(command, args, { env = {}, buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    let output = "";
    if (buffered) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("error", (error) => {
      output += `${error.message}\n`;
      resolve({ status: 1, output });
    });
    child.on("close", (status) => resolve({ status: status ?? 1, output }));
  });
}

/**
 * A stage: one or more commands in turn. Its output goes straight through,
 * or, `buffered` (beside another stage), is printed when it ends. `after`
 * reads its reports (whether it passed or not) and may answer its slowest
 * files.
 */
async function stage(
  title,
  commands,
  { env = {}, after = () => undefined, buffered = false } = {},
) {
  if (!buffered) console.log(`\n▶ ${title}`);
  const started = Date.now();
  let status = 0;
  let output = "";
  for (const [command, ...args] of commands) {
    const result = await exec(command, args, { env, buffered });
    output += result.output;
    status = result.status;
    if (status !== 0) break;
  }
  const ms = Date.now() - started;
  if (buffered) console.log(`\n▶ ${title} (${seconds(ms)}, side by side with another)\n${output}`);
  const timing = { title, ms, ok: status === 0, ...(after() ?? {}) };
  if (status !== 0) console.error(`✖ ${title} failed`);
  return { status, timing };
}

/**
 * A step: stages side by side (each given as `(buffered) => stage(…)`), the
 * first streaming its output; a step of one stage goes by that stage's
 * title. Ends the run when one failed (the summary prints on exit).
 */
async function step(stages, title = undefined) {
  const started = Date.now();
  const busyBefore = machineBusySeconds();
  const results = await Promise.all(stages.map((start, i) => start(i > 0)));
  steps.push({
    title: title ?? results[0].timing.title,
    ms: Date.now() - started,
    busy: busyBefore === null ? null : machineBusySeconds() - busyBefore,
    stages: results.map((r) => r.timing),
  });
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status);
}

/** A Vitest stage, with its JSON report and per-file times read back for the summary. */
function vitest(title, config) {
  const name = title.replace(/\W+/g, "-").replace(/-+$/, "").toLowerCase();
  const report = path.join(REPORTS, `${name}.json`);
  const fileTimes = path.join(REPORTS, `${name}.files.json`);
  const args = ["vitest", "run", ...(config ? ["--config", config] : [])];
  const reporters = [
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    "--reporter=./tests/support/file-timings-reporter.ts",
  ];
  const after = () => {
    const skipped = skippedTests(report);
    if (skipped.length > 0) {
      summary.push(`${title}: ${skipped.length} skipped`);
      // A few are named (a test that does not apply to PGlite); without PostgreSQL, many are.
      if (skipped.length <= 10) summary.push(...skipped.map((test) => `  ${test}`));
    }
    return { files: vitestFileTimes(fileTimes), filesNote: "import, hooks and tests" };
  };
  return (buffered) => {
    rmSync(report, { force: true });
    rmSync(fileTimes, { force: true });
    return stage(title, [["npx", ...args, ...reporters]], {
      env: { FILE_TIMINGS: fileTimes },
      after,
      buffered,
    });
  };
}

function ensureChromium() {
  const missing = [
    [JOURNEY_BROWSER, JOURNEY_BROWSER_PACKAGE],
    [NOTIFYING_BROWSER, NOTIFYING_BROWSER_PACKAGE],
  ].filter(([file]) => !existsSync(file));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name).join(" ");
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing Debian's ${packages}…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
      { stdio: "inherit" },
    );
    return;
  }
  console.error(
    `Chromium was not found at ${missing.map(([file]) => file).join(" and ")}. Install it (sudo apt-get install ${packages}) or set CHROME_PATH and FULL_CHROME_PATH.`,
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

// Every temporary file of the run (test apps' and servers' data folders,
// seeds, browser profiles, the throwaway PostgreSQL) goes in one folder of its
// own, deleted when the run ends, however it ends: a test that forgets its
// folder cannot fill the disk over many runs (one run leaves gigabytes).
const runTmp = mkdtempSync(path.join(tmpdir(), "league-test-run-"));
// Open to every user, as /tmp is: PostgreSQL's server runs as its own.
chmodSync(runTmp, 0o1777);
process.env.TMPDIR = runTmp;

await findPostgres();
// After PostgreSQL's own handler, which stops it first.
process.on("exit", () => rmSync(runTmp, { recursive: true, force: true }));
// The unit and integration tests need neither the build nor the checks.
await step(
  [
    vitest("Unit and integration tests"),
    (buffered) =>
      stage(
        "Type check",
        [
          ["npx", "react-router", "typegen"],
          ["npx", "tsc"],
          // The service worker, with a worker's globals in place of a page's.
          ["npx", "tsc", "-p", "app/service-worker/tsconfig.json"],
        ],
        { buffered },
      ),
    (buffered) =>
      stage("Lint (ESLint and Prettier)", [["npm", "run", "--silent", "lint"]], { buffered }),
    (buffered) => stage("Production build", [["npx", "react-router", "build"]], { buffered }),
  ],
  "Checks, build, unit and integration tests",
);
const caddy = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const cluster = process.env.TEST_DATABASE_URL && existsSync(caddy);
if (!cluster) {
  summary.push(
    "Cluster tests: not run; they need PostgreSQL and Caddy (apt-get install postgresql caddy)",
  );
}
// One after the other: side by side (each on servers of its own) they took
// 4:10 where one after the other took 5:15, but a system test then lost a
// connection to its server (the cluster tests load the machine in bursts).
await step([vitest("System tests (built server processes)", "vitest.system.config.ts")]);
if (cluster) {
  await step([
    vitest("Cluster tests (PostgreSQL, three instances, Caddy)", "vitest.cluster.config.ts"),
  ]);
}
ensureChromium();
const journeys = path.join(REPORTS, "journeys.json");
rmSync(journeys, { force: true });
await step([
  (buffered) =>
    stage("Browser journeys", [["npx", "playwright", "test"]], {
      buffered,
      env: { JOURNEYS_REPORT: journeys },
      after: () => {
        const retried = retriedJourneys(journeys);
        if (retried !== null) {
          summary.push(
            retried.length === 0
              ? "Browser journeys: no retry needed"
              : `Browser journeys: ${retried.length} needed a retry:`,
            ...retried.map((line) => `  ${line}`),
          );
        }
        return { files: journeyFileTimes(journeys), filesNote: "all its journeys, every device" };
      },
    }),
]);
