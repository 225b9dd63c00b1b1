// Issue 33: the demo's recent finals were scored live. Their stored taps are
// what the scorer's phone and the result's save would have written (a start,
// baskets, undos of a basket, a final), and they agree with the box score:
// each player's taps add up to his points, each team's to its score, so the
// result the taps prefill adds up (boxScoreMismatches) and the game's flow
// ends on the final margin. Some games change leaders; some taps are undone.
import { describe, expect, it } from "vitest";
import { generateDemoLeague, type DemoLeague } from "~/demo/generate";
import { DEMO_SCORER, LIVE_SCORED_DAYS, recentFinals } from "~/demo/live-taps";
import { boxScoreMismatches } from "~/domain/games/entry";
import { gameFlow } from "~/domain/charts/game-flow";
import {
  LIVE_EVENT_ID,
  liveScore,
  liveStateOf,
  pointsByPlayer,
  type LiveEvent,
} from "~/domain/live/game";
import { leagueDateParts } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";

const NOWS = [
  new Date("2026-11-22T17:00:00Z"), // Sunday noon: the tests' usual demo
  new Date("2025-06-22T15:45:00Z"), // Sunday, just after the last tip-off
  new Date("2026-03-14T16:00:00Z"), // Saturday, mid-morning
];

const asEvents = (rows: DemoLeague["liveEvents"]): LiveEvent[] =>
  rows.map((r, i) => ({
    seq: i + 1,
    id: r.id,
    gameId: r.gameId,
    kind: r.kind,
    teamId: r.teamId ?? null,
    playerId: r.playerId ?? null,
    playerName: null,
    points: r.points ?? null,
    undoes: r.undoes ?? null,
    time: "",
  }));

const dayOf = (d: Date) => {
  const { year, month, day } = leagueDateParts(d);
  return `${year}-${month}-${day}`;
};

describe.each(NOWS.map((now) => [now.toISOString(), now] as const))("with now = %s", (_, now) => {
  const league = generateDemoLeague({ now });
  const games = league.games as Game[];
  const byId = new Map(games.map((g) => [g.id, g]));
  const scoredIds = [...new Set(league.liveEvents.map((e) => e.gameId))];

  it("scores live exactly the finals of the last game days, each one in full", () => {
    const season = league.seasons.find((s) => s.isCurrent)!.id;
    // Finals: completed, both teams, every line played or sat out.
    const finals = games.filter(
      (g) =>
        g.seasonId === season &&
        g.status === "completed" &&
        league.gameStats.some((s) => s.gameId === g.id && s.status === "played") &&
        !league.gameStats.some(
          (s) => s.gameId === g.id && (s.status === "forfeit" || s.status === "no-stats"),
        ),
    );
    const days = [...new Set(finals.map((g) => g.startsAt.getTime()))]
      .sort((a, b) => b - a)
      .map((t) => dayOf(new Date(t)));
    const lastDays = [...new Set(days)].slice(0, LIVE_SCORED_DAYS);
    const expected = finals.filter((g) => lastDays.includes(dayOf(g.startsAt)));
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(scoredIds)).toEqual(new Set(expected.map((g) => g.id)));
    expect(
      recentFinals(games, league.gameStats)
        .map((g) => g.id)
        .sort(),
    ).toEqual(expected.map((g) => g.id).sort());
  });

  it("stores what the scorer would have: a start, baskets and undos, a final; in time order", () => {
    const ids = league.liveEvents.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(LIVE_EVENT_ID);
    const times = league.liveEvents.map((e) => e.createdAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const gameId of scoredIds) {
      const rows = league.liveEvents.filter((e) => e.gameId === gameId);
      const game = byId.get(gameId)!;
      expect(rows[0]).toMatchObject({ kind: "start", actorEmail: DEMO_SCORER });
      expect(rows.at(-1)!.kind).toBe("final");
      expect(rows.slice(1, -1).every((e) => e.kind === "score" || e.kind === "undo")).toBe(true);
      for (const e of rows.filter((r) => r.kind === "score")) {
        expect([game.homeTeamId, game.awayTeamId]).toContain(e.teamId);
        expect([1, 2, 3]).toContain(e.points);
      }
      // An undo takes back a basket of its own team, tapped before it.
      for (const undo of rows.filter((r) => r.kind === "undo")) {
        const taken = rows.find((r) => r.id === undo.undoes)!;
        expect(taken.kind).toBe("score");
        expect(taken.teamId).toBe(undo.teamId);
        expect(rows.indexOf(taken)).toBeLessThan(rows.indexOf(undo));
      }
      // Within the game's time: from its tip-off (a minute before) to now.
      for (const e of rows) {
        expect(e.createdAt!.getTime()).toBeGreaterThanOrEqual(game.startsAt.getTime() - 2 * 60_000);
        expect(e.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it("adds up to the box score: each player's taps make his points, each team's its score", () => {
    for (const gameId of scoredIds) {
      const game = byId.get(gameId)!;
      const state = liveStateOf(asEvents(league.liveEvents.filter((e) => e.gameId === gameId)));
      expect(state.phase).toBe("final");
      expect(liveScore(state.baskets, game.homeTeamId)).toEqual({
        home: game.homeScore,
        away: game.awayScore,
      });
      const tapped = pointsByPlayer(state.baskets);
      const lines = league.gameStats.filter((s) => s.gameId === gameId);
      for (const line of lines) {
        expect(tapped.get(line.playerId) ?? 0).toBe(line.status === "played" ? line.points : 0);
      }
      // Nobody outside the box score scored, and no basket went to the team alone.
      expect([...tapped.keys()].every((id) => lines.some((l) => l.playerId === id))).toBe(true);
      expect(state.baskets.every((b) => b.playerId !== null)).toBe(true);
      // The result the taps prefill adds up, the rule every saved box score meets.
      const result = {
        homeScore: game.homeScore!,
        awayScore: game.awayScore!,
        winnerId: game.winnerId!,
        stats: lines.map((l) => ({
          playerId: l.playerId,
          teamId: l.teamId,
          status: l.status!,
          values: {
            points: tapped.get(l.playerId) ?? 0,
            rebounds: 0,
            assists: 0,
            blocks: 0,
            steals: 0,
          },
        })),
      };
      const teams = { homeTeamId: game.homeTeamId!, awayTeamId: game.awayTeamId! };
      expect(boxScoreMismatches(result, teams, (id) => id)).toEqual([]);
      // So the flow ends on the final margin.
      const flow = gameFlow(state.baskets, game.homeTeamId);
      expect(flow.points.at(-1)!.lead).toBe(game.homeScore! - game.awayScore!);
    }
  });
});

describe("the demo's live games, across days", () => {
  it("swing: some change leaders several times, and some taps were taken back", () => {
    const flows = NOWS.flatMap((now) => {
      const league = generateDemoLeague({ now });
      const ids = [...new Set(league.liveEvents.map((e) => e.gameId))];
      return ids.map((id) => {
        const game = league.games.find((g) => g.id === id)!;
        const events = asEvents(league.liveEvents.filter((e) => e.gameId === id));
        return {
          flow: gameFlow(liveStateOf(events).baskets, game.homeTeamId ?? null),
          undos: events.filter((e) => e.kind === "undo").length,
        };
      });
    });
    expect(flows.filter((f) => f.flow.leadChanges >= 2).length).toBeGreaterThan(2);
    expect(flows.filter((f) => f.flow.leadChanges === 0).length).toBeGreaterThan(0);
    expect(flows.some((f) => f.undos > 0)).toBe(true);
  });
});
