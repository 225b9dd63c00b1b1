// Which pages hydrate: one decision (app/page-scripts.tsx) from the routes'
// declarations and whether the viewer is signed in.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ISLANDS } from "~/island-names";
import { pageScripts, type ScriptsHandle } from "~/page-scripts";

const ROOT = undefined; // the root route declares nothing

describe("pageScripts", () => {
  it("a page that reads sends its islands and the menu, for a visitor and a signed-in player alike", () => {
    const records: ScriptsHandle = { hydrate: "never" };
    expect(pageScripts([ROOT, records], false)).toEqual({ hydrate: false, islands: ["menu"] });
    expect(pageScripts([ROOT, records], true)).toEqual({ hydrate: false, islands: ["menu"] });
    const schedule: ScriptsHandle = { hydrate: "never", islands: ["enhance", "live"] };
    expect(pageScripts([ROOT, schedule], false)).toEqual({
      hydrate: false,
      islands: ["menu", "live", "enhance"],
    });
  });

  it("a page with a signed-in player's controls hydrates for him only", () => {
    const game: ScriptsHandle = { hydrate: "signed-in", islands: ["live"] };
    expect(pageScripts([ROOT, game], false)).toEqual({ hydrate: false, islands: ["menu", "live"] });
    expect(pageScripts([ROOT, game], true)).toEqual({ hydrate: true });
  });

  it("a page that declares nothing hydrates (admin pages, forms)", () => {
    expect(pageScripts([ROOT, { title: "Admin" }], false)).toEqual({ hydrate: true });
    expect(pageScripts([ROOT, null], false)).toEqual({ hydrate: true });
    expect(pageScripts([ROOT], false)).toEqual({ hydrate: true });
  });

  it("only the page's own route decides; the islands of every route are sent, once, in one order", () => {
    const arbHandle = fc.record(
      {
        hydrate: fc.constantFrom("never" as const, "signed-in" as const),
        islands: fc.subarray([...ISLANDS]),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.array(arbHandle, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (handles, signedIn) => {
          const page = handles.at(-1)!;
          const decided = pageScripts(handles, signedIn);
          const reads = page.hydrate === "never" || (page.hydrate === "signed-in" && !signedIn);
          expect(decided.hydrate).toBe(!reads);
          if (decided.hydrate) return;
          const named = new Set(["menu", ...handles.flatMap((h) => h.islands ?? [])]);
          expect(decided.islands).toEqual(ISLANDS.filter((name) => named.has(name)));
        },
      ),
    );
  });
});
