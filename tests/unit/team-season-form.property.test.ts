// Issue 33: a team's form has a bar per decided regular-season game; its wins
// and losses are the standings' record, its margins sum to points for minus
// against, and the streak and last five agree with the results.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { teamRecord } from "~/domain/stats/standings";
import {
  lastFiveWords,
  streakWords,
  teamForm,
  formSummary,
} from "~/domain/charts/team-season-form";
import type { Game } from "~/domain/types";

const TEAM = "tigers";

const gameArb = fc
  .record({
    id: fc.uuid(),
    type: fc.constantFrom("regular_season", "regular_season", "playoff"),
    status: fc.constantFrom("completed", "completed", "completed", "scheduled", "postponed"),
    day: fc.integer({ min: 0, max: 120 }),
    opponent: fc.constantFrom("rovers", "friars", null),
    tigersHome: fc.boolean(),
    own: fc.option(fc.integer({ min: 0, max: 90 }), { freq: 8 }),
    other: fc.integer({ min: 0, max: 90 }),
    tigersWin: fc.boolean(),
    involved: fc.boolean(),
  })
  .map(({ id, type, status, day, opponent, tigersHome, own, other, tigersWin, involved }): Game => {
    const side = involved ? TEAM : "saints";
    const home = tigersHome ? side : opponent;
    const away = tigersHome ? opponent : side;
    // A winner with the higher score; a forfeit may have no scores.
    const ownScore =
      own === null
        ? null
        : tigersWin
          ? Math.max(own, other + 1)
          : Math.min(own, other - 1 < 0 ? 0 : other - 1);
    const otherScore =
      own === null ? null : tigersWin ? other : Math.max(other, (ownScore ?? 0) + 1);
    const completed = status === "completed";
    return {
      id,
      seasonId: 4,
      type: type as Game["type"],
      status: status as Game["status"],
      startsAt: new Date(Date.UTC(2026, 8, 1 + day, 23)),
      location: "Gym",
      homeTeamId: home,
      awayTeamId: away,
      homePlaceholder: null,
      awayPlaceholder: null,
      homeScore: completed ? (tigersHome ? ownScore : otherScore) : null,
      awayScore: completed ? (tigersHome ? otherScore : ownScore) : null,
      winnerId: completed && opponent !== null ? (tigersWin ? side : opponent) : null,
      referees: null,
      playoffRound: null,
      playoffConference: null,
      matchup: null,
      feederGameIds: [],
      playoffRoundOrder: null,
    };
  });

describe("teamForm", () => {
  it("agrees with the standings record, the scores and itself", () => {
    let streaksSeen = 0;
    let forfeitsSeen = 0;
    const sidesSeen = new Set<string>();
    let moreThanFive = 0;
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 40, size: "medium" }), (games) => {
        const form = teamForm(TEAM, games);
        if (form.results.length > 5) moreThanFive++;
        const regular = games.filter((g) => g.type === "regular_season");
        // Wins and losses: the standings' record (docs/league-rules.md).
        expect({ wins: form.wins, losses: form.losses }).toEqual(teamRecord(TEAM, regular));
        expect(form.results).toHaveLength(form.wins + form.losses);
        // A win above the line, a loss below (or on it for a forfeit without scores).
        for (const r of form.results) {
          if (r.won) expect(r.margin).toBeGreaterThanOrEqual(0);
          else expect(r.margin).toBeLessThanOrEqual(0);
        }
        // The margins sum to points for minus points against.
        let pointsFor = 0;
        let against = 0;
        for (const g of regular) {
          const r = form.results.find((x) => x.gameId === g.id);
          if (!r) continue;
          const home = g.homeTeamId === TEAM;
          // The opponent is the other side of the game, never the team itself.
          expect(r.opponentId).toBe(home ? g.awayTeamId : g.homeTeamId);
          expect(r.opponentId).not.toBe(TEAM);
          expect([r.own, r.other]).toEqual(
            home ? [g.homeScore ?? 0, g.awayScore ?? 0] : [g.awayScore ?? 0, g.homeScore ?? 0],
          );
          sidesSeen.add(home ? "home" : "away");
          if (g.homeScore === null) forfeitsSeen++;
          pointsFor += (home ? g.homeScore : g.awayScore) ?? 0;
          against += (home ? g.awayScore : g.homeScore) ?? 0;
        }
        expect(form.results.reduce((s, r) => s + r.margin, 0)).toBe(pointsFor - against);
        // In date order; the last five are the latest five.
        const times = form.results.map((r) => r.startsAt.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(form.lastFive).toEqual(form.results.slice(-5));
        // The streak: the latest results alike, and the one before it differs.
        if (form.results.length === 0) {
          expect(form.streak).toBeNull();
          expect(streakWords(form.streak)).toBeNull();
          expect(lastFiveWords(form.lastFive)).toBeNull();
        } else {
          const s = form.streak!;
          if (s.length > 1) streaksSeen++;
          const run = form.results.slice(-s.length);
          expect(run.every((r) => r.won === s.won)).toBe(true);
          const before = form.results.at(-s.length - 1);
          if (before) expect(before.won).toBe(!s.won);
          const words = lastFiveWords(form.lastFive)!;
          const won = form.lastFive.filter((r) => r.won).length;
          expect(words).toContain(`won ${won}, lost ${form.lastFive.length - won}`);
        }
      }),
      { numRuns: 300 },
    );
    expect(streaksSeen).toBeGreaterThan(0);
    expect(forfeitsSeen).toBeGreaterThan(0);
    expect([...sidesSeen].sort()).toEqual(["away", "home"]);
    // Seasons with more results than the last five hold.
    expect(moreThanFive).toBeGreaterThan(10);
  });

  it("says the streak and the form in words", () => {
    expect(streakWords({ won: true, length: 3 })).toBe("Won 3 in a row");
    expect(streakWords({ won: false, length: 1 })).toBe("Lost the last game");
    expect(
      formSummary("Tigers", "Fall 2026", {
        results: [
          {
            gameId: "a",
            startsAt: new Date(0),
            opponentId: "x",
            won: true,
            margin: 21,
            own: 60,
            other: 39,
          },
          {
            gameId: "b",
            startsAt: new Date(1),
            opponentId: "x",
            won: false,
            margin: -12,
            own: 40,
            other: 52,
          },
        ],
        wins: 1,
        losses: 1,
        streak: { won: false, length: 1 },
        lastFive: [],
      }),
    ).toBe("Tigers results, Fall 2026: 2 games, 1 won and 1 lost, margins from -12 to +21.");
  });
});
