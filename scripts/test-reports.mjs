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
