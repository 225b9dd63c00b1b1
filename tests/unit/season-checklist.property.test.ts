// A season's checklist (app/domain/season/checklist.ts): whatever the
// season's facts, the steps come in the league's order, each step's status is
// the one docs/league-rules.md#seasons ("The checklist and the questions")
// gives those facts (an oracle written here from the rule's words), the next
// step is the first to do (Play under way before Close), a closed season has
// none, and the words agree with the counts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  nextChecklistStep,
  seasonChecklist,
  type ChecklistFacts,
  type ChecklistStepKey,
  type ChecklistStepStatus,
} from "~/domain/season/checklist";

const facts: fc.Arbitrary<ChecklistFacts> = fc
  .record({
    state: fc.constantFrom("upcoming", "current", "completed", "closed" as const),
    teams: fc.oneof(fc.constantFrom(0, 1, 2), fc.nat(20)),
    registrationOpen: fc.boolean(),
    signups: fc.oneof(fc.constant(0), fc.nat(120)),
    rostered: fc.oneof(fc.constant(0), fc.nat(120)),
    drafted: fc.boolean(),
    games: fc.oneof(fc.constantFrom(0, 1), fc.nat(200)),
    unresolved: fc.constantFrom("none", "some", "all" as const),
    undrafted: fc.constantFrom("none", "some" as const),
    champion: fc.option(fc.constant("Saints"), { nil: null }),
    followedIfClosed: fc.boolean(),
    makeCurrentRefusal: fc.option(
      fc.constant("Season 5 cannot be made current yet: season 4 still has 3 games to play."),
      { nil: null },
    ),
  })
  .map(({ unresolved, undrafted, followedIfClosed, ...f }) => {
    // A closed season has every game's result and takes no signups (the
    // state machine); it may have no teams or games (an imported season).
    const closed = f.state === "closed";
    const without = unresolved === "none" ? 0 : unresolved === "all" ? f.games : f.games - 1;
    return {
      ...f,
      registrationOpen: closed ? false : f.registrationOpen,
      // The current season is followed; a closed one may be the current one.
      followed: f.state === "current" || (closed && followedIfClosed),
      gamesWithoutResult: closed ? 0 : Math.max(0, without),
      undrafted: undrafted === "none" ? 0 : Math.max(1, Math.floor(f.signups / 3)),
      gameDays: f.games > 0 ? "Sat, Jan 16 – Sun, Apr 18" : null,
    };
  });

/** Each step's status, from the rule's words. */
function expectedStatus(f: ChecklistFacts): Record<ChecklistStepKey, ChecklistStepStatus> {
  const results = f.games - f.gamesWithoutResult;
  const pastUpcoming = f.state !== "upcoming";
  const over = f.state === "completed" || f.state === "closed";
  return {
    // "a season needs at least two" teams
    teams: f.teams >= 2 ? "done" : "to-do",
    // Under way while open; done once signups were taken, or the season moved past them.
    signups: f.registrationOpen
      ? "under-way"
      : f.signups > 0 || f.rostered > 0 || f.games > 0 || pastUpcoming
        ? "done"
        : "to-do",
    // "done once every signup is on a roster, or once results come in"
    draft: over || (f.rostered > 0 && (f.undrafted === 0 || results > 0)) ? "done" : "to-do",
    // Made: a draft kept, or games published from one.
    schedule: f.games > 0 || f.drafted ? "done" : "to-do",
    // Published: games stored.
    publish: f.games > 0 ? "done" : "to-do",
    "make-current": pastUpcoming ? "done" : "to-do",
    // Done when every game has a result; under way while games are being played.
    play: f.games > 0 && f.gamesWithoutResult === 0 ? "done" : results > 0 ? "under-way" : "to-do",
    close: f.state === "closed" ? "done" : "to-do",
  };
}

const ORDER: ChecklistStepKey[] = [
  "teams",
  "signups",
  "draft",
  "schedule",
  "publish",
  "make-current",
  "play",
  "close",
];

