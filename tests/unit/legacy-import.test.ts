// Mapping the original site's "Download All Data" file to our rows:
// timestamps in both shapes, playoff tags with winner_ feeder links, the
// league copy merged with the collections, and errors naming the first bad record.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  detectExportFormat,
  LegacyImportError,
  mapLegacyExport,
  parseLegacyTimestamp,
} from "~/domain/import/legacy";
import { documentsOf, parsePlayoffTags, toLegacyTimestamp } from "~/domain/import/legacy-fields";

type Fixture = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fixture = (): Fixture =>
  JSON.parse(readFileSync("tests/fixtures/original-site-export.json", "utf8")) as Fixture;

const leagueDoc = (file: Fixture) => file.league[0];

function errorOf(file: unknown): string {
  try {
    mapLegacyExport(file);
  } catch (error) {
    expect(error).toBeInstanceOf(LegacyImportError);
    return (error as Error).message;
  }
  throw new Error("expected the mapping to fail");
}

describe("timestamps", () => {
  it("reads {seconds, nanoseconds}, the admin SDK's {_seconds, _nanoseconds} and ISO strings", () => {
    expect(parseLegacyTimestamp({ seconds: 1717761600, nanoseconds: 0 })).toEqual(
      new Date("2024-06-07T12:00:00Z"),
    );
    expect(parseLegacyTimestamp({ seconds: 1717761600, nanoseconds: 250_000_000 })).toEqual(
      new Date("2024-06-07T12:00:00.250Z"),
    );
    expect(parseLegacyTimestamp({ _seconds: 1717761600, _nanoseconds: 0 })).toEqual(
      new Date("2024-06-07T12:00:00Z"),
    );
    expect(parseLegacyTimestamp("2024-06-07T12:00:00.000Z")).toEqual(
      new Date("2024-06-07T12:00:00Z"),
    );
    expect(parseLegacyTimestamp("2024-06-07T08:00:00-04:00")).toEqual(
      new Date("2024-06-07T12:00:00Z"),
    );
  });

  it("rejects what is not a timestamp", () => {
    for (const bad of ["yesterday", "", "06/07/2024", 1717761600, null, {}, { seconds: "1" }]) {
      expect(parseLegacyTimestamp(bad)).toBeNull();
    }
  });

  it("writes the original's shape back (round trip)", () => {
    const at = new Date("2025-06-07T15:02:03.456Z");
    const written = toLegacyTimestamp(at);
    expect(written).toEqual({ seconds: 1749308523, nanoseconds: 456_000_000 });
    expect(parseLegacyTimestamp(written)).toEqual(at);
    expect(parseLegacyTimestamp(at.toISOString())).toEqual(at);
  });
});

describe("playoff tags", () => {
  it("reads the round, the conference, the matchup and the feeders in order", () => {
    expect(parsePlayoffTags(["first-round", "west", "1vs8"])).toEqual({
      round: "first-round",
      conference: "west",
      matchup: "1vs8",
      feeders: [],
      unknown: [],
    });
    const final = parsePlayoffTags(["final", "winner_g-east", "winner_g-west", "shiny"]);
    expect(final.round).toBe("final");
    expect(final.feeders).toEqual(["g-east", "g-west"]);
    expect(final.unknown).toEqual(["shiny"]);
  });
});

describe("collections", () => {
  it("are lists of documents or objects keyed by id", () => {
    expect(documentsOf([{ id: "a" }], "teams")[0]).toMatchObject({
      id: "a",
      label: "teams[0] (id a)",
    });
    expect(documentsOf({ b: { name: "B" } }, "teams")[0]).toMatchObject({
      id: "b",
      label: 'teams["b"]',
    });
    expect(() => documentsOf([1], "teams")).toThrow("Bad record teams[0]: expected a document");
  });

  it("tells the original site's file from ours and from anything else", () => {
    expect(detectExportFormat(fixture())).toBe("original");
    expect(detectExportFormat({ format: "parish-league-export", tables: {} })).toBe("ours");
    expect(detectExportFormat({ hello: 1 })).toBeNull();
    expect(detectExportFormat([])).toBeNull();
  });
});

