// The demo league: deterministic, internally consistent, and loadable into
// PGlite and (when TEST_DATABASE_URL is set) PostgreSQL.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "~/db/connection.server";
import { databaseKinds, type TestDatabase } from "../support/databases";
import * as schema from "~/db/schema";
import {
  DEMO_PLAYER,
  FORFEIT_LOSING_SCORE,
  FORFEIT_WINNING_SCORE,
  generateDemoLeague,
  type DemoLeague,
} from "~/demo/generate";
import { OPEN_PICKS } from "~/demo/draft-sim";
import { clearLeagueData, isDatabaseEmpty, loadDemoLeague } from "~/demo/load.server";
import { gameDisplayState } from "~/domain/games/state";
import { LOCATIONS } from "~/domain/league";
import { leagueDateParts } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";

const HOUR = 60 * 60 * 1000;
const NOW = new Date("2025-06-20T15:00:00Z"); // a Friday, 11:00 in Boston

/** Several moments of the week and year, so season 4's shaping is exercised. */
const NOWS = [
  NOW,
  new Date("2025-06-22T15:45:00Z"), // Sunday, just after the last tip-off
  new Date("2025-06-23T13:00:00Z"), // Monday, 09:00
  new Date("2025-11-05T03:30:00Z"), // Tuesday night, just after DST ends
  new Date("2026-03-14T16:00:00Z"), // Saturday, mid-morning
];

const asGame = (g: DemoLeague["games"][number]) => g as Game;

function statsByGame(league: DemoLeague) {
  const map = new Map<string, DemoLeague["gameStats"]>();
  for (const s of league.gameStats) map.set(s.gameId, [...(map.get(s.gameId) ?? []), s]);
  return map;
}

function rosterOf(league: DemoLeague, seasonId: number, teamId: string | null | undefined) {
  return league.seasonRosters
    .filter((r) => r.seasonId === seasonId && r.teamId === teamId)
    .map((r) => r.playerId);
}