describe("season checklist", () => {
  it("lists the eight steps in the league's order, each said in a sentence", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const steps = seasonChecklist(f);
        expect(steps.map((s) => s.key)).toEqual(ORDER);
        for (const s of steps) expect(s.words).toMatch(/^[A-Z0-9].*\.$/);
      }),
    );
  });

  it("gives every step the status the facts give it, and meets each status of each step", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(facts, (f) => {
        const actual = Object.fromEntries(seasonChecklist(f).map((s) => [s.key, s.status]));
        const expected = expectedStatus(f);
        expect(actual).toEqual(expected);
        for (const key of ORDER) seen.add(`${key}: ${expected[key]}`);
      }),
      { numRuns: 1000, seed: 7 },
    );
    const possible = [
      ...ORDER.flatMap((k) => [`${k}: done`, `${k}: to-do`]),
      "signups: under-way",
      "play: under-way",
    ];
    expect(possible.filter((p) => !seen.has(p))).toEqual([]);
  });

  it("offers as next the first step to do, Play before Close while games are being played; none once closed", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(facts, (f) => {
        const steps = seasonChecklist(f);
        const status = expectedStatus(f);
        const firstToDo = ORDER.find((k) => status[k] === "to-do") ?? null;
        let expected: ChecklistStepKey | null = firstToDo;
        if (firstToDo === "close" && status.play === "under-way") expected = "play";
        if (f.state === "closed") expected = null;
        seen.add(`${f.state} → ${expected ?? "none"}`);
        expect(nextChecklistStep(steps)?.key ?? null).toBe(expected);
      }),
      { numRuns: 1000, seed: 11 },
    );
    for (const reached of [
      "closed → none",
      "current → play",
      "upcoming → teams",
      "current → close",
    ]) {
      expect(seen, reached).toContain(reached);
    }
  });

  it("says how many games have a result, as the counts say", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const play = seasonChecklist(f).find((s) => s.key === "play")!;
        if (f.games === 0) expect(play.words).toBe("No games yet.");
        else {
          const noun = f.games === 1 ? "game" : "games";
          expect(play.words).toBe(
            `${f.games - f.gamesWithoutResult} of ${f.games} ${noun} have a result.`,
          );
        }
      }),
    );
  });

  it("says each step in words a volunteer reads", () => {
    const f: ChecklistFacts = {
      state: "current",
      teams: 1,
      registrationOpen: true,
      signups: 1,
      undrafted: 2,
      rostered: 12,
      drafted: false,
      games: 112,
      gamesWithoutResult: 55,
      gameDays: "Sat, Jan 16 – Sun, Apr 18",
      champion: null,
      followed: true,
      makeCurrentRefusal: null,
    };
    expect(seasonChecklist(f).map((s) => s.words)).toEqual([
      "1 team: a season needs at least two.",
      "Open: 1 player signed up.",
      "12 players on rosters; 2 signups not drafted yet.",
      "Made and published.",
      "Published: 112 games, Sat, Jan 16 – Sun, Apr 18.",
      "The current season: the public pages follow it.",
      "57 of 112 games have a result.",
      "Open: results and rosters can still change.",
    ]);
    const closed = seasonChecklist({ ...f, state: "closed", champion: "Saints" });
    expect(closed.at(-1)!.words).toBe("Closed. Champions: Saints.");
    // Closed while current: still the season the public pages follow (issue 41).
    expect(closed[5]!.words).toBe("The current season: the public pages follow it.");
    expect(seasonChecklist({ ...f, state: "closed", followed: false })[5]!.words).toBe(
      "Was current; a later season is now.",
    );
    expect(seasonChecklist({ ...f, state: "closed" }).at(-1)!.words).toBe("Closed. No champion.");
  });

  it("says why Make current must wait, in the state machine's words (issue 41)", () => {
    const upcoming: ChecklistFacts = {
      state: "upcoming",
      teams: 16,
      registrationOpen: false,
      signups: 0,
      undrafted: 0,
      rostered: 0,
      drafted: false,
      games: 0,
      gamesWithoutResult: 0,
      gameDays: null,
      champion: null,
      followed: false,
      makeCurrentRefusal: null,
    };
    const words = (f: ChecklistFacts) => seasonChecklist(f).map((s) => s.words);
    expect(words(upcoming).slice(2, 6)).toEqual([
      "No signups to draft yet.",
      "Not made yet.",
      "Nothing to publish until the schedule is made.",
      "Upcoming: the public pages follow another season.",
    ]);
    const refusal =
      "Season 5 cannot be made current yet: season 4 still has 3 games to play. Enter their results, postpone or delete them, or close season 4 once every game has its result; then make season 5 current.";
    const published = { ...upcoming, games: 112, gamesWithoutResult: 112, rostered: 96 };
    expect(words({ ...published, makeCurrentRefusal: refusal })[5]).toBe(refusal);
    const next = nextChecklistStep(seasonChecklist({ ...published, makeCurrentRefusal: refusal }));
    expect(next?.key).toBe("make-current");
  });
});
