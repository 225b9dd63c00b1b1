// The draft page's data, end to end through the draft query module and the
// draft rules, on a freshly migrated database loaded with the demo league.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  playersSeasonLines,
  seasonDraft,
  seasonDraftPicks,
  seasonHasStats,
  undraftedSignups,
} from "~/data/draft.server";
import * as schema from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { loadDemoLeague } from "~/demo/load.server";
import { formatStatValue, perGame } from "~/domain/stats/leaders";
import { loadDraftPage } from "~/pages/draft.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("draft page data on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const draft = league.drafts[0]!;
  const core = new Set(draft.corePlayerIds);
  const drafted = new Set(league.draftPicks.map((p) => p.playerId));
  const waiting = league.signups.filter(
    (s) => s.seasonId === 4 && !drafted.has(s.playerId) && !core.has(s.playerId),
  );

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("reads the draft, its picks in order and the undrafted signups", async () => {
    expect(await seasonDraft(t.db, 4)).toMatchObject({
      draftOrder: draft.draftOrder,
      corePlayerIds: draft.corePlayerIds,
    });
    expect(await seasonDraft(t.db, 1)).toBeUndefined();
    const picks = await seasonDraftPicks(t.db, 4);
    expect(picks.map((p) => p.pickNumber)).toEqual(league.draftPicks.map((p) => p.pickNumber));
    expect(picks.map((p) => p.playerId)).toEqual(league.draftPicks.map((p) => p.playerId));

    const undrafted = await undraftedSignups(t.db, 4);
    expect(undrafted.some((p) => drafted.has(p.id))).toBe(false);
    expect(undrafted.filter((p) => core.has(p.id))).toHaveLength(16);
    expect(
      undrafted
        .filter((p) => !core.has(p.id))
        .map((p) => p.id)
        .sort(),
    ).toEqual(waiting.map((s) => s.playerId).sort());
    // Core players are on their season-4 team already; the late signups are not.
    for (const p of undrafted) expect(p.teamId !== null).toBe(core.has(p.id));
  });

  it("knows whether a season has stats and reads a player's lines per season", async () => {
    expect(await seasonHasStats(t.db, 4)).toBe(true);
    const playerId = [...core][0]!;
    const lines = await playersSeasonLines(t.db, [playerId], [3]);
    const season3 = new Set(
      league.games.filter((g) => g.seasonId === 3 && g.status === "completed").map((g) => g.id),
    );
    expect(lines.length).toBe(
      league.gameStats.filter((s) => s.playerId === playerId && season3.has(s.gameId)).length,
    );
    expect(lines.every((l) => l.seasonId === 3 && l.tracksBlocksSteals)).toBe(true);
    expect(await playersSeasonLines(t.db, [], [3])).toEqual([]);
  });

  it("builds the board in snake order with the made picks and the pick on the clock", async () => {
    const page = await loadDraftPage(t.db, NOW);
    expect(page.season).toEqual({ id: 4, name: league.seasons[3]!.name });
    if (!page.season) return;
    expect(page.hasDraft).toBe(true);
    // Enough rounds for every pick made and every player still waiting.
    const rounds = Math.ceil((league.draftPicks.length + waiting.length) / 16);
    expect(page.board).toHaveLength(rounds);
    expect(page.totalPicks).toBe(rounds * 16);
    expect(page.picksMade).toBe(league.draftPicks.length);

    const [round1, round2] = page.board;
    expect(round1!.picks.map((p) => p.teamId)).toEqual(draft.draftOrder);
    expect(round2!.picks[0]!.teamId).toBe(round1!.picks[15]!.teamId);
    expect(round2!.picks.map((p) => p.teamId)).toEqual([...draft.draftOrder].reverse());

    const all = page.board.flatMap((r) => r.picks);
    const pat = league.players.find((p) => p.id === league.draftPicks[0]!.playerId)!;
    expect(all[0]!.player).toEqual({ id: pat.id, name: `${pat.firstName} ${pat.lastName}` });
    expect(all.filter((p) => p.player).length).toBe(league.draftPicks.length);
    // The windows are long past but their 95 slots end before pick 158:
    // only the current pick is on the clock.
    const next = league.draftPicks.length + 1;
    expect(page.onTheClock.map((p) => p.pickNumber)).toEqual([next]);
    expect(all[next - 1]!.onTheClock).toBe(true);
    expect(all[next - 1]!.scheduled).toBeNull();
    expect(all[next - 1]!.teamName).toMatch(/\w/);
  });

  it("puts the available players first while late signups wait to be drafted", async () => {
    // The demo's windows are long past, but picks are made and players wait.
    expect(waiting.length).toBeGreaterThan(0);
    expect((await loadDraftPage(t.db, NOW)).order).toEqual(["players", "board"]);
  });

  it("lists waiting players first, then core players, with last season's averages", async () => {
    const page = await loadDraftPage(t.db, NOW);
    if (!page.season) throw new Error("no season");
    const { rows, lastSeason, currentSeason } = page.players;
    expect(lastSeason).toEqual({ id: 3, name: league.seasons[2]!.name });
    // Season 4 has stats, so its column shows (docs/league-rules.md#the-draft).
    expect(currentSeason?.id).toBe(4);
    expect(rows).toHaveLength(waiting.length + 16);
    expect(rows.slice(0, waiting.length).every((r) => !r.core && r.teamAbbreviation === null)).toBe(
      true,
    );
    expect(rows.slice(waiting.length).every((r) => r.core && r.teamAbbreviation)).toBe(true);

    // A core player's season-3 points per game, computed from the raw rows.
    const row = rows.find((r) => r.core && r.last)!;
    const season3 = new Set(league.games.filter((g) => g.seasonId === 3).map((g) => g.id));
    const played = league.gameStats.filter(
      (s) => s.playerId === row.id && season3.has(s.gameId) && s.status === "played",
    );
    const points = played.reduce((sum, s) => sum + (s.points ?? 0), 0);
    expect(row.last).toMatchObject({
      games: played.length,
      ppg: formatStatValue(perGame(points, played.length)),
    });
    const player = league.players.find((p) => p.id === row.id)!;
    expect(row.height).toBe(`${player.heightFeet}'${player.heightInches}"`);
  });

  it("reads the same for an admin and a visitor, but for the admin's link to the admin draft page", async () => {
    const visitor = await loadDraftPage(t.db, NOW);
    const admin = await loadDraftPage(t.db, NOW, { admin: true });
    if (!visitor.season || !admin.season) throw new Error("no season");
    expect(visitor.adminDraft).toBeNull();
    expect(admin.adminDraft).toBe(`/admin/seasons/${admin.season.id}/draft`);
    // The board is public: nothing about fees in anyone's rows.
    expect({ ...admin, adminDraft: null }).toEqual(visitor);
    expect(JSON.stringify(admin.players.rows)).not.toMatch(/paid/i);
  });

  it("hides a new season's column until its date while it has no stats, and shows no draft", async () => {
    const after = new Date(NOW.getTime() + 10 * DAY);
    await t.db.update(schema.seasons).set({ isCurrent: false }).where(eq(schema.seasons.id, 4));
    await t.db.insert(schema.seasons).values({
      id: 5,
      name: "Spring 2027",
      isCurrent: true,
      playerTableAfter: after,
    });
    await t.db.insert(schema.signups).values(
      waiting.slice(0, 3).map((s, i) => ({
        id: `test-signup-${i}`,
        seasonId: 5,
        playerId: s.playerId,
        status: "returning" as const,
      })),
    );
    try {
      expect(await seasonHasStats(t.db, 5)).toBe(false);
      const before = await loadDraftPage(t.db, NOW);
      expect(before.season?.id).toBe(5);
      if (!before.season) return;
      expect(before.hasDraft).toBe(false);
      expect(before.onTheClock).toEqual([]);
      expect(before.players.lastSeason?.id).toBe(4);
      expect(before.players.currentSeason).toBeNull();
      expect(before.players.rows).toHaveLength(3);
      expect(before.players.rows.every((r) => r.current === null)).toBe(true);

      const later = await loadDraftPage(t.db, new Date(after.getTime() + DAY));
      expect(later.season && later.players.currentSeason?.id).toBe(5);
    } finally {
      await t.db.delete(schema.signups).where(eq(schema.signups.seasonId, 5));
      await t.db.delete(schema.seasons).where(eq(schema.seasons.id, 5));
      await t.db.update(schema.seasons).set({ isCurrent: true }).where(eq(schema.seasons.id, 4));
    }
  });
});

