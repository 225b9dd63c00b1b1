import { describe, expect, it } from "vitest";
import { parseGameEntry, statField } from "~/domain/games/entry";

const game = {
  homeTeamId: "home",
  awayTeamId: "away",
  startsAt: new Date("2026-11-20T23:00:00Z"),
  blocksStealsAfter: new Date("2024-05-28T03:59:59Z"),
};
const players = [
  { playerId: "h1", teamId: "home" },
  { playerId: "h2", teamId: "home" },
  { playerId: "a1", teamId: "away" },
];

describe("parseGameEntry", () => {
  it("blank stats become 0; played if any stat entered, else dnp; winner is the higher score", () => {
    const parsed = parseGameEntry(
      {
        homeScore: "40",
        awayScore: "42",
        [statField("h1", "points")]: "12",
        [statField("h1", "steals")]: "0",
        [statField("a1", "rebounds")]: "0",
      },
      game,
      players,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.result.winnerId).toBe("away");
    expect(parsed.result.stats).toEqual([
      {
        playerId: "h1",
        teamId: "home",
        status: "played",
        values: { points: 12, rebounds: 0, assists: 0, blocks: 0, steals: 0 },
      },
      {
        playerId: "h2",
        teamId: "home",
        status: "dnp",
        values: { points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0 },
      },
      {
        playerId: "a1",
        teamId: "away",
        status: "played",
        values: { points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0 },
      },
    ]);
  });

  it("a tie goes to the home team; Forfeit and No Stats boxes mark the blank lines", () => {
    const forfeit = parseGameEntry(
      { homeScore: "20", awayScore: "20", forfeit: "on", noStats: "on" },
      game,
      players,
    );
    expect(forfeit.ok && forfeit.result.winnerId).toBe("home");
    expect(forfeit.ok && forfeit.result.stats.map((s) => s.status)).toEqual([
      "forfeit",
      "forfeit",
      "forfeit",
    ]);
    const noStats = parseGameEntry(
      { homeScore: "50", awayScore: "41", noStats: "on" },
      game,
      players,
    );
    expect(noStats.ok && noStats.result.stats.map((s) => s.status)).toEqual([
      "no-stats",
      "no-stats",
      "no-stats",
    ]);
  });

  it("ignores blocks and steals for games before the season's stat start date", () => {
    const early = { ...game, startsAt: new Date("2024-05-01T23:00:00Z") };
    const parsed = parseGameEntry(
      {
        homeScore: "1",
        awayScore: "0",
        [statField("h1", "blocks")]: "5",
        [statField("h1", "steals")]: "x",
      },
      early,
      players,
    );
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.result.stats[0]).toMatchObject({
      status: "dnp",
      values: { blocks: 0, steals: 0 },
    });
  });

  it("names every bad box", () => {
    const parsed = parseGameEntry(
      {
        homeScore: "",
        awayScore: "-3",
        [statField("a1", "points")]: "2.5",
        [statField("h2", "assists")]: "999",
      },
      game,
      players,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        homeScore: "Enter the home score.",
        awayScore: "Away score must be a whole number.",
        [statField("a1", "points")]: "A stat must be a whole number.",
        [statField("h2", "assists")]: "A stat must be at most 200.",
      },
    });
  });

  it("takes a score up to 300 and a stat up to 200, and not one more", () => {
    const form = (home: string, stat: string) => ({
      homeScore: home,
      awayScore: "40",
      [statField("h1", "points")]: stat,
    });
    expect(parseGameEntry(form("300", "200"), game, players).ok).toBe(true);
    expect(parseGameEntry(form("301", "200"), game, players)).toEqual({
      ok: false,
      errors: { homeScore: "Home score must be at most 300." },
    });
    expect(parseGameEntry(form("300", "201"), game, players)).toEqual({
      ok: false,
      errors: { [statField("h1", "points")]: "A stat must be at most 200." },
    });
  });
});
