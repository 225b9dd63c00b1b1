// The slip lists (tests/slips/, tried by `npm run slips`) stay in step with
// the rules: each slip's text occurs exactly once in its file, and the slip
// changes it. A rule rewritten without its slips fails here, in a second,
// rather than when the slow slips run throws.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { Slip } from "../slips/slip";

const DIR = "tests/slips";
const lists = readdirSync(DIR).filter((f) => f.endsWith(".ts") && f !== "slip.ts");

describe("the slip lists", () => {
  it("has a list per room", () => {
    expect(lists.length).toBeGreaterThanOrEqual(20);
  });

  it.each(lists)(
    "%s: every slip's text occurs once in its file, and the slip changes it",
    async (list) => {
      const { slips } = (await import(pathToFileURL(path.resolve(DIR, list)).href)) as {
        slips: Slip[];
      };
      expect(slips.length).toBeGreaterThan(0);
      for (const slip of slips) {
        const text = readFileSync(slip.file, "utf8");
        expect(text.split(slip.find).length - 1, `${slip.file}: ${slip.slip}`).toBe(1);
        expect(slip.replace, slip.slip).not.toBe(slip.find);
      }
    },
  );
});
