// Consequences said before they happen (docs/league-rules.md#seasons): a Yes
// carries the key of what its question showed, a digest of the question's
// model, and a Yes whose key is not the one the write finds is stale and
// refused. Stale keys here are written by hand (literal digests, or a key
// taken from the question before a fact changed), never made with the
// production's own helpers from other facts: a fact the key left out would
// then be left out of the stale key too, and the test would agree with it.
import { describe, expect, it } from "vitest";
import { canonicalJson, confirmationRefusal, questionKey } from "~/domain/confirmation";
import { shownGame, shownMoves } from "~/domain/schedule/changes";
import { publishModel, publishQuestion } from "~/domain/season-schedule/draft";
import {
  closeQuestion,
  makeCurrentModel,
  makeCurrentQuestion,
  openSignupsQuestion,
  type LeagueSeason,
} from "~/domain/season/questions";
import { leagueDate } from "~/domain/time/league-time";

describe("confirmationRefusal", () => {
  it("accepts the Yes whose key is the facts' key", () => {
    expect(confirmationRefusal("12", "12", "Close Season 4")).toBeNull();
  });

  it.each([
    ["no answer", null],
    ["no field", undefined],
    ["an empty answer", ""],
  ])("asks for a yes first when there is %s", (_, given) => {
    expect(confirmationRefusal(given, "12", "Close Season 4")).toBe(
      "Close Season 4 needs a yes first: answer the question on the page.",
    );
  });

  it("asks for a yes first when the answer is a file, not a text", () => {
    const file = new File(["12"], "key.txt");
    expect(confirmationRefusal(file, "12", "Close Season 4")).toMatch(/needs a yes first/);
  });

  it.each([
    ["a game was added since", "12", "13"],
    ["another season was made current", "3", "4"],
    ["the key differs only in case or spacing", "none", " none"],
  ])("refuses a stale Yes: %s", (_, given, key) => {
    expect(confirmationRefusal(given, key, "Make Season 5 current")).toBe(
      "Make Season 5 current: what the question showed has changed since. Read it again and answer it.",
    );
  });
});

describe("questionKey", () => {
  // Digests worked out apart from the code (64-bit FNV-1a of the UTF-8 text).
  it.each([
    [{ b: 1, a: [2, "x"] }, '{"a":[2,"x"],"b":1}', "b928d715120b33b1"],
    [
      { season: 5, at: new Date("2026-11-28T14:00:00.000Z") },
      '{"at":"2026-11-28T14:00:00.000Z","season":5}',
      "3cf4aa0b16afb281",
    ],
    ["Saint Brigid's – é", '"Saint Brigid\'s – é"', "a8ae3b6a2057a99c"],
    [null, "null", "5b9bc4ba528108e4"],
  ])("is the FNV-1a digest of the model's canonical JSON: %j", (model, json, key) => {
    expect(canonicalJson(model)).toBe(json);
    expect(questionKey(model)).toBe(key);
  });

  it("is the same for the same facts, in whatever order they were written", () => {
    expect(questionKey({ a: 1, b: { c: 2, d: [3] } })).toBe(
      questionKey({ b: { d: [3], c: 2 }, a: 1 }),
    );
    expect(questionKey([1, 2])).not.toBe(questionKey([2, 1]));
  });
});

const season = (id: number, extra: Partial<LeagueSeason> = {}): LeagueSeason => ({
  id,
  name: ["", "Fall 2025", "Spring 2026", "Summer 2026", "Fall 2026", "Spring 2027"][id] ?? `S${id}`,
  isCurrent: false,
  registrationOpen: false,
  closed: false,
  ...extra,
});

