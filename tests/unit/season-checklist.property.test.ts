// A season's checklist (app/domain/season/checklist.ts): whatever the
// season's facts, the steps come in the league's order, the next step is one
// still to take, a closed season has none, and the words agree with the counts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextChecklistStep, seasonChecklist, type ChecklistFacts } from "~/domain/season/checklist";

const facts: fc.Arbitrary<ChecklistFacts> = fc
  .record({
    state: fc.constantFrom("upcoming", "current", "completed", "closed" as const),
    teams: fc.nat(20),
    registrationOpen: fc.boolean(),
    signups: fc.nat(120),
    rostered: fc.nat(120),
    drafted: fc.boolean(),
    games: fc.nat(200),
    unresolvedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    undraftedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    champion: fc.option(fc.constant("Saints"), { nil: null }),
  })
  .map(({ unresolvedShare, undraftedShare, ...f }) => {
    // A closed season has every game's result and takes no signups (the state machine).
    const closed = f.state === "closed";
    return {
      ...f,
      registrationOpen: closed ? false : f.registrationOpen,
      gamesWithoutResult: closed ? 0 : Math.floor(f.games * unresolvedShare),
      undrafted: Math.floor(f.signups * undraftedShare),
      gameDays: f.games > 0 ? "Sat, Jan 16 – Sun, Apr 18" : null,
    };
  });

describe("season checklist", () => {
  it("lists the seven steps in the league's order, each said in a sentence", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const steps = seasonChecklist(f);
        expect(steps.map((s) => s.key)).toEqual([
          "teams",
          "signups",
          "schedule",
          "draft",
          "make-current",
          "play",
          "close",
        ]);
        for (const s of steps) expect(s.words).toMatch(/^[A-Z0-9].*\.$/);
      }),
    );
  });

  it("offers as next a step still to take, Play before Close while games are being played", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const steps = seasonChecklist(f);
        const next = nextChecklistStep(steps);
        if (next === null) {
          expect(steps.some((s) => s.status === "to-do")).toBe(false);
          return;
        }
        expect(next.status === "to-do" || next.key === "play").toBe(true);
        // Nothing to do comes before it, but a step under way.
        const before = steps.slice(0, steps.indexOf(next));
        expect(before.every((s) => s.status !== "to-do")).toBe(true);
        if (next.key === "close") {
          expect(f.gamesWithoutResult).toBe(0);
        }
      }),
    );
  });

  it("a closed season has no next step; a season with open signups never offers Signups", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const next = nextChecklistStep(seasonChecklist(f));
        if (f.state === "closed" && f.teams >= 2 && f.games > 0) expect(next).toBeNull();
        if (f.registrationOpen) expect(next?.key).not.toBe("signups");
      }),
    );
  });

  it("says how many games have a result, as the counts say", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const play = seasonChecklist(f).find((s) => s.key === "play")!;
        if (f.games === 0) expect(play.words).toBe("No games yet.");
        else expect(play.words).toContain(`${f.games - f.gamesWithoutResult} of ${f.games}`);
        expect(play.status === "done").toBe(f.games > 0 && f.gamesWithoutResult === 0);
      }),
    );
  });
});
