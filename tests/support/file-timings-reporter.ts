// A Vitest reporter for `npm test`'s summary (scripts/test.mjs): how long
// each test file took, written as JSON to FILE_TIMINGS. Vitest's own JSON
// report times a file from its first test's start to its last test's end,
// which leaves out importing the file and its beforeAll hooks (where a system
// test starts its servers); this counts them: import, setup, hooks and tests.
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export default class FileTimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const target = process.env.FILE_TIMINGS;
    if (!target) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.collectDuration +
        d.setupDuration +
        d.duration;
      return {
        file: path.relative(process.cwd(), module.moduleId),
        project: module.project.name,
        ms: Math.round(ms),
        state: module.state(),
      };
    });
    writeFileSync(target, JSON.stringify(files, null, 1));
  }
}