describe("the question before Make current", () => {
  const league = (extra: Partial<Record<number, Partial<LeagueSeason>>> = {}) =>
    [1, 2, 3, 4, 5].map((id) => season(id, { isCurrent: id === 4, ...extra[id] }));
  const ask = (seasons: LeagueSeason[], id = 5) =>
    makeCurrentQuestion(makeCurrentModel(seasons, id)!);

  it("says the season left behind becomes completed, and that its signups close when they are open", () => {
    const quiet = ask(league());
    expect(quiet.title).toBe("Make season 5 current?");
    expect(quiet.text).toBe(
      "The home page, standings and schedule will follow Spring 2027. Season 4 (Fall 2026) stops being current: it becomes completed and its teams can no longer change.",
    );
    const open = ask(league({ 4: { registrationOpen: true } }));
    expect(open.text).toBe(
      "The home page, standings and schedule will follow Spring 2027. Season 4 (Fall 2026) stops being current: it becomes completed and its teams can no longer change, and its signups close.",
    );
    // Issue 40 §5: signups reopened after the question was read. Its key was
    // the current season's id alone, and the old Yes closed them unsaid.
    expect(open.key).not.toBe(quiet.key);
    expect(open.fields.shown).toBe(open.key);
  });

  it("names every season that becomes completed and every signup that closes", () => {
    const seasons = [...league({ 5: { registrationOpen: true } }), season(6)];
    const question = ask(seasons, 6);
    expect(question.text).toBe(
      "The home page, standings and schedule will follow S6. Season 4 (Fall 2026) stops being current: it becomes completed and its teams can no longer change. Season 5 (Spring 2027) becomes completed too: its teams can no longer change. Signups for season 5 (Spring 2027) close.",
    );
  });

  it("going back to an earlier season completes nothing", () => {
    expect(ask(league(), 3).text).toBe(
      "The home page, standings and schedule will follow Summer 2026. Season 4 (Fall 2026) stops being current.",
    );
  });

  it.each<[string, Partial<Record<number, Partial<LeagueSeason>>>, number]>([
    ["another season was made current", { 4: { isCurrent: false }, 3: { isCurrent: true } }, 5],
    ["signups opened for the season it leaves behind", { 4: { registrationOpen: true } }, 5],
    ["the season it leaves behind was closed", { 4: { closed: true } }, 5],
    ["the season was renamed", { 5: { name: "Winter 2027" } }, 5],
  ])("changes its key when %s", (_, change) => {
    expect(ask(league(change)).key).not.toBe(ask(league()).key);
  });

  it("a key given by hand for another league is stale", () => {
    const { key } = ask(league());
    for (const stale of ["4", "none", "0000000000000000", key.toUpperCase()]) {
      expect(confirmationRefusal(stale, key, "Making season 5 current")).toMatch(/has changed/);
    }
  });
});

describe("the question before Close season", () => {
  const saints = { id: "saints", name: "Saints" };

  it("states the champion and the games; its Yes posts the champion chosen", () => {
    const question = closeQuestion({
      season: 4,
      champion: saints,
      games: 112,
      signupsClose: false,
    });
    expect(question).toMatchObject({
      title: "Close season 4?",
      text: "Champions: Saints. All 112 games have their result. Its results, rosters, captains and playoffs become read-only until an admin reopens it.",
      intent: "close-season",
      fields: { champion: "saints", shown: question.key },
      yes: "Yes, close season 4",
    });
    expect(
      closeQuestion({ season: 4, champion: null, games: 112, signupsClose: false }).fields.champion,
    ).toBe("none");
    // Open signups close with the season, and the question says so.
    expect(
      closeQuestion({ season: 4, champion: saints, games: 112, signupsClose: true }).text,
    ).toMatch(/reopens it\. Its signups close\.$/);
  });

  it.each([
    ["a game was added", { season: 4, champion: saints, games: 113 }],
    ["the champion was renamed", { season: 4, champion: { ...saints, name: "St. Brigid" } }],
    ["another champion was chosen", { season: 4, champion: { id: "friars", name: "Friars" } }],
    ["No champion was chosen", { season: 4, champion: null }],
    ["its signups were opened", { season: 4, champion: saints, signupsClose: true }],
  ])("changes its key when %s", (_, change) => {
    const before = closeQuestion({ season: 4, champion: saints, games: 112, signupsClose: false });
    expect(closeQuestion({ games: 112, signupsClose: false, ...change }).key).not.toBe(before.key);
  });
});

describe("the question before opening signups while another season's are open", () => {
  it("names the season whose signups close, and changes its key with it", () => {
    const four = openSignupsQuestion({
      season: { id: 5, name: "Spring 2027" },
      closes: { id: 4, name: "Fall 2026" },
    });
    expect(four).toMatchObject({
      title: "Open season 5's signups?",
      text: "Signups are open for Fall 2026 (season 4): opening these closes them, and new signups go to Spring 2027.",
      yes: "Close season 4's and open these",
      fields: { shown: four.key },
    });
    const six = openSignupsQuestion({
      season: { id: 5, name: "Spring 2027" },
      closes: { id: 6, name: "Fall 2027" },
    });
    expect(six.key).not.toBe(four.key);
  });
});

