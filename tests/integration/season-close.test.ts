// Closing a season (docs/league-rules.md#seasons): refused while games have no
// result, the champion prefilled from the final, read-only once closed,
// reopened by an admin; the champion on /seasons, /seasons/{n} and the team page.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseGameResult, GameSaveRefused, saveGameResult } from "~/data/game-results.server";
import { provideAlertLinks } from "~/data/game-alerts.server";
import { removeRosterPlayer, setCaptain } from "~/data/rosters.server";
import { closeSeason, reopenSeason, SeasonCloseRefused } from "~/data/season-close.server";
import { generateSeasonPlayoffs, SeasonChangeRefused } from "~/data/seasons.server";
import { auditLog, gameStats, games, seasonRosters, seasons } from "~/db/schema";
import { handleAdminSeason, loadAdminSeason } from "~/pages/admin-season.server";
import { loadSeasonPage } from "~/pages/season.server";
import { loadSeasonsPage } from "~/pages/seasons.server";
import { loadTeamPage } from "~/pages/team.server";
import { yesTo } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

provideAlertLinks({
  origin: "https://league.example",
  unsubscribeUrl: (id) => `https://league.example/alerts/unsubscribe?p=${id}&s=test`,
});

const by = { actorEmail: "admin@example.org", at: new Date("2026-11-22T17:00:00Z") };
const admin = { userId: "u", email: by.actorEmail, name: "Admin", isAdmin: true, player: null };

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: { status: number } }).init.status;