describe.each(databaseKinds)("draft page on a league with more history ($name)", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW, historySeasons: 5 });

  beforeAll(async () => {
    t = await open();
    await loadDemoLeague(t.db, league);
  });
  afterAll(() => t?.dispose());

  it("numbers the seasons 1..6 with the current one last, and finds its draft", async () => {
    expect(league.seasons.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(league.seasons.map((s) => s.name).slice(0, 3)).toEqual([
      "Spring–Summer 2022",
      "Fall 2022",
      "Spring–Summer 2023",
    ]);
    const page = await loadDraftPage(t.db, NOW);
    expect(page.season?.id).toBe(6);
    if (!page.season) return;
    expect(page.players.lastSeason?.id).toBe(5);
    expect(page.picksMade).toBe(league.draftPicks.length);
    expect(page.board[0]!.picks.map((p) => p.teamId)).toEqual(league.drafts[0]!.draftOrder);
  });

  it("keeps the classic league's rows, only renumbered", () => {
    const classic = generateDemoLeague({ now: NOW });
    expect(league.draftPicks).toEqual(classic.draftPicks.map((p) => ({ ...p, seasonId: 6 })));
    const classicGames = classic.games.map((g) => ({ ...g, seasonId: g.seasonId + 2 }));
    expect(league.games.slice(-classicGames.length)).toEqual(classicGames);
    // Every older season is complete, with playoffs, on rosters of adults.
    for (const seasonId of [1, 2]) {
      const games = league.games.filter((g) => g.seasonId === seasonId);
      expect(games.filter((g) => g.type === "playoff")).toHaveLength(15);
      expect(games.every((g) => g.status === "completed")).toBe(true);
    }
    const newSignups = new Map<string, number>();
    for (const s of league.signups.filter((s) => s.status === "new"))
      newSignups.set(s.playerId, (newSignups.get(s.playerId) ?? 0) + 1);
    expect([...newSignups.values()].every((n) => n === 1)).toBe(true);
  });
});