describe("the sample export of the original site", () => {
  const { league, notes } = mapLegacyExport(fixture());

  it("loads every kind of record", () => {
    expect(Object.fromEntries(Object.entries(league).map(([k, v]) => [k, v.length]))).toEqual({
      seasons: 2,
      teams: 4,
      players: 8,
      seasonTeams: 8,
      seasonRosters: 16,
      games: 11,
      gameStats: 16,
      signups: 4,
      comments: 2,
      prayerIntentions: 2,
    });
    expect(league.seasons.map((s) => [s.id, s.isCurrent])).toEqual([
      [3, false],
      [4, true],
    ]);
    expect(notes.join("\n")).toMatch(/Skipped 1 playerViews document/);
  });

  it("keeps the playoff bracket: round, conference, matchup and winner_ feeders", () => {
    const final = league.games.find((g) => g.id === "g3-final");
    expect(final).toMatchObject({
      type: "playoff",
      playoffRound: "final",
      feederGameIds: ["g3-cf-east", "g3-cf-west"],
      awayTeamId: "harps",
      homeTeamId: "monks",
      winnerId: "monks",
      homeScore: 52,
      awayScore: 48,
      startsAt: new Date("2024-11-23T14:00:00Z"),
    });
    expect(league.games.find((g) => g.id === "g4-05")).toMatchObject({
      playoffRound: "first-round",
      playoffConference: "west",
      matchup: "1vs2",
      homeTeamId: null,
      homePlaceholder: "1st West",
      homeScore: null,
    });
    expect(league.games.find((g) => g.id === "g4-06")?.feederGameIds).toEqual(["g4-05"]);
  });

  it("takes a result saved to games/{id} over the league document's stale copy", () => {
    expect(league.games.find((g) => g.id === "g4-01")).toMatchObject({
      status: "completed",
      winnerId: "harps",
      homeScore: 38,
      awayScore: 31,
    });
    expect(league.games.find((g) => g.id === "g4-03")).toMatchObject({
      status: "scheduled",
      winnerId: null,
      homeScore: null,
    });
  });

  it("adds up every box score of the sample: none is marked incomplete", () => {
    expect(league.games.filter((g) => g.statsIncomplete)).toEqual([]);
    expect(notes.join("\n")).not.toMatch(/do(es)? not add up/);
  });

  it("keeps a box score that does not add up as history, marked incomplete and reported", () => {
    const file = fixture();
    file.gameStats[1].points += 5; // g4-01: a Harps player credited 5 points too many
    const mapped = mapLegacyExport(file);
    const game = mapped.league.games.find((g) => g.id === "g4-01")!;
    expect(game.statsIncomplete).toBe(true);
    expect(mapped.league.games.filter((g) => g.statsIncomplete).map((g) => g.id)).toEqual([
      "g4-01",
    ]);
    expect(
      mapped.league.gameStats.find((l) => l.gameId === "g4-01" && l.playerId === "pl-declan")
        ?.points,
    ).toBe(22);
    const note = mapped.notes.find((n) => n.includes("not add up"));
    expect(note).toMatch(
      /^1 box score does not add up: kept as history, marked “Stat sheet incomplete”: game g4-01 \(.+: the players' points add up to \d+; the score says \d+ \(\d+ points? (not credited to a player|more than the score)\)\.\)\.$/,
    );
  });

  it("keeps a forfeit's lines and a postponed game", () => {
    const forfeit = league.gameStats.filter((s) => s.gameId === "g4-02");
    expect(forfeit.map((s) => s.status)).toEqual(["forfeit", "forfeit", "forfeit", "forfeit"]);
    expect(league.games.find((g) => g.id === "g4-02")?.winnerId).toBe("monks");
    expect(league.games.find((g) => g.id === "g4-04")?.status).toBe("postponed");
  });

  it("merges a player's league copy with his players record (the record wins), email normalized", () => {
    expect(league.players.find((p) => p.id === "pl-aidan")).toMatchObject({
      firstName: "Aidan",
      email: "aidan.walsh@example.com",
      phone: "617-555-0199",
      heightFeet: 6,
      heightInches: 2,
      birthdayYear: 1990,
      jerseyNumber: 11,
    });
    expect(league.players.find((p) => p.id === "pl-conor")?.jerseyNumber).toBe(24);
  });

  it("keeps rosters per season, captains, signups with both timestamp shapes, replies, prayers", () => {
    const harps = league.seasonRosters.filter((r) => r.teamId === "harps");
    expect(harps.map((r) => `${r.seasonId}:${r.playerId}`)).toEqual([
      "3:pl-aidan",
      "3:pl-brendan",
      "4:pl-aidan",
      "4:pl-declan",
    ]);
    expect(
      league.seasonTeams.find((t) => t.teamId === "monks" && t.seasonId === 3)?.captainId,
    ).toBeNull();
    expect(league.signups.find((s) => s.id === "su-42")).toMatchObject({
      seasonId: 4,
      paid: false,
      createdAt: new Date("2025-04-29T09:12:00Z"),
    });
    expect(league.signups.find((s) => s.id === "su-43")?.createdAt).toEqual(
      new Date("2025-05-01T14:00:00.500Z"),
    );
    expect(league.comments.find((c) => c.id === "c-101")).toMatchObject({ replyToId: "c-100" });
    expect(league.comments.find((c) => c.id === "c-100")?.replyToId).toBeNull();
    expect(league.prayerIntentions.map((p) => [p.name, p.status])).toEqual([
      [null, "new"],
      ["Mary", "prayed"],
    ]);
    expect(league.teams.find((t) => t.id === "monks")?.bio).toHaveLength(2);
  });
});

describe("a bad record is named: collection, index or id, field", () => {
  it("a timestamp that is not one", () => {
    const file = fixture();
    leagueDoc(file).games[2].date = "last Saturday";
    expect(errorOf(file)).toBe(
      'Bad record league.games[2] (id g3-cf-east), field "date": expected a timestamp ({seconds, nanoseconds} or an ISO date), got "last Saturday".',
    );
  });

  it("a stat line of an unknown player", () => {
    const file = fixture();
    file.gameStats[1].player_id = "pl-nobody";
    expect(errorOf(file)).toMatch(
      /^Bad record gameStats\[1\] \(id g4-01_pl-declan\), field "player_id": player "pl-nobody" is not among the players/,
    );
  });

  it("two players with one email once trimmed and lower-cased, naming both", () => {
    const file = fixture();
    file.players[3].email = " AIDAN.WALSH@example.com";
    expect(errorOf(file)).toMatch(
      /^Bad record players\[3\] \(id pl-declan\).*field "email": players Aidan Walsh \(pl-aidan, Aidan\.Walsh@example\.com\) and Declan Byrne \(pl-declan, {2}AIDAN\.WALSH@example\.com\) have the same email once it is trimmed and lower-cased; emails are unique\.$/,
    );
  });

  it("every player meets the player field rules (app/domain/people/fields.ts): the first who does not is named", () => {
    const cases: [(file: Fixture) => void, RegExp][] = [
      [
        (file) => (file.players[2].age = 12),
        /^Bad record players\[2\] \(id pl-conor\).*field "age": 12 for Conor Doyle breaks the player rules: Enter an age between 16 and 99\.$/,
      ],
      [
        (file) => (file.players[1].phone = "call me maybe"),
        /^Bad record players\[1\] \(id pl-brendan\).*field "phone": "call me maybe" for Brendan Kelly breaks the player rules: Use digits, spaces and \+ \( \) - \. only\.$/,
      ],
      [
        (file) => (file.players[4].email = "eamon at example.com"),
        /^Bad record players\[4\] \(id pl-eamon\).*field "email": "eamon at example.com" for Eamon Fitzgerald breaks the player rules: Enter an email address like name@example\.org\.$/,
      ],
      [
        (file) => (file.players[5].height.feet = 4),
        /^Bad record players\[5\] \(id pl-fergus\).*field "height\.feet": 4 for Fergus Lynch breaks the player rules: Choose 5, 6 or 7 feet\.$/,
      ],
      [
        (file) => (file.players[6].jerseyNumber = 100),
        /^Bad record players\[6\] \(id pl-gavin\).*field "jerseyNumber": 100 for Gavin Nolan breaks the player rules: Enter a jersey number between 0 and 99\.$/,
      ],
      [
        (file) => (file.players[7].jerseySize = "XXXL"),
        /^Bad record players\[7\] \(id pl-hugh\).*field "jerseySize": "XXXL" for Hugh Quinn breaks the player rules: Choose a jersey size\.$/,
      ],
      [
        (file) => (file.players[0].firstName = "A".repeat(61)),
        /^Bad record players\[0\] \(id pl-aidan\).*field "firstName": "A{56}\.\.\. breaks the player rules: Use at most 60 characters\.$/,
      ],
    ];
    for (const [breakIt, message] of cases) {
      const file = fixture();
      breakIt(file);
      expect(errorOf(file)).toMatch(message);
    }
  });

  it("a field an old record never had may be missing; what he has is stored trimmed", () => {
    const file = fixture();
    for (const doc of [file.players[2], leagueDoc(file).players[2]]) {
      delete doc.phone;
      delete doc.age;
      delete doc.height;
      delete doc.jerseyNumber;
      delete doc.jersey_number;
      delete doc.jerseySize;
      delete doc.jersey_size;
    }
    file.players[2].firstName = "  Conor ";
    file.players[2].email = "  Conor.Doyle@Example.com ";
    expect(mapLegacyExport(file).league.players.find((p) => p.id === "pl-conor")).toMatchObject({
      firstName: "Conor",
      email: "conor.doyle@example.com",
      phone: null,
      age: null,
      heightFeet: null,
      heightInches: null,
      jerseyNumber: null,
      jerseySize: null,
    });
  });

  it("a winner_ tag naming a game that is not there", () => {
    const file = fixture();
    leagueDoc(file).games[4].playoff_tags = ["final", "winner_g3-cf-east", "winner_g3-missing"];
    expect(errorOf(file)).toMatch(
      /^Bad record league.games\[4\] \(id g3-final\), field "playoff_tags": winner_g3-missing names a game that is not in the file/,
    );
  });

  it("a reply to a comment that does not exist, a bad status, a file that is not an export", () => {
    const file = fixture();
    file.comments[1].replyTo = "c-999";
    expect(errorOf(file)).toMatch(/^Bad record comments\[1\] \(id c-101\), field "replyTo"/);
    const other = fixture();
    other.prayer_intentions[0].status = "answered";
    expect(errorOf(other)).toBe(
      'Bad record prayer_intentions[0] (id pr-1), field "status": expected one of new, prayed, got "answered".',
    );
    expect(errorOf({ hello: "world" })).toMatch(/^Not an export of the original site/);
  });
});