describe("generateDemoLeague", () => {
  it("is deterministic for the same now and seed", () => {
    expect(generateDemoLeague({ now: NOW, seed: 7 })).toEqual(
      generateDemoLeague({ now: NOW, seed: 7 }),
    );
    expect(JSON.stringify(generateDemoLeague({ now: NOW }))).toBe(
      JSON.stringify(generateDemoLeague({ now: NOW })),
    );
    expect(generateDemoLeague({ now: NOW, seed: 8 }).players[1]).not.toEqual(
      generateDemoLeague({ now: NOW, seed: 7 }).players[1],
    );
  });

  it("refuses a now before season 4 can exist", () => {
    expect(() => generateDemoLeague({ now: new Date("2024-06-01T12:00:00Z") })).toThrow(/now/);
  });

  describe.each(NOWS.map((now) => [now.toISOString(), now] as const))(
    "with now = %s",
    (_label, now) => {
      const league = generateDemoLeague({ now });
      const stats = statsByGame(league);
      const season = (id: number) => league.seasons.find((s) => s.id === id);

      it("has 16 teams split 8/8 by conference with seeds 1-8 and a rostered captain", () => {
        expect(league.teams).toHaveLength(16);
        expect(league.seasons.map((s) => s.id)).toEqual([1, 2, 3, 4]);
        expect(league.seasons.filter((s) => s.isCurrent).map((s) => s.id)).toEqual([4]);
        for (const s of league.seasons) {
          const rows = league.seasonTeams.filter((t) => t.seasonId === s.id);
          expect(rows).toHaveLength(16);
          for (const conference of ["east", "west"] as const) {
            const seeds = rows.filter((r) => r.conference === conference).map((r) => r.seed);
            expect(seeds.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
          }
          for (const row of rows)
            expect(rosterOf(league, s.id, row.teamId)).toContain(row.captainId);
        }
        for (const team of league.teams) {
          expect(team.abbreviation).toMatch(/^[A-Z]{3,4}$/);
          expect(team.bio?.length).toBeGreaterThanOrEqual(2);
        }
      });

      it("has about 200 players with unique lower-case emails and sensible details", () => {
        expect(league.players.length).toBeGreaterThanOrEqual(190);
        expect(league.players.length).toBeLessThanOrEqual(230);
        const emails = league.players.map((p) => p.email);
        expect(new Set(emails).size).toBe(emails.length);
        for (const p of league.players) {
          expect(p.email).toBe(p.email.toLowerCase());
          expect(p.id).toMatch(/^[a-z0-9]{10}$/);
          const inches = (p.heightFeet ?? 0) * 12 + (p.heightInches ?? 0);
          expect(inches).toBeGreaterThanOrEqual(66);
          expect(inches).toBeLessThanOrEqual(80);
          expect(p.birthdayYear).toBeGreaterThanOrEqual(1960);
          expect(p.birthdayYear).toBeLessThanOrEqual(2004);
          const years = now.getUTCFullYear() - (p.birthdayYear ?? 0);
          expect([years - 1, years]).toContain(p.age);
        }
        expect(emails).not.toContain("admin@example.org");
      });

      it("puts the demo player on a season-4 roster with games played", () => {
        const pat = league.players.find((p) => p.email === DEMO_PLAYER.email);
        expect(pat).toMatchObject({ firstName: "Pat", lastName: "Murphy" });
        expect(league.seasonRosters.some((r) => r.seasonId === 4 && r.playerId === pat?.id)).toBe(
          true,
        );
        const s4Games = new Set(league.games.filter((g) => g.seasonId === 4).map((g) => g.id));
        const played = league.gameStats.filter(
          (s) => s.playerId === pat?.id && s.status === "played" && s4Games.has(s.gameId),
        );
        expect(played.length).toBeGreaterThan(0);
      });

      it("gives 10-13 players per team-season with unique jersey numbers", () => {
        const number = new Map(league.players.map((p) => [p.id, p.jerseyNumber]));
        for (const t of league.seasonTeams) {
          const roster = rosterOf(league, t.seasonId, t.teamId);
          expect(roster.length).toBeGreaterThanOrEqual(10);
          expect(roster.length).toBeLessThanOrEqual(13);
          const numbers = roster.map((id) => number.get(id));
          expect(new Set(numbers).size).toBe(numbers.length);
          for (const n of numbers) expect(n).toBeGreaterThanOrEqual(0);
          for (const n of numbers) expect(n).toBeLessThanOrEqual(99);
        }
      });

      it("has a stat line for every rostered player and box scores that add up", () => {
        for (const g of league.games.filter((g) => g.status === "completed")) {
          const lines = stats.get(g.id) ?? [];
          expect(g.winnerId).toBe(
            (g.homeScore ?? 0) >= (g.awayScore ?? 0) ? g.homeTeamId : g.awayTeamId,
          );
          for (const side of ["home", "away"] as const) {
            const teamId = side === "home" ? g.homeTeamId : g.awayTeamId;
            const score = side === "home" ? g.homeScore : g.awayScore;
            const mine = lines.filter((s) => s.teamId === teamId);
            expect(mine.map((s) => s.playerId).sort()).toEqual(
              rosterOf(league, g.seasonId, teamId).sort(),
            );
            const statuses = new Set(mine.map((s) => s.status));
            const points = mine.reduce((sum, s) => sum + (s.points ?? 0), 0);
            if (statuses.has("forfeit")) {
              expect([...statuses]).toEqual(["forfeit"]);
              expect(points).toBe(0);
              expect(score).toBe(
                g.winnerId === teamId ? FORFEIT_WINNING_SCORE : FORFEIT_LOSING_SCORE,
              );
            } else if (statuses.has("no-stats")) {
              expect([...statuses]).toEqual(["no-stats"]);
              expect(points).toBe(0);
              expect(score).toBeGreaterThanOrEqual(40);
            } else {
              expect(points).toBe(score);
              expect(score).toBeGreaterThanOrEqual(40);
              expect(score).toBeLessThanOrEqual(80);
            }
          }
        }
        expect(league.gameStats.filter((s) => s.status === "forfeit").length).toBeGreaterThan(0);
      });

      it("records blocks and steals only after the season's cutoff", () => {
        const gameById = new Map(league.games.map((g) => [g.id, g]));
        let tracked = 0;
        for (const s of league.gameStats) {
          const g = gameById.get(s.gameId);
          const cutoff = season(g?.seasonId ?? 0)?.blocksStealsAfter ?? null;
          const before = cutoff !== null && (g?.startsAt.getTime() ?? 0) <= cutoff.getTime();
          if (before) expect([s.blocks ?? 0, s.steals ?? 0]).toEqual([0, 0]);
          else tracked += (s.blocks ?? 0) + (s.steals ?? 0);
        }
        expect(tracked).toBeGreaterThan(0);
        expect(
          league.games.some(
            (g) => g.seasonId === 2 && g.startsAt < new Date("2024-05-27T12:00:00Z"),
          ),
        ).toBe(true);
        expect(
          league.games.some(
            (g) => g.seasonId === 2 && g.startsAt > new Date("2024-05-28T12:00:00Z"),
          ),
        ).toBe(true);
      });

      it("plays out 15 linked playoff games in each of seasons 1-3 and none yet in season 4", () => {
        for (const id of [1, 2, 3]) {
          const playoffs = league.games.filter((g) => g.seasonId === id && g.type === "playoff");
          expect(playoffs).toHaveLength(15);
          for (const g of playoffs) {
            expect(g.status).toBe("completed");
            expect(g.homeTeamId && g.awayTeamId).toBeTruthy();
            expect([g.homeTeamId, g.awayTeamId]).toContain(g.winnerId);
            for (const feeder of g.feederGameIds ?? []) {
              const from = playoffs.find((p) => p.id === feeder);
              expect([g.homeTeamId, g.awayTeamId]).toContain(from?.winnerId);
            }
          }
          const regular = league.games.filter(
            (g) => g.seasonId === id && g.type === "regular_season",
          );
          expect(regular.every((g) => g.status === "completed")).toBe(true);
          const lastRegular = Math.max(...regular.map((g) => g.startsAt.getTime()));
          expect(playoffs.every((g) => g.startsAt.getTime() > lastRegular)).toBe(true);
        }
        expect(league.games.filter((g) => g.seasonId === 4 && g.type === "playoff")).toHaveLength(
          0,
        );
      });

      it("plays on weekend mornings at the league's four gyms", () => {
        for (const g of league.games) {
          const { hour, minute, weekday } = leagueDateParts(g.startsAt);
          expect(["8:0", "9:15", "10:30"]).toContain(`${hour}:${minute}`);
          expect(Object.keys(LOCATIONS)).toContain(g.location);
          if (g.seasonId < 4) expect([0, 6]).toContain(weekday);
        }
        const weekdayGames = league.games.filter(
          (g) => ![0, 6].includes(leagueDateParts(g.startsAt).weekday),
        );
        expect(weekdayGames.length).toBeLessThanOrEqual(2);
      });

      it("shows every display state in season 4, a recent result and games coming up", () => {
        const s4 = league.games.filter((g) => g.seasonId === 4);
        const states = new Set(s4.map((g) => gameDisplayState(asGame(g), stats.get(g.id) ?? [])));
        expect([...states].sort()).toEqual([
          "final",
          "forfeit",
          "no-stats",
          "postponed",
          "upcoming",
        ]);
        const t = now.getTime();
        expect(
          s4.some((g) => g.status === "completed" && g.startsAt.getTime() > t - 24 * HOUR),
        ).toBe(true);
        const upcoming = s4.filter((g) => g.status === "scheduled" && g.startsAt.getTime() > t);
        expect(upcoming.some((g) => g.startsAt.getTime() < t + 48 * HOUR)).toBe(true);
        expect(
          upcoming.filter((g) => g.startsAt.getTime() < t + 7 * 24 * HOUR).length,
        ).toBeGreaterThanOrEqual(4);
        for (const g of s4) expect(g.status === "completed").toBe(g.startsAt.getTime() < t);
        const perTeam = new Map<string, number>();
        for (const g of s4)
          for (const id of [g.homeTeamId, g.awayTeamId])
            perTeam.set(id ?? "", (perTeam.get(id ?? "") ?? 0) + 1);
        for (const n of perTeam.values()) expect(n).toBeGreaterThanOrEqual(10);
      });

      it("drafts every non-core season-4 player once, in order, inside the draft windows", () => {
        const [draft] = league.drafts;
        const core = new Set(draft?.corePlayerIds);
        const captains = league.seasonTeams.filter((t) => t.seasonId === 4).map((t) => t.captainId);
        expect([...core].sort()).toEqual([...captains].sort());
        expect(draft?.draftOrder).toHaveLength(16);
        const picked = league.draftPicks.map((p) => p.playerId);
        expect(new Set(picked).size).toBe(picked.length);
        const rostered = league.seasonRosters.filter((r) => r.seasonId === 4);
        expect(picked.length).toBe(rostered.length - 16);
        expect(160 - picked.length).toBeGreaterThanOrEqual(2);
        for (const pick of league.draftPicks) {
          expect(rostered.find((r) => r.playerId === pick.playerId)?.teamId).toBe(pick.teamId);
        }
        expect(league.draftPicks.map((p) => p.pickNumber)).toEqual(picked.map((_, i) => i + 1));
        const windows = season(4)?.draftWindows ?? [];
        expect(windows).toHaveLength(4);
        let previous = 0;
        for (const pick of league.draftPicks) {
          const at = pick.pickedAt?.getTime() ?? 0;
          expect(at).toBeGreaterThan(previous);
          previous = at;
          expect(windows.some((w) => Date.parse(w.start) <= at && at <= Date.parse(w.end))).toBe(
            true,
          );
        }
        const firstGame = Math.min(
          ...league.games.filter((g) => g.seasonId === 4).map((g) => g.startsAt.getTime()),
        );
        expect(previous).toBeLessThan(firstGame);
      });

      it("has signups for every rostered player plus late signups not on a team", () => {
        const keys = league.signups.map((s) => `${s.seasonId}:${s.playerId}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const r of league.seasonRosters) expect(keys).toContain(`${r.seasonId}:${r.playerId}`);
        const onTeam = new Set(
          league.seasonRosters.filter((r) => r.seasonId === 4).map((r) => r.playerId),
        );
        const late = league.signups.filter((s) => s.seasonId === 4 && !onTeam.has(s.playerId));
        expect(late.length).toBeGreaterThanOrEqual(6);
        expect(new Set(late.map((s) => s.paid))).toEqual(new Set([true, false]));
        // Only paid signups go on a team (docs/league-rules.md#the-draft), and enough
        // late signups have paid to make the draft's open picks.
        expect(
          league.signups.filter((s) => s.seasonId === 4 && onTeam.has(s.playerId) && !s.paid),
        ).toEqual([]);
        expect(late.filter((s) => s.paid).length).toBeGreaterThanOrEqual(OPEN_PICKS);
        expect(new Set(late.map((s) => s.status))).toEqual(new Set(["new", "returning"]));
        expect(league.signups.filter((s) => s.seasonId < 4).every((s) => s.paid)).toBe(true);
        for (const s of league.signups) expect(s.createdAt?.getTime()).toBeLessThan(now.getTime());
      });

      it("has friendly comments after the games and recent prayer intentions", () => {
        const gameById = new Map(league.games.map((g) => [g.id, g]));
        const byId = new Map(league.comments.map((c) => [c.id, c]));
        const onTeam = new Set(
          league.seasonRosters.filter((r) => r.seasonId === 4).map((r) => r.playerId),
        );
        expect(new Set(league.comments.map((c) => c.gameId)).size).toBeGreaterThanOrEqual(8);
        for (const c of league.comments) {
          const g = gameById.get(c.gameId);
          expect(g?.seasonId).toBe(4);
          expect(onTeam.has(c.playerId)).toBe(true);
          expect(c.createdAt?.getTime()).toBeGreaterThan(g?.startsAt.getTime() ?? Infinity);
          expect(c.createdAt?.getTime()).toBeLessThan(now.getTime());
          if (c.replyToId) {
            const parent = byId.get(c.replyToId);
            expect(parent?.replyToId).toBeNull();
            expect(parent?.gameId).toBe(c.gameId);
            expect(c.createdAt?.getTime()).toBeGreaterThan(
              parent?.createdAt?.getTime() ?? Infinity,
            );
          }
        }
        expect(league.comments.some((c) => c.replyToId)).toBe(true);
        const newest = Math.max(...league.comments.map((c) => c.createdAt?.getTime() ?? 0));
        expect(now.getTime() - newest).toBeLessThan(24 * HOUR);
        expect(league.prayerIntentions).toHaveLength(12);
        expect(new Set(league.prayerIntentions.map((p) => p.status))).toEqual(
          new Set(["new", "prayed"]),
        );
        expect(league.prayerIntentions.some((p) => p.name === null)).toBe(true);
      });
    },
  );
});

const TABLES = {
  seasons: schema.seasons,
  teams: schema.teams,
  players: schema.players,
  seasonTeams: schema.seasonTeams,
  seasonRosters: schema.seasonRosters,
  games: schema.games,
  gameStats: schema.gameStats,
  liveEvents: schema.liveEvents,
  signups: schema.signups,
  drafts: schema.drafts,
  draftPicks: schema.draftPicks,
  comments: schema.comments,
  prayerIntentions: schema.prayerIntentions,
} as const;

async function rowCounts(open: OpenDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [key, table] of Object.entries(TABLES)) {
    const [row] = await open.db.select({ n: count() }).from(table);
    counts[key] = Number(row?.n ?? -1);
  }
  return counts;
}

const expectedCounts = (league: DemoLeague) =>
  Object.fromEntries(
    Object.keys(TABLES).map((key) => [key, league[key as keyof DemoLeague].length]),
  );

describe.each(databaseKinds)("loadDemoLeague on $name", ({ open: openFresh }) => {
  let open: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  beforeAll(async () => {
    open = await openFresh();
  });
  afterAll(async () => {
    await open?.dispose();
  });

  it("loads every row, refuses nothing, and clears again", async () => {
    expect(await isDatabaseEmpty(open.db)).toBe(true);
    await loadDemoLeague(open.db, league);
    expect(await isDatabaseEmpty(open.db)).toBe(false);
    expect(await rowCounts(open)).toEqual(expectedCounts(league));
    await clearLeagueData(open.db);
    expect(await isDatabaseEmpty(open.db)).toBe(true);
    expect(Object.values(await rowCounts(open)).every((n) => n === 0)).toBe(true);
  });
});
