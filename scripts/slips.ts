// `npm run slips`: does a slip in a rule get caught? Each slip in tests/slips/
// is one small, realistic mistake (a comparison flipped, a state dropped, home
// and away swapped, a stale key accepted, an exemption forgotten, a time window
// widened) written as a text to find in one file and what to put instead. The
// slip is applied, `vitest related <file> --run` runs the tests that import
// that file (the unit tests first; the integration tests too when those miss
// it), and the file is put back. A slip is caught when a test fails.
//
//   npm run slips                       every slip; exit 1 if one got through
//   npm run slips -- season game-story  only the lists tests/slips/<name>.ts
//   npm run slips -- --write            also writes each list's table in docs/testing.md
//
// Not part of `npm test`: each slip runs the tests near it (seconds to a
// minute), so the whole list takes a while. Run it after changing a rule or
// its tests.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Slip } from "../tests/slips/slip";

const SLIPS_DIR = "tests/slips";
const REPORT = "tmp/slips/vitest.json";
const DOC = "docs/testing.md";
const TABLE_START = "<!-- slips:start -->";
const TABLE_END = "<!-- slips:end -->";

interface Outcome {
  slip: Slip;
  list: string;
  caughtBy: string[];
}

const args = process.argv.slice(2);
const write = args.includes("--write");
const only = args.filter((a) => !a.startsWith("--"));

async function loadLists(): Promise<{ list: string; slips: Slip[] }[]> {
  const names = readdirSync(SLIPS_DIR)
    .filter((f) => f.endsWith(".ts") && f !== "slip.ts")
    .map((f) => f.replace(/\.ts$/, ""))
    .filter((name) => only.length === 0 || only.includes(name))
    .sort();
  const lists = [];
  for (const list of names) {
    const url = pathToFileURL(path.resolve(SLIPS_DIR, `${list}.ts`)).href;
    const module = (await import(url)) as { slips: Slip[] };
    lists.push({ list, slips: module.slips });
  }
  return lists;
}

/** The failed tests of the last run, as "file › test name". */
function failedTests(): string[] {
  let report: {
    testResults?: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { status: string; fullName: string }[];
    }[];
  };
  try {
    report = JSON.parse(readFileSync(REPORT, "utf8"));
  } catch {
    return [];
  }
  const failed: string[] = [];
  for (const file of report.testResults ?? []) {
    const short = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((t) => t.status === "failed");
    if (tests.length > 0) failed.push(...tests.map((t) => `${short} › ${t.fullName}`));
    else if (file.status === "failed") failed.push(`${short} (the file failed to run)`);
  }
  return failed;
}

function runRelated(file: string, project: "unit" | null): string[] {
  rmSync(REPORT, { force: true });
  const projectArgs = project ? ["--project", project] : [];
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "related",
      file,
      "--run",
      ...projectArgs,
      "--reporter=json",
      `--outputFile.json=${REPORT}`,
      "--passWithNoTests",
      // One failing test is enough to call the slip caught.
      "--bail=1",
    ],
    // PGlite only: a slip in a rule is the same slip on either database.
    { encoding: "utf8", env: { ...process.env, TEST_DATABASE_URL: "" } },
  );
  if (result.status === 0) return [];
  const failed = failedTests();
  return failed.length > 0 ? failed : [`vitest exited with ${result.status}`];
}

/** Applies one slip, runs the tests near it, and always puts the file back. */
function trySlip(slip: Slip): string[] {
  const original = readFileSync(slip.file, "utf8");
  const at = original.indexOf(slip.find);
  if (at < 0 || original.indexOf(slip.find, at + 1) >= 0) {
    throw new Error(
      `${slip.file}: the text of "${slip.slip}" must occur exactly once (found ${at < 0 ? "none" : "several"}); the rule changed, so update the slip`,
    );
  }
  const slipped = original.slice(0, at) + slip.replace + original.slice(at + slip.find.length);
  const restore = () => writeFileSync(slip.file, original);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      restore();
      process.exit(130);
    });
  }
  writeFileSync(slip.file, slipped);
  try {
    const byUnit = runRelated(slip.file, "unit");
    return byUnit.length > 0 ? byUnit : runRelated(slip.file, null);
  } finally {
    restore();
    process.removeAllListeners("SIGINT");
    process.removeAllListeners("SIGTERM");
  }
}

function table(outcomes: Outcome[]): string {
  const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");
  const rows = outcomes.map(({ slip, caughtBy }) => {
    const by = caughtBy.length === 0 ? "**not caught**" : caughtBy[0]!.replace(/^tests\//, "");
    const more = caughtBy.length > 1 ? ` (+${caughtBy.length - 1})` : "";
    return `| \`${slip.file.replace(/^app\/domain\//, "")}\` | ${cell(slip.slip)} | ${cell(by)}${more} |`;
  });
  return [
    "| Rule (`app/domain/…`) | Slip | Caught by (first failing test) |",
    "| --- | --- | --- |",
    ...rows,
  ].join("\n");
}

/**
 * Writes one list's table into docs/testing.md, in its own section (added
 * before the end marker the first time), as soon as the list is done: a long
 * run that is stopped keeps what it found.
 */
function writeListTable(list: string, outcomes: Outcome[]) {
  const doc = readFileSync(DOC, "utf8");
  const end = doc.indexOf(TABLE_END);
  if (doc.indexOf(TABLE_START) < 0 || end < 0) {
    throw new Error(`${DOC} has no ${TABLE_START} … ${TABLE_END}`);
  }
  const open = `<!-- slips:${list}:start -->`;
  const close = `<!-- slips:${list}:end -->`;
  const caught = outcomes.filter((o) => o.caughtBy.length > 0).length;
  const section = `${open}\n\n### ${list} (${caught} of ${outcomes.length} caught)\n\n${table(outcomes)}\n\n${close}`;
  const from = doc.indexOf(open);
  const updated =
    from >= 0
      ? doc.slice(0, from) + section + doc.slice(doc.indexOf(close) + close.length)
      : doc.slice(0, end) + section + "\n\n" + doc.slice(end);
  writeFileSync(DOC, updated);
  spawnSync("npx", ["prettier", "--write", "--log-level", "warn", DOC], { stdio: "inherit" });
}

mkdirSync(path.dirname(REPORT), { recursive: true });
const lists = await loadLists();
const outcomes: Outcome[] = [];
for (const { list, slips } of lists) {
  const listOutcomes: Outcome[] = [];
  for (const slip of slips) {
    const started = Date.now();
    const caughtBy = trySlip(slip);
    listOutcomes.push({ slip, list, caughtBy });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const verdict = caughtBy.length > 0 ? `caught by ${caughtBy[0]}` : "NOT CAUGHT";
    console.log(
      `${caughtBy.length > 0 ? "✓" : "✗"} [${list}] ${slip.slip} (${seconds} s): ${verdict}`,
    );
  }
  outcomes.push(...listOutcomes);
  if (write) writeListTable(list, listOutcomes);
}

const missed = outcomes.filter((o) => o.caughtBy.length === 0);
console.log(`\n${outcomes.length - missed.length} of ${outcomes.length} slips caught.`);
if (write) console.log(`Tables written to ${DOC}.`);
process.exit(missed.length > 0 ? 1 : 0);
