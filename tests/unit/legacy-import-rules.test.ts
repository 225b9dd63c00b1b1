// The original site's data mapped to ours, one rule at a time
// (docs/league-rules.md#imports-from-the-original-site): the field readers,
// the games, stat lines, signups, comments and prayers, the teams and their
// seasons, box scores that do not add up, and the typed names of our own
// export. Small documents written here by hand; the sample export's journey
// is tests/unit/legacy-import.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapLegacyExport } from "~/domain/import/legacy";
import { markIncompleteBoxScores } from "~/domain/import/legacy-box-scores";
import {
  type Doc,
  LegacyImportError,
  type Located,
  parseLegacyTimestamp,
  parsePlayoffTags,
  Reader,
} from "~/domain/import/legacy-fields";
import {
  mapComments,
  mapGames,
  mapGameStats,
  mapPrayers,
  mapSignups,
} from "~/domain/import/legacy-records";
import {
  addCurrentTeamsFromTeamDocs,
  addRosterFromPlayerCopies,
  mapSeasonTeams,
  mapTeams,
  type ImportedRoster,
  type ImportedSeasonTeam,
} from "~/domain/import/legacy-teams";
import { checkImportedTypedNames } from "~/domain/import/typed-names";
import type { Game, GameStat } from "~/domain/types";

/** One document of a collection, as the mappers take it. */
const at = (doc: Doc, index = 0, collection = "docs"): Located => ({
  doc,
  id: typeof doc.id === "string" ? doc.id : undefined,
  label: `${collection}[${index}]`,
});
const all = (docs: Doc[], collection = "docs") => docs.map((d, i) => at(d, i, collection));
const reader = (doc: Doc) => new Reader(at(doc));

