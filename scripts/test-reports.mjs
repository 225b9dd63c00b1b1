// What `npm test`'s summary reads from the test runners' JSON reports.
import { existsSync, readFileSync } from "node:fs";

/** The tests a Vitest JSON report skipped, by full name (none without a report). */
export function skippedTests(report) {
  if (!existsSync(report)) return [];
  const { testResults } = JSON.parse(readFileSync(report, "utf8"));
  return testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => ["pending", "skipped", "todo"].includes(test.status))
    .map((test) => test.fullName);
}

/**
 * Every journey of a Playwright JSON report that ran more than once (a
 * retry), as "file › title [project]: outcome"; null without a report.
 */
export function retriedJourneys(report) {
  if (!existsSync(report)) return null;
  const retried = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.results.length <= 1) continue;
        const outcome = test.status === "flaky" ? "passed on retry" : "failed every try";
        retried.push(`${[...titles, spec.title].join(" › ")} [${test.projectName}]: ${outcome}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(report, "utf8")).suites) walk(suite, [suite.title]);
  return retried;
}

/**
 * A Vitest stage's files, slowest first, as { file, ms, note } (import,
 * hooks and tests: tests/support/file-timings-reporter.ts); none without
 * its report.
 */
export function vitestFileTimes(report) {
  if (!existsSync(report)) return [];
  return JSON.parse(readFileSync(report, "utf8"))
    .map(({ file, project, ms, state }) => ({
      file,
      ms,
      note: [project && `[${project}]`, state === "failed" && "FAILED"].filter(Boolean).join(" "),
    }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The journeys' spec files, slowest first, as { file, ms, note }: the time
 * their journeys ran on every device (retries included), summed; none
 * without a report.
 */
export function journeyFileTimes(report) {
  if (!existsSync(report)) return [];
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = files.get(spec.file) ?? { ms: 0, runs: 0 };
      for (const test of spec.tests) {
        for (const result of test.results) {
          if (result.status === "skipped") continue;
          file.ms += result.duration;
          file.runs += 1;
        }
      }
      files.set(spec.file, file);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(report, "utf8")).suites) walk(suite);
  return [...files.entries()]
    .map(([file, { ms, runs }]) => ({ file: `tests/e2e/${file}`, ms, note: `(${runs} runs)` }))
    .sort((a, b) => b.ms - a.ms);
}