describe.each(databaseKinds)("closing a season on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("refuses to close a season with games still to play, and lists them with links", async () => {
    const page = await loadAdminSeason(t.db, 4, by.at);
    expect(page.closing.unresolved).toBeGreaterThan(0);
    // Every one listed (behind folds, not "and 24 more"), those still to play apart.
    expect(page.closing.unresolvedGames.length).toBe(page.closing.unresolved);
    const future = page.closing.unresolvedGames.filter((g) => !g.played);
    expect(future.length).toBeGreaterThan(0);
    expect(page.closing.unresolvedGames[0]!.label).toMatch(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d+ · .+ at .+/,
    );
    const champion = page.closing.choices[0]!.id;
    await expect(closeSeason(t.db, 4, champion, by, null)).rejects.toBeInstanceOf(
      SeasonCloseRefused,
    );
    const answer = await handleAdminSeason(
      t.db,
      4,
      admin,
      form({ intent: "close-season", champion }),
    );
    expect(status(answer)).toBe(409);
    const [season4] = await t.db.select().from(seasons).where(eq(seasons.id, 4));
    expect(season4?.closedAt).toBeNull();
  });

  it("refuses a Yes to Close when a game was added since the question, the season still open", async () => {
    const stored = await t.db.select().from(games).where(eq(games.seasonId, 3));
    const winner = stored.find((g) => g.playoffRound === "final")!.winnerId!;
    const yes = await yesTo(t.db, 3, { confirm: "close", champion: winner });
    // The question states how many games the season had when asked (the rule's table).
    const asked = await loadAdminSeason(
      t.db,
      3,
      undefined,
      new URLSearchParams({ confirm: "close", champion: winner }),
    );
    expect(asked.confirm?.text).toContain(`All ${stored.length} games have their result.`);
    // Another admin adds a game with its result meanwhile: still all results, one more game.
    const extra = {
      ...stored.find((g) => g.status === "completed" && g.type === "regular_season")!,
      id: "extra-game-for-close",
    };
    await t.db.insert(games).values(extra);
    try {
      const answer = await handleAdminSeason(t.db, 3, admin, form(yes));
      expect(status(answer)).toBe(409);
      expect(JSON.stringify(answer)).toContain("what the question showed has changed since");
      const [season3] = await t.db.select().from(seasons).where(eq(seasons.id, 3));
      expect(season3?.closedAt).toBeNull();
      // The question asked again states the new count, under another key.
      const again = await yesTo(t.db, 3, { confirm: "close", champion: winner });
      expect(again.shown).not.toBe(yes.shown);
    } finally {
      await t.db.delete(games).where(eq(games.id, "extra-game-for-close"));
    }
  });

  it("closes a finished season with its final's winner as champion; the pages show it", async () => {
    const page = await loadAdminSeason(t.db, 3);
    expect(page.closing.unresolved).toBe(0);
    const [final] = await t.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, 3), eq(games.playoffRound, "final")));
    expect(page.closing.proposedChampion).toBe(final!.winnerId);
    await expect(closeSeason(t.db, 3, "no-such-team", by, "any")).rejects.toBeInstanceOf(
      SeasonChangeRefused,
    );

    const answer = await handleAdminSeason(
      t.db,
      3,
      admin,
      form(await yesTo(t.db, 3, { confirm: "close", champion: final!.winnerId! })),
    );
    expect((answer as Response).headers.get("Location")).toBe("/admin/seasons/3?saved=closed");
    const closed = await loadAdminSeason(t.db, 3);
    expect(closed.closing.closedAt).not.toBeNull();
    expect(closed.closing.champion).toBeTruthy();

    const seasonsPage = await loadSeasonsPage(t.db);
    const row = seasonsPage.seasons.find((s) => s.id === 3)!;
    expect(row.champion).toBe(closed.closing.champion);
    expect((await loadSeasonPage(t.db, 3))?.champion?.id).toBe(final!.winnerId);
    const team = (await loadTeamPage(t.db, final!.winnerId!, by.at))!;
    expect(team.team.titles.map((x) => x.seasonId)).toContain(3);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "close-season"));
    expect(audit).toHaveLength(1);
  });

  it("refuses to close a season already closed, whatever its Yes carries", async () => {
    const [season3] = await t.db.select().from(seasons).where(eq(seasons.id, 3));
    expect(season3?.closedAt).not.toBeNull();
    const answer = await handleAdminSeason(
      t.db,
      3,
      admin,
      form({ intent: "close-season", champion: "", shown: "0123456789abcdef" }),
    );
    expect(status(answer)).toBe(409);
    expect(JSON.stringify(answer)).toContain("Season 3 is already closed.");
  });

  it("a champion named at closing wins over the final's winner on every page", async () => {
    const [final] = await t.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, 2), eq(games.playoffRound, "final")));
    expect(final?.winnerId).toBeTruthy();
    // The final's loser: a team the final alone would never make champion.
    const named = final!.winnerId === final!.homeTeamId ? final!.awayTeamId! : final!.homeTeamId!;
    const answer = await handleAdminSeason(
      t.db,
      2,
      admin,
      form(await yesTo(t.db, 2, { confirm: "close", champion: named })),
    );
    expect(status(answer)).toBe(302);
    expect((await loadSeasonPage(t.db, 2))?.champion?.id).toBe(named);
    const names = new Map(
      (await loadSeasonPage(t.db, 2))!.standings.league.map((row) => [row.teamId, row.name]),
    );
    const row = (await loadSeasonsPage(t.db)).seasons.find((s) => s.id === 2)!;
    expect(row.champion).toBe(names.get(named));
    const titlesOf = async (teamId: string) =>
      (await loadTeamPage(t.db, teamId, by.at))!.team.titles.map((x) => x.seasonId);
    expect(await titlesOf(named)).toContain(2);
    expect(await titlesOf(final!.winnerId!)).not.toContain(2);
  });

  it("a closed season's results, rosters, captains and playoffs refuse changes, writing nothing", async () => {
    const message = "Season 3 is closed: reopen it to score its games.";
    const rosterMessage = "Season 3 is closed: reopen it to change its rosters.";
    const [game] = await t.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, 3), eq(games.type, "regular_season")))
      .limit(1);
    const linesBefore = await t.db.select().from(gameStats).where(eq(gameStats.gameId, game!.id));
    const result = {
      homeScore: 1,
      awayScore: 0,
      winnerId: game!.homeTeamId!,
      stats: [],
    };
    await expect(saveGameResult(t.db, game!.id, result, by.actorEmail, by.at)).rejects.toThrow(
      new GameSaveRefused(message),
    );
    await expect(eraseGameResult(t.db, game!.id, by.actorEmail, by.at)).rejects.toThrow(message);
    const [after] = await t.db.select().from(games).where(eq(games.id, game!.id));
    expect(after).toEqual(game);
    expect(await t.db.select().from(gameStats).where(eq(gameStats.gameId, game!.id))).toEqual(
      linesBefore,
    );

    const [member] = await t.db
      .select()
      .from(seasonRosters)
      .where(eq(seasonRosters.seasonId, 3))
      .limit(1);
    const slot = { seasonId: 3, teamId: member!.teamId };
    expect(await removeRosterPlayer(t.db, slot, member!.playerId, by)).toEqual({
      ok: false,
      message: rosterMessage,
    });
    expect(await setCaptain(t.db, slot, member!.playerId, by)).toEqual({
      ok: false,
      message: rosterMessage,
    });
    await expect(generateSeasonPlayoffs(t.db, 3, by)).rejects.toThrow(
      "Season 3 is closed: reopen it to change its playoffs.",
    );
  });

  it("reopening (audited) lets corrections in again and clears the champion", async () => {
    await reopenSeason(t.db, 3, by);
    const [member] = await t.db
      .select()
      .from(seasonRosters)
      .where(eq(seasonRosters.seasonId, 3))
      .limit(1);
    const slot = { seasonId: 3, teamId: member!.teamId };
    expect(await setCaptain(t.db, slot, member!.playerId, by)).toEqual({ ok: true });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "reopen-season"));
    expect(audit).toHaveLength(1);
    // The champion named is cleared: closing again asks again. Until then the
    // pages show the final's winner, as for any season not closed.
    const [season3] = await t.db.select().from(seasons).where(eq(seasons.id, 3));
    expect(season3?.championTeamId).toBeNull();
    const [final] = await t.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, 3), eq(games.playoffRound, "final")));
    expect((await loadSeasonPage(t.db, 3))?.champion?.id).toBe(final!.winnerId);
    expect((await loadAdminSeason(t.db, 3)).closing.champion).toBeNull();
  });
});