/** The message of the LegacyImportError `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(LegacyImportError);
    return (error as Error).message;
  }
  throw new Error("expected the import to refuse");
}

describe("field readers", () => {
  it("read a timestamp's nanoseconds as nanoseconds, in both SDK spellings", () => {
    expect(parseLegacyTimestamp({ seconds: 10, nanoseconds: 5_000_000 })?.getTime()).toBe(10_005);
    expect(parseLegacyTimestamp({ _seconds: 10, _nanoseconds: 7_000_000 })?.getTime()).toBe(10_007);
  });

  it("read playoff tags in any case, the first round and conference winning", () => {
    expect(parsePlayoffTags(["East", "FINAL", "first-round", "west", "2VS7"])).toEqual({
      round: "final",
      conference: "east",
      matchup: "2vs7",
      feeders: [],
      unknown: ["first-round", "west"],
    });
  });

  it("take a whole number at its minimum, and refuse one below it or a fraction", () => {
    expect(reader({ age: 0 }).int(["age"], { min: 0 })).toBe(0);
    expect(reader({ seed: 1 }).int(["seed"], { min: 1 })).toBe(1);
    expect(refusal(() => reader({ seed: 0 }).int(["seed"], { min: 1 }))).toBe(
      'Bad record docs[0], field "seed": must be at least 1, got 0.',
    );
    expect(refusal(() => reader({ age: 2.5 }).int(["age"]))).toBe(
      'Bad record docs[0], field "age": expected a whole number, got 2.5.',
    );
  });

  it("refuse a required text of spaces", () => {
    expect(refusal(() => reader({ location: "   " }).requiredText("location"))).toBe(
      'Bad record docs[0], field "location": required but empty.',
    );
  });

  it("refuse an id that is not letters, digits, - and _", () => {
    for (const id of ["a b", "a.b", "../x", "a?b", "x".repeat(65)]) {
      expect(refusal(() => reader({ team_id: id }).id(["team_id"]))).toMatch(
        /^Bad record docs\[0\], field "team_id": .* is not a usable id/,
      );
    }
    expect(reader({ team_id: "d-street_1" }).id(["team_id"])).toBe("d-street_1");
  });

  it("read true and false, as values or texts, and refuse anything else", () => {
    expect(reader({ paid: "false" }).bool(["paid"], true)).toBe(false);
    expect(reader({ paid: false }).bool(["paid"], true)).toBe(false);
    expect(reader({ paid: "true" }).bool(["paid"], false)).toBe(true);
    expect(reader({}).bool(["paid"], true)).toBe(true);
    expect(refusal(() => reader({ paid: "no" }).bool(["paid"], false))).toMatch(
      /field "paid": expected true or false/,
    );
  });
});

describe("games", () => {
  const teams = new Set(["harps", "sharks", "monks"]);
  const game = (over: Doc): Doc => ({
    id: "g1",
    season: 4,
    date: "2025-06-07T13:00:00Z",
    location: "sbca",
    home_team_id: "harps",
    away_team_id: "sharks",
    ...over,
  });
  const one = (over: Doc, notes: string[] = []) => mapGames([at(game(over))], teams, notes)[0]!;

  it("refuse a winner who is neither team of the game", () => {
    expect(
      refusal(() => one({ status: "completed", winner: "monks", score: { home: 1, away: 0 } })),
    ).toBe('Bad record docs[0], field "winner": "monks" is neither team of this game.');
  });

  it("refuse a winner on a game that is not completed", () => {
    for (const status of ["scheduled", "postponed"]) {
      expect(refusal(() => one({ status, winner: "harps", score: { home: 2, away: 1 } }))).toMatch(
        /field "status": the game has a winner but its status is/,
      );
    }
  });

  it("read a game with a round tag and no type as a playoff game", () => {
    expect(one({ playoff_tags: ["final"] }).type).toBe("playoff");
    expect(one({ playoff_tags: ["winner_g1"] }).type).toBe("playoff");
    expect(one({}).type).toBe("regular_season");
  });

  it("decide a completed game without a winner by its score, home and away as given", () => {
    const notes: string[] = [];
    expect(one({ status: "completed", score: { home: 35, away: 40 } }, notes).winnerId).toBe(
      "sharks",
    );
    expect(one({ status: "completed", score: { home: 41, away: 40 } }).winnerId).toBe("harps");
    expect(notes).toEqual([
      "docs[0]: completed without a winner; the winner is sharks by the score.",
    ]);
  });
});

describe("stat lines, signups, comments and prayers", () => {
  const games = mapGames(
    [
      at({
        id: "g1",
        season: 4,
        date: "2025-06-07T13:00:00Z",
        location: "sbca",
        home_team_id: "harps",
        away_team_id: "sharks",
      }),
    ],
    new Set(["harps", "sharks", "monks"]),
    [],
  );
  const players = new Set(["pl-a", "pl-b"]);

  it("refuse a stat line for a team that is not in the game", () => {
    const line = { id: "s1", game_id: "g1", player_id: "pl-a", team_id: "monks", points: 3 };
    expect(refusal(() => mapGameStats([at(line)], games, players))).toBe(
      'Bad record docs[0], field "team_id": "monks" is neither team of game g1.',
    );
    const home = { ...line, team_id: "harps" };
    const away = { ...line, player_id: "pl-b", team_id: "sharks" };
    expect(mapGameStats(all([home, away]), games, players).map((l) => l.teamId)).toEqual([
      "harps",
      "sharks",
    ]);
  });

  it("keep one of a double signup: the first made, paid if either was", () => {
    const notes: string[] = [];
    const signups = mapSignups(
      all([
        {
          id: "su-late",
          season: 4,
          player_id: "pl-a",
          status: "new",
          paid: true,
          created_at: "2025-05-02T12:00:00Z",
        },
        {
          id: "su-early",
          season: 4,
          player_id: "pl-a",
          status: "new",
          paid: false,
          created_at: "2025-05-01T12:00:00Z",
        },
      ]),
      players,
      notes,
    );
    expect(signups).toHaveLength(1);
    expect(signups[0]).toMatchObject({ id: "su-early", paid: true });
    expect(notes).toEqual(["docs[1]: player pl-a signed up twice for season 4; kept one signup."]);
  });

  it("count a comment's likes given as a list of who liked it", () => {
    const comment = {
      id: "c1",
      gameID: "g1",
      playerID: "pl-a",
      text: "Well played",
      timestamp: "2025-06-07T15:00:00Z",
    };
    const [listed, counted] = mapComments(
      all([
        { ...comment, likes: ["u1", "u2", "u3"] },
        { ...comment, id: "c2", likes: 2 },
      ]),
      new Set(["g1"]),
      players,
    );
    expect(listed?.likes).toBe(3);
    expect(counted?.likes).toBe(2);
  });

  it("refuse a reply to a comment that is not in the file", () => {
    const reply = {
      id: "c2",
      gameID: "g1",
      playerID: "pl-a",
      text: "Agreed",
      timestamp: "2025-06-07T15:00:00Z",
      replyTo: "c-404",
    };
    expect(refusal(() => mapComments([at(reply)], new Set(["g1"]), players))).toBe(
      'Bad record docs[0], field "replyTo": comment "c-404" is not among the comments.',
    );
  });

  it("refuse a prayer whose message is only spaces", () => {
    const prayer = { id: "pr-1", message: "  \n ", created_at: "2025-05-01T12:00:00Z" };
    expect(refusal(() => mapPrayers([at(prayer)]))).toBe(
      'Bad record docs[0], field "message": required text is missing.',
    );
  });
});

describe("teams and their seasons", () => {
  const team = (id: string, name: string, abbreviation: string, over: Doc = {}): Doc => ({
    id,
    name,
    name_abbv: abbreviation,
    ...over,
  });

  it("refuse a team whose name an earlier one has in another case or spacing", () => {
    expect(
      refusal(() =>
        mapTeams(all([team("harps", "Harps", "HRP"), team("harps2", " HARPS ", "HR2")])),
      ),
    ).toMatch(/^Bad record docs\[1\], field "name": Another team is already called “Harps”/);
  });

  it("split a bio given as one text at blank lines, not at every line break", () => {
    const [mapped] = mapTeams([
      at(
        team("harps", "Harps", "HRP", {
          bio: "Founded in 1998,\nby the 8 o'clock crowd.\n\n  Still warming up.  ",
        }),
      ),
    ]);
    expect(mapped?.bio).toEqual(["Founded in 1998,\nby the 8 o'clock crowd.", "Still warming up."]);
  });

  it("refuse a player on two teams in one season, and take the entry's conference over the team's", () => {
    const teamIds = new Set(["harps", "sharks"]);
    const players = new Set(["pl-a", "pl-b"]);
    const teamDocs = new Map([["harps", reader({ id: "harps", conference: "east" })]]);
    const { seasonTeams } = mapSeasonTeams(
      [at({ team_id: "harps", season: 4, conference: "west", players: ["pl-a"] })],
      teamIds,
      players,
      teamDocs,
    );
    expect(seasonTeams[0]?.conference).toBe("west");
    expect(
      refusal(() =>
        mapSeasonTeams(
          all([
            { team_id: "harps", season: 4, conference: "east", players: ["pl-a"] },
            { team_id: "sharks", season: 4, conference: "east", players: ["pl-a", "pl-b"] },
          ]),
          teamIds,
          players,
          teamDocs,
        ),
      ),
    ).toBe(
      'Bad record docs[1], field "players": player pl-a is already on team harps in season 4.',
    );
  });

  it("place a team document in the current season only when it has no seasonTeams entry at all", () => {
    const teams = [
      { id: "harps", name: "Harps", abbreviation: "HRP", bio: [] },
      { id: "monks", name: "Monks", abbreviation: "MNK", bio: [] },
    ];
    const readers = new Map([
      ["harps", reader({ id: "harps", conference: "east", players: ["pl-a"] })],
      ["monks", reader({ id: "monks", conference: "west", players: ["pl-b"] })],
    ]);
    const seasonTeams: ImportedSeasonTeam[] = [
      { seasonId: 3, teamId: "harps", conference: "east", seed: null, captainId: null },
    ];
    const rosters: ImportedRoster[] = [];
    const notes: string[] = [];
    addCurrentTeamsFromTeamDocs(
      4,
      teams,
      readers,
      seasonTeams,
      rosters,
      new Map(),
      new Set(["pl-a", "pl-b"]),
      notes,
    );
    expect(seasonTeams.map((t) => `${t.seasonId}:${t.teamId}`)).toEqual(["3:harps", "4:monks"]);
    expect(rosters).toEqual([{ seasonId: 4, teamId: "monks", playerId: "pl-b" }]);
  });

  it("place a player by his copy's team_id only on a team that plays in the current season", () => {
    const seasonTeams: ImportedSeasonTeam[] = [
      { seasonId: 3, teamId: "harps", conference: "east", seed: null, captainId: null },
      { seasonId: 4, teamId: "monks", conference: "west", seed: null, captainId: null },
    ];
    const rosters: ImportedRoster[] = [];
    const notes: string[] = [];
    const teamOf = new Map([
      ["pl-a", "harps"],
      ["pl-b", "monks"],
    ]);
    addRosterFromPlayerCopies(4, teamOf, seasonTeams, rosters, new Map(), notes);
    expect(rosters).toEqual([{ seasonId: 4, teamId: "monks", playerId: "pl-b" }]);
    expect(notes).toEqual([
      "Player pl-a: team_id harps does not play in season 4; not placed on a roster.",
    ]);
  });
});

describe("box scores that do not add up", () => {
  const game = (id: string, over: Partial<Game> = {}): Game =>
    ({
      id,
      seasonId: 4,
      type: "regular_season",
      status: "completed",
      startsAt: new Date("2025-06-07T13:00:00Z"),
      location: "sbca",
      homeTeamId: "harps",
      awayTeamId: "sharks",
      homeScore: 40,
      awayScore: 35,
      winnerId: "harps",
      ...over,
    }) as Game;
  const line = (gameId: string, teamId: string, playerId: string, points: number): GameStat => ({
    gameId,
    playerId,
    teamId,
    points,
    rebounds: 0,
    assists: 0,
    blocks: 0,
    steals: 0,
    status: "played",
  });
  const names = (id: string) => ({ harps: "Harps", sharks: "Sharks" })[id] ?? id;

  it("leave a box score that adds up, home and away as scored, unmarked", () => {
    const notes: string[] = [];
    const [marked] = markIncompleteBoxScores(
      [game("g1")],
      [line("g1", "harps", "pl-a", 40), line("g1", "sharks", "pl-b", 35)],
      names,
      notes,
    );
    expect(marked?.statsIncomplete).toBeFalsy();
    expect(notes).toEqual([]);
  });

  it("mark one that does not add up, and say so", () => {
    const notes: string[] = [];
    const [marked] = markIncompleteBoxScores(
      [game("g1")],
      [line("g1", "harps", "pl-a", 39), line("g1", "sharks", "pl-b", 35)],
      names,
      notes,
    );
    expect(marked?.statsIncomplete).toBe(true);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^1 box score does not add up: kept as history, marked “Stat sheet incomplete”: game g1 \(/,
    );
  });

  it("leave a scheduled game's lines alone: it has no result to add up to", () => {
    const notes: string[] = [];
    const scheduled = game("g1", {
      status: "scheduled",
      homeScore: null,
      awayScore: null,
      winnerId: null,
    });
    const [kept] = markIncompleteBoxScores(
      [scheduled],
      [line("g1", "harps", "pl-a", 12)],
      names,
      notes,
    );
    expect(kept?.statsIncomplete).toBeFalsy();
    expect(notes).toEqual([]);
  });

  it("name ten games in the note, then how many more", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `g${i + 1}`);
    const run = (n: number) => {
      const notes: string[] = [];
      markIncompleteBoxScores(
        ids(n).map((id) => game(id)),
        ids(n).map((id) => line(id, "harps", "pl-a", 1)),
        names,
        notes,
      );
      return notes[0] ?? "";
    };
    expect(run(10)).not.toMatch(/more/);
    expect(run(11)).toMatch(/; and 1 more\.$/);
    expect(run(11).match(/game g\d+ \(/g)).toHaveLength(10);
    expect(run(12)).toMatch(/^12 box scores do not add up: .*; and 2 more\.$/);
  });
});

describe("the export as a whole", () => {
  type Fixture = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const fixture = (): Fixture =>
    JSON.parse(readFileSync("tests/fixtures/original-site-export.json", "utf8")) as Fixture;

  it("makes the latest season current, by number (10 after 9), and only it takes signups", () => {
    const file = fixture();
    file.signups[0].season = "10";
    file.signups[1].season = "9";
    const { seasons } = mapLegacyExport(file).league;
    expect(seasons.map((s) => [s.id, s.isCurrent, s.registrationOpen])).toEqual([
      [3, false, false],
      [4, false, false],
      [9, false, false],
      [10, true, true],
    ]);
  });

  it("uses the league document whose id ends in _2 when the file holds others", () => {
    const file = fixture();
    const main = { ...file.league[0], id: "parishleague_2" };
    file.league = [{ id: "parishleague_1", games: [] }, main];
    const { league, notes } = mapLegacyExport(file);
    expect(notes).toContain(
      "Used the league document parishleague_2; ignored 1 other league document(s).",
    );
    expect(league.games).toHaveLength(11);
  });
});

describe("the typed names of our own export", () => {
  const team = (id: string, name: string, abbreviation: string) => ({ id, name, abbreviation });

  it("stores names normalized", () => {
    const checked = checkImportedTypedNames({ teams: [team("harps", "  Harps   Club ", " HRP ")] });
    expect(checked).toMatchObject({
      ok: true,
      rows: { teams: [team("harps", "Harps Club", "HRP")] },
    });
  });

  it("refuses two teams with one name in another case or width", () => {
    const checked = checkImportedTypedNames({
      teams: [team("harps", "Harps", "HRP"), team("harps2", "ＨＡＲＰＳ", "HR2")],
    });
    expect(checked).toEqual({
      ok: false,
      message:
        'Bad row teams[1] (id harps2), column "name": teams[0] (id harps) has the same name “Harps” once spacing, width and case are set aside.',
    });
  });

  it("refuses two teams with one abbreviation", () => {
    const checked = checkImportedTypedNames({
      teams: [team("harps", "Harps", "HRP"), team("sharks", "Sharks", "hrp")],
    });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toMatch(
      /^Bad row teams\[1\] \(id sharks\), column "abbreviation"/,
    );
  });

  it("stores a prayer's name of only spaces as no name, and lets two prayers share a name", () => {
    const checked = checkImportedTypedNames({
      prayer_intentions: [
        { id: "pr-1", name: "   " },
        { id: "pr-2", name: "Mary" },
        { id: "pr-3", name: "mary" },
        { id: "pr-4", name: null },
      ],
    });
    expect(checked).toMatchObject({
      ok: true,
      rows: {
        prayer_intentions: [
          { id: "pr-1", name: null },
          { id: "pr-2", name: "Mary" },
          { id: "pr-3", name: "mary" },
          { id: "pr-4", name: null },
        ],
      },
    });
  });
});
