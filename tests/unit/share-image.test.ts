// The picture a shared game link shows (issue 33 §5): what it says for each
// state of a game (docs/league-rules.md#game-states), in which colours, and
// the link preview's title and alt text.
import { describe, expect, it } from "vitest";
import { TEAM_SEEDS } from "~/demo/content/teams";
import { forfeitMessage } from "~/domain/games/state";
import { LEAGUE_NAME } from "~/domain/league";
import {
  isShareImagePath,
  NAME_WIDTH_PX,
  nameFontSize,
  shareImage,
  shareImagePath,
} from "~/domain/game-story/share-image";
import { contrastRatio, DEFAULT_TEAM_COLOR, MIN_TEXT_CONTRAST } from "~/domain/teams/colors";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import type { TeamRef } from "~/domain/types";
import { game } from "./fixtures";

const saints: TeamRef = { id: "saints", name: "Saints", abbreviation: "SNTS", color: "#e0569a" };
const shamrocks: TeamRef = {
  id: "shamrocks",
  name: "Shamrocks",
  abbreviation: "SHAM",
  color: "#1f7a3a",
};
const teams = new Map([saints, shamrocks].map((t) => [t.id, t]));
const startsAt = new Date("2026-11-28T23:00:00Z"); // Sat, Nov 28, 6:00 PM in Boston
const sides = { homeTeamId: "shamrocks", awayTeamId: "saints", startsAt };
const played = [{ status: "played" as const }, { status: "dnp" as const }];

describe("shareImage", () => {
  it("a final: the winner first with both scores, 'Final', the day and gym", () => {
    const final = game({
      ...sides,
      status: "completed",
      winnerId: "saints",
      awayScore: 52,
      homeScore: 48,
    });
    const image = shareImage(final, teams, played);
    expect(image).toMatchObject({
      display: "final",
      league: LEAGUE_NAME,
      status: "Final",
      when: "Sat, Nov 28",
      detail: "South Boston Catholic Academy",
      title: "Saints 52, Shamrocks 48 — Final",
      alt: "Saints 52, Shamrocks 48, final.",
    });
    expect(image.bands.map((b) => [b.name, b.right, b.rightIsScore])).toEqual([
      ["Saints", "52", true],
      ["Shamrocks", "48", true],
    ]);
    // The home team won: it comes first.
    const homeWin = shareImage({ ...final, winnerId: "shamrocks", homeScore: 60 }, teams, played);
    expect(homeWin.bands.map((b) => b.name)).toEqual(["Shamrocks", "Saints"]);
    expect(homeWin.title).toBe("Shamrocks 60, Saints 52 — Final");
  });

  it("a game without stats is a final too; a forfeit says who forfeited", () => {
    const decided = game({
      ...sides,
      status: "completed",
      winnerId: "shamrocks",
      awayScore: 0,
      homeScore: 20,
    });
    expect(shareImage(decided, teams, []).status).toBe("Final");
    const forfeit = shareImage(decided, teams, [{ status: "forfeit" }]);
    expect(forfeit).toMatchObject({
      display: "forfeit",
      status: "Forfeit",
      detail: forfeitMessage("Saints"),
      title: "Shamrocks 20, Saints 0 — Forfeit",
      alt: `Shamrocks 20, Saints 0. ${forfeitMessage("Saints")}`,
    });
    expect(forfeit.bands.map((b) => `${b.name} ${b.right}`)).toEqual(["Shamrocks 20", "Saints 0"]);
  });

  it("a live game: away then home with the running score, LIVE", () => {
    const live = shareImage(game({ ...sides, status: "live" }), teams, [], { away: 24, home: 31 });
    expect(live).toMatchObject({
      display: "live",
      status: "LIVE",
      title: "Live: Saints 24, Shamrocks 31",
      alt: "Saints 24, Shamrocks 31, live.",
    });
    expect(live.bands.map((b) => `${b.name} ${b.right}`)).toEqual(["Saints 24", "Shamrocks 31"]);
    // Started, nobody has scored yet.
    const tipOff = shareImage(game({ ...sides, status: "live" }), teams, []);
    expect(tipOff.bands.map((b) => b.right)).toEqual(["0", "0"]);
  });

  it("a game to come: the matchup, away then home, its day and time and gym", () => {
    const image = shareImage(game(sides), teams, []);
    const day = formatGameDay(startsAt);
    const time = formatGameTime(startsAt);
    expect([day, time]).toEqual(["Sat, Nov 28", "6:00 PM"]);
    expect(image).toMatchObject({
      display: "upcoming",
      status: null,
      when: `${day} · ${time}`,
      detail: "South Boston Catholic Academy",
      title: `Saints at Shamrocks — ${day}, ${time}`,
      alt: `Saints at Shamrocks, ${day} at ${time}, South Boston Catholic Academy.`,
    });
    expect(image.bands.map((b) => [b.name, b.right, b.rightIsScore])).toEqual([
      ["Saints", "Away", false],
      ["Shamrocks", "Home", false],
    ]);
  });

  it("a postponed game: its day without a time", () => {
    const image = shareImage(game({ ...sides, status: "postponed" }), teams, []);
    expect(image).toMatchObject({
      status: "Postponed",
      when: "Sat, Nov 28: postponed",
      title: "Saints at Shamrocks — Postponed",
      alt: "Saints at Shamrocks, Sat, Nov 28: postponed.",
    });
    expect(JSON.stringify(image)).not.toContain("6:00 PM");
  });

  it("a side still to be decided: its placeholder on the site's navy", () => {
    const image = shareImage(
      game({ ...sides, awayTeamId: null, awayPlaceholder: "Winner 1vs8" }),
      teams,
      [],
    );
    expect(image.bands[0]).toMatchObject({ name: "Winner 1vs8", background: DEFAULT_TEAM_COLOR });
    expect(image.title).toBe("Winner 1vs8 at Shamrocks — Sat, Nov 28, 6:00 PM");
  });

  it("writes every demo team's name in a colour that reads on its band", () => {
    for (const seed of TEAM_SEEDS) {
      const team: TeamRef = { ...seed, id: "away" };
      const image = shareImage(
        game({ ...sides, awayTeamId: "away" }),
        new Map([["away", team]]),
        [],
      );
      const band = image.bands[0];
      expect(band.background).toBe(seed.color);
      expect(contrastRatio(band.background, band.text), seed.name).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });
});

describe("nameFontSize", () => {
  it("draws a short name largest and shrinks a long one to fit, down to a floor", () => {
    expect(nameFontSize("Saints")).toBe(84);
    const longest = TEAM_SEEDS.map((t) => t.name).sort((a, b) => b.length - a.length)[0]!;
    const size = nameFontSize(longest);
    expect(size).toBeLessThan(84);
    // Inter Bold is at most 0.6 em a character on average over a name.
    expect(size * 0.6 * longest.length).toBeLessThanOrEqual(NAME_WIDTH_PX);
    expect(nameFontSize("x".repeat(80))).toBe(48); // it wraps instead
  });
});

describe("the picture's address", () => {
  it("is /games/{id}/share.png, and only that is one", () => {
    expect(shareImagePath("abc123")).toBe("/games/abc123/share.png");
    for (const same of [
      shareImagePath("abc123"),
      "/games/abc123/SHARE.PNG",
      "/games/a/share.png/",
    ]) {
      expect(isShareImagePath(same), same).toBe(true);
    }
    for (const other of ["/games/abc123", "/games/abc123/share.png/x", "/games//share.png"]) {
      expect(isShareImagePath(other), other).toBe(false);
    }
  });
});
