// `npm test`: type check, lint and the production build (side by side: none
// needs another), unit + integration tests (PGlite, and PostgreSQL where the
// engine matters), system tests on real server processes, the cluster tests
// (PostgreSQL + three instances + Caddy), then browser journeys; and a
// summary: what was skipped, what needed a retry, how long each stage took
// and its slowest files.
//
// PostgreSQL: TEST_DATABASE_URL when it is set; else, when PostgreSQL's server
// binaries are installed, a throwaway server this script starts and stops
// (scripts/throwaway-postgres.mjs); else the tests that need it are skipped,
// and the summary says how many and why.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  journeyFileTimes,
  retriedJourneys,
  skippedTests,
  vitestFileTimes,
} from "./test-reports.mjs";
import { postgresBin, startThrowawayPostgres } from "./throwaway-postgres.mjs";

const REPORTS = "tmp/test-report";
/** How many of each stage's slowest files the summary names. */
const SLOWEST = 5;
/** Lines for the summary, printed at the end, also when a stage fails. */
const summary = [];
/** Each stage's wall time, CPU time (where it could be told) and slowest files. */
const timings = [];
const runStarted = Date.now();

/**
 * CPU seconds used so far by this script's finished child processes and
 * theirs (Linux: /proc/self/stat's cutime + cstime), or null elsewhere. On a
 * shared machine a stage's wall time says as much about the neighbours as
 * about the stage; its CPU time does not.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
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
  if (summary.length === 0 && timings.length === 0) return;
  console.log("\n▶ Summary");
  for (const line of summary) console.log(`  ${line}`);
  if (timings.length === 0) return;
  console.log("  Time per stage (wall; CPU of its processes where it ran alone):");
  const width = Math.max(...timings.map((t) => t.title.length));
  for (const t of timings) {
    const cpu = t.cpu === null ? "" : `  (CPU ${Math.round(t.cpu)} s)`;
    const outcome = t.ok ? "" : "  FAILED";
    console.log(`    ${t.title.padEnd(width)}  ${minutes(t.ms).padStart(6)}${cpu}${outcome}`);
  }
  const cpu = childCpuSeconds();
  console.log(
    `    ${"Whole run".padEnd(width)}  ${minutes(Date.now() - runStarted).padStart(6)}` +
      (cpu === null ? "" : `  (CPU ${Math.round(cpu)} s)`),
  );
  for (const t of timings) {
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
 * A stage: one or more commands in turn. `after` reads its reports (whether
 * it passed or not) and may answer its slowest files.
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
  if (buffered)
    console.log(`\n▶ ${title} (${seconds(ms)}, side by side with the others)\n${output}`);
  const timing = { title, ms, cpu: null, ok: status === 0 };
  timings.push(timing);
  Object.assign(timing, after() ?? {});
  if (status !== 0) console.error(`✖ ${title} failed`);
  return { status, timing };
}

/** Ends the run when a stage failed (the summary prints on exit). */
function stopOnFailure(...results) {
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status);
}

/** A stage that runs alone: its CPU time is its own. */
async function alone(title, commands, options) {
  const before = childCpuSeconds();
  const result = await stage(title, commands, options);
  const after = childCpuSeconds();
  if (before !== null && after !== null) result.timing.cpu = after - before;
  stopOnFailure(result);
}

/** A Vitest stage, with its JSON report and per-file times read back for the summary. */
function vitest(title, config) {
  const name = title.replace(/\W+/g, "-").replace(/-+$/, "").toLowerCase();
  const report = path.join(REPORTS, `${name}.json`);
  const fileTimes = path.join(REPORTS, `${name}.files.json`);
  rmSync(report, { force: true });
  rmSync(fileTimes, { force: true });
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
  return alone(title, [["npx", ...args, ...reporters]], {
    env: { FILE_TIMINGS: fileTimes },
    after,
  });
}

function ensureChromium() {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
  if (existsSync(chromePath)) return;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium-headless-shell package…");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell",
      { stdio: "inherit" },
    );
    return;
  }
  console.error(
    `Chromium was not found at ${chromePath}. Install it (sudo apt-get install chromium-headless-shell) or set CHROME_PATH.`,
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

// Three independent stages side by side: each is one process on one core
// most of the time, so together they take about as long as the longest.
console.log("\n▶ Type check, lint and production build, side by side");
const checksCpu = childCpuSeconds();
const checks = await Promise.all([
  stage(
    "Type check",
    [
      ["npx", "react-router", "typegen"],
      ["npx", "tsc"],
    ],
    { buffered: true },
  ),
  stage("Lint (ESLint and Prettier)", [["npm", "run", "--silent", "lint"]], { buffered: true }),
  stage("Production build", [["npx", "react-router", "build"]], { buffered: true }),
]);
if (checksCpu !== null) {
  summary.push(
    `Type check, lint and build ran side by side: ${Math.round(childCpuSeconds() - checksCpu)} s of CPU together`,
  );
}
stopOnFailure(...checks);
await findPostgres();
await vitest("Unit and integration tests");
await vitest("System tests (built server processes)", "vitest.system.config.ts");
const caddy = process.env.CADDY_PATH ?? "/usr/bin/caddy";
if (process.env.TEST_DATABASE_URL && existsSync(caddy)) {
  await vitest("Cluster tests (PostgreSQL, three instances, Caddy)", "vitest.cluster.config.ts");
} else {
  summary.push(
    "Cluster tests: not run; they need PostgreSQL and Caddy (apt-get install postgresql caddy)",
  );
}
ensureChromium();
const journeys = path.join(REPORTS, "journeys.json");
rmSync(journeys, { force: true });
await alone("Browser journeys", [["npx", "playwright", "test"]], {
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
});
