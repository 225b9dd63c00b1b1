import { describe, expect, it } from "vitest";
import { auditSubjectName, describeAudit, type AuditNames } from "~/domain/dashboard/audit";
import { leagueDate } from "~/domain/time/league-time";

const nothing: Omit<AuditNames, "entity"> = {
  action: "update",
  game: null,
  teamName: null,
  player: null,
  seasonName: null,
  pickNumber: null,
};
const pat = { firstName: "Pat", lastName: "Murphy" };
const game = {
  startsAt: leagueDate(2026, 11, 28, 9),
  homeTeamId: "shamrocks",
  awayTeamId: "friars",
  homePlaceholder: null,
  awayPlaceholder: null,
  homeName: "Shamrocks",
  awayName: "Friars",
};

describe("auditSubjectName", () => {
  it("names a game by its matchup (away at home) and day", () => {
    expect(auditSubjectName({ ...nothing, entity: "game", game })).toBe(
      "Friars at Shamrocks, Sat, Nov 28",
    );
  });

  it("names a playoff game's undecided side by its placeholder", () => {
    const final = { ...game, awayTeamId: null, awayName: null, awayPlaceholder: "Winner 1vs8" };
    expect(auditSubjectName({ ...nothing, entity: "game", game: final })).toBe(
      "Winner 1vs8 at Shamrocks, Sat, Nov 28",
    );
  });

  it("names a team, a player, a season and a season's draft", () => {
    expect(auditSubjectName({ ...nothing, entity: "team", teamName: "Shamrocks" })).toBe(
      "Shamrocks",
    );
    expect(
      auditSubjectName({
        ...nothing,
        entity: "player",
        player: { firstName: "Pat", lastName: "Murphy" },
      }),
    ).toBe("Pat Murphy");
    expect(auditSubjectName({ ...nothing, entity: "season", seasonName: "Season 4" })).toBe(
      "Season 4",
    );
    expect(auditSubjectName({ ...nothing, entity: "draft", seasonName: "Season 4" })).toBe(
      "Season 4 draft",
    );
  });

  it("has no name for a record that is gone, or a kind it does not name", () => {
    // A left join that found nothing: the nested fields are all null.
    const gone = { ...game, startsAt: null, homeTeamId: null, awayTeamId: null };
    expect(auditSubjectName({ ...nothing, entity: "game", game: gone })).toBeNull();
    expect(auditSubjectName({ ...nothing, entity: "game" })).toBeNull();
    expect(
      auditSubjectName({
        ...nothing,
        entity: "player",
        player: { firstName: null, lastName: null },
      }),
    ).toBeNull();
    expect(auditSubjectName({ ...nothing, entity: "signup", teamName: "Shamrocks" })).toBeNull();
    expect(auditSubjectName({ ...nothing, entity: "roster", seasonName: "Season 4" })).toBeNull();
    expect(auditSubjectName({ ...nothing, entity: "draft" })).toBeNull();
    // A draft entry whose player or team is gone reads as the season's draft.
    expect(
      auditSubjectName({ ...nothing, entity: "draft", player: pat, seasonName: "Season 4" }),
    ).toBe("Season 4 draft");
    expect(
      auditSubjectName({ ...nothing, entity: "season-roster", player: pat, seasonName: "S" }),
    ).toBeNull();
  });

  it("names the person a signup, a draft pick, a roster place or a captain concerns (issue 41)", () => {
    const season = { seasonName: "Winter 2027" };
    expect(auditSubjectName({ ...nothing, ...season, entity: "signup", player: pat })).toBe(
      "Pat Murphy (Winter 2027)",
    );
    const pick = { ...nothing, ...season, entity: "draft", player: pat, teamName: "Saints" };
    expect(auditSubjectName({ ...pick, action: "draft-pick", pickNumber: 7 })).toBe(
      "Pat Murphy to the Saints (pick 7)",
    );
    expect(auditSubjectName({ ...pick, action: "undo-draft-pick", pickNumber: 7 })).toBe(
      "Pat Murphy to the Saints (pick 7)",
    );
    const place = {
      ...nothing,
      ...season,
      entity: "season-roster",
      player: pat,
      teamName: "Saints",
    };
    expect(auditSubjectName({ ...place, action: "add-player" })).toBe(
      "Pat Murphy to the Saints (Winter 2027)",
    );
    expect(auditSubjectName({ ...place, action: "remove-player" })).toBe(
      "Pat Murphy from the Saints (Winter 2027)",
    );
    const captain = { ...place, entity: "season-team", action: "set-captain" };
    expect(auditSubjectName(captain)).toBe("Pat Murphy for the Saints (Winter 2027)");
    expect(auditSubjectName({ ...captain, player: null })).toBe(
      "no captain for the Saints (Winter 2027)",
    );
    // A season gone since: the person is still named.
    expect(auditSubjectName({ ...nothing, entity: "signup", player: pat })).toBe("Pat Murphy");
  });

  it("has no name for a player missing half his name, rather than half a name", () => {
    for (const player of [
      { firstName: "Pat", lastName: null },
      { firstName: null, lastName: "Murphy" },
      { firstName: "Pat", lastName: "" },
    ]) {
      expect(auditSubjectName({ ...nothing, entity: "player", player })).toBeNull();
    }
  });
});