describe("the question before Publish", () => {
  const game = (date: string, hour: number) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return { date, startsAt: leagueDate(y, m, d, hour) };
  };
  const games = [game("2027-01-16", 8), game("2027-04-18", 10)];

  it.each([
    ["another draft (a Reshuffle)", publishModel(5, "r2", games, [], 3)],
    ["another game", publishModel(5, "r1", [...games, game("2027-02-06", 9)], [], 3)],
    ["a blackout between the game days", publishModel(5, "r1", games, ["2027-03-28"], 3)],
    ["another last day", publishModel(5, "r1", [games[0]!, game("2027-04-25", 10)], [], 3)],
    ["another count of players emailed (a roster changed)", publishModel(5, "r1", games, [], 4)],
  ])("changes its key with %s", (_, model) => {
    expect(publishQuestion(model).key).not.toBe(
      publishQuestion(publishModel(5, "r1", games, [], 3)).key,
    );
  });

  it("keeps its key for a blackout outside the game days: the question does not name it", () => {
    expect(publishQuestion(publishModel(5, "r1", games, ["2027-05-01"], 3)).key).toBe(
      publishQuestion(publishModel(5, "r1", games, [], 3)).key,
    );
  });
});

describe("what a game's page shows above Delete", () => {
  const game: Parameters<typeof shownGame>[0] = {
    id: "g1",
    status: "scheduled",
    startsAt: new Date("2026-11-28T14:00:00.000Z"),
    location: "sbca",
    homeTeamId: "saints",
    awayTeamId: "friars",
    homePlaceholder: null,
    awayPlaceholder: null,
  };
  const names = new Map([
    ["saints", "Saints"],
    ["friars", "Friars"],
  ]);
  const shown = (g = game, n = names) => shownGame(g, (id) => n.get(id));

  it("shows the matchup, the time and the gym", () => {
    expect(shown()).toMatchObject({ title: "Friars at Saints", postponed: false });
    expect(shown().when).toMatch(/^Sat, Nov 28, 9:00 AM$/);
  });

  // Issue 40 §5: the key was the time and place only, and only on some paths.
  it.each([
    ["moved an hour", { ...game, startsAt: new Date("2026-11-28T15:00:00.000Z") }, names],
    ["moved to another gym", { ...game, location: "condon" }, names],
    ["postponed", { ...game, status: "postponed" as const }, names],
    ["home and away swapped", { ...game, homeTeamId: "friars", awayTeamId: "saints" }, names],
    ["a team renamed", game, new Map([...names, ["saints", "St. Brigid"]])],
  ])("changes its key once the game is %s", (_, changed, changedNames) => {
    expect(shown(changed, changedNames).key).not.toBe(shown().key);
  });
});

describe("the moves Gym closed shows before it makes them", () => {
  const at = (iso: string) => new Date(iso);
  const games = [
    {
      id: "g1",
      homeTeamId: "saints",
      awayTeamId: "friars",
      homePlaceholder: null,
      awayPlaceholder: null,
    },
  ];
  const nameOf = (id: string) => ({ saints: "Saints", friars: "Friars" })[id];
  const move = { gameId: "g1", from: at("2026-11-28T14:00:00Z"), to: at("2026-11-29T14:00:00Z") };

  it("lists them by day and game by game", () => {
    const shown = shownMoves([move], games, nameOf);
    expect(shown.days).toEqual([{ from: "Sat, Nov 28", to: "Sun, Nov 29", games: 1 }]);
    expect(shown.moves).toEqual([
      {
        gameId: "g1",
        matchup: "Friars at Saints",
        from: "Sat, Nov 28, 9:00 AM",
        to: "Sun, Nov 29, 9:00 AM",
      },
    ]);
  });

  it.each([
    ["where a game moves from", { ...move, from: at("2026-11-28T15:00:00Z") }],
    ["where it goes", { ...move, to: at("2026-12-05T14:00:00Z") }],
  ])("changes its key with %s", (_, changed) => {
    expect(shownMoves([changed], games, nameOf).key).not.toBe(
      shownMoves([move], games, nameOf).key,
    );
  });
});