describe("describeAudit", () => {
  it("reads a game entry by its matchup and day, linked to the game's admin page", () => {
    expect(
      describeAudit({
        action: "start-live",
        entity: "game",
        entityId: "719hs8275k",
        name: "Friars at Shamrocks, Sat, Nov 28",
      }),
    ).toEqual({
      what: "Start live: Friars at Shamrocks, Sat, Nov 28",
      href: "/admin/games/719hs8275k",
    });
  });

  it("says what a one-word action acted on", () => {
    expect(
      describeAudit({ action: "update", entity: "team", entityId: "shamrocks", name: "Shamrocks" }),
    ).toEqual({ what: "Update team: Shamrocks", href: "/admin/teams/shamrocks" });
    expect(
      describeAudit({ action: "update", entity: "player", entityId: "p1", name: "Pat Murphy" }),
    ).toEqual({ what: "Update player: Pat Murphy", href: "/admin/players/p1" });
    expect(
      describeAudit({ action: "close-season", entity: "season", entityId: "4", name: "Season 4" }),
    ).toEqual({ what: "Close season: Season 4", href: "/admin/seasons/4" });
  });

  it("turns every hyphen and underscore of an action into a space", () => {
    expect(
      describeAudit({
        action: "undo-draft_pick",
        entity: "draft",
        entityId: "4",
        name: "Season 4 draft",
      }),
    ).toEqual({ what: "Undo draft pick: Season 4 draft", href: "/admin/seasons/4/draft" });
  });

  it("encodes the record's id in its link", () => {
    expect(
      describeAudit({ action: "update", entity: "player", entityId: "a b/c", name: "Pat Murphy" }),
    ).toEqual({ what: "Update player: Pat Murphy", href: "/admin/players/a%20b%2Fc" });
  });

  it("keeps a deleted game readable by its id, unlinked", () => {
    expect(
      describeAudit({ action: "delete-game", entity: "game", entityId: "719hs8275k", name: null }),
    ).toEqual({ what: "Delete game: game 719hs8275k", href: null });
  });

  it("reads a signup's and a draft pick's entry by the person, linked where there is a page (issue 41)", () => {
    expect(
      describeAudit({
        action: "mark-paid",
        entity: "signup",
        entityId: "jcec0at3mw",
        name: "Pat Murphy (Winter 2027)",
      }),
    ).toEqual({ what: "Mark paid: Pat Murphy (Winter 2027)", href: null });
    expect(
      describeAudit({
        action: "draft-pick",
        entity: "draft",
        entityId: "5",
        name: "Pat Murphy to the Saints (pick 7)",
      }),
    ).toEqual({
      what: "Draft pick: Pat Murphy to the Saints (pick 7)",
      href: "/admin/seasons/5/draft",
    });
    expect(
      describeAudit({
        action: "add-player",
        entity: "season-roster",
        entityId: "5/st saints",
        name: "Pat Murphy to the Saints (Winter 2027)",
      }),
    ).toEqual({
      what: "Add player: Pat Murphy to the Saints (Winter 2027)",
      href: "/admin/seasons/5/teams/st%20saints",
    });
    expect(
      describeAudit({ action: "set-captain", entity: "season-team", entityId: "5/a/b", name: "x" })
        .href,
    ).toBeNull();
  });

  it("reads an entry of a kind it does not name by kind and id, unlinked", () => {
    expect(
      describeAudit({ action: "mark-paid", entity: "signup", entityId: "s1", name: null }),
    ).toEqual({ what: "Mark paid: signup s1", href: null });
    expect(
      describeAudit({ action: "import", entity: "league", entityId: null, name: null }),
    ).toEqual({ what: "Import: league", href: null });
  });
});
