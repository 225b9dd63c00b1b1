// Entering a result whose box score does not add up
// (docs/league-rules.md#entering-a-result): refused with the totals in one
// sentence and nothing saved, unless it is a forfeit, has no stats, or the
// admin ticks "Save anyway: the stat sheet is incomplete" (in the audit log,
// on the public box score, and the recap then names no scoring leader).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordLiveTaps, startLiveGame } from "~/data/live-events.server";
import { auditLog, games } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { SAVE_ANYWAY_LABEL, statField } from "~/domain/games/entry";
import { typedPointsTally } from "~/domain/games/tally";
import { leagueDay } from "~/domain/time/days";
import { leagueDate } from "~/domain/time/league-time";
import { handleGameEntry, loadGameEntryPage } from "~/pages/admin-game.server";
import { loadGamePage } from "~/pages/game.server";
import { admin, message, status } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");

describe.each(databaseKinds)("a box score that adds up on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const onDay = (day: string) =>
    league.games
      .filter((g) => g.seasonId === 4 && leagueDay(g.startsAt) === day && g.homeTeamId)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1));
  const name = (id: string | null | undefined) => league.teams.find((team) => team.id === id)!.name;

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  /** The result form as the page fills it, with the scores and one home player's points. */
  async function resultForm(gameId: string, scores: [number, number], points: number) {
    const page = await loadGameEntryPage(t.db, gameId, NOW);
    const form = new FormData();
    form.set("intent", "save");
    form.set("awayScore", String(scores[0]));
    form.set("homeScore", String(scores[1]));
    const scorer = page.home.players[0]!;
    for (const [field] of Object.entries(scorer.values)) {
      if (field.endsWith(":points")) form.set(field, String(points));
    }
    return form;
  }

  it("refuses a final whose players' points do not make the score, naming both totals; nothing saved", async () => {
    const game = onDay("2026-11-28")[0]!;
    const answer = await handleGameEntry(
      t.db,
      game.id,
      admin,
      await resultForm(game.id, [48, 52], 5),
    );
    expect(status(answer)).toBe(400);
    expect(message(answer)).toBe(
      `${name(game.awayTeamId)}: the players' points add up to 0; the score says 48 (48 points not credited to a player). ` +
        `${name(game.homeTeamId)}: the players' points add up to 5; the score says 52 (47 points not credited to a player). ` +
        `Correct the points, or tick “${SAVE_ANYWAY_LABEL}”. Nothing was saved.`,
    );
    const [row] = await t.db.select().from(games).where(eq(games.id, game.id));
    expect(row).toMatchObject({ status: "scheduled", homeScore: null, statsIncomplete: false });
  });

  it("saves it when the admin says the sheet is incomplete: audited, said on the box score, no scoring leader", async () => {
    const game = onDay("2026-11-28")[0]!;
    const form = await resultForm(game.id, [48, 52], 5);
    form.set("incomplete", "on");
    expect(status(await handleGameEntry(t.db, game.id, admin, form))).toBe(302);
    const [row] = await t.db.select().from(games).where(eq(games.id, game.id));
    expect(row).toMatchObject({ status: "completed", homeScore: 52, statsIncomplete: true });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "save-result"), eq(auditLog.entityId, game.id)));
    expect(audit?.after).toMatchObject({ statsIncomplete: true });
    const page = (await loadGamePage(t.db, game.id))!;
    expect(page.statsIncomplete).toBe(true);
    expect(page.recap?.length).toBeGreaterThan(0);
    expect(page.recap!.join(" ")).not.toMatch(/led all scorers|points/);
  });

  it("takes a forfeit, and a final whose points add up, without asking", async () => {
    const [first, second] = onDay("2026-11-29");
    const forfeit = await resultForm(first!.id, [0, 20], 0);
    forfeit.set("forfeit", "on");
    expect(status(await handleGameEntry(t.db, first!.id, admin, forfeit))).toBe(302);
    const page = await loadGameEntryPage(t.db, second!.id, NOW);
    const away = page.away.players[0]!;
    const form = await resultForm(second!.id, [7, 9], 9);
    for (const field of Object.keys(away.values))
      if (field.endsWith(":points")) form.set(field, "7");
    expect(status(await handleGameEntry(t.db, second!.id, admin, form))).toBe(302);
    const [row] = await t.db.select().from(games).where(eq(games.id, second!.id));
    expect(row).toMatchObject({ status: "completed", statsIncomplete: false });
  });

  it("after live scoring, Finish shows the points tapped for the team alone, to assign", async () => {
    const game = onDay("2026-11-30")[0] ?? onDay("2026-12-05")[0]!;
    const morning = leagueDate(2026, 11, 22, 6);
    await startLiveGame(t.db, game.id, admin.email, morning);
    const page = await loadGameEntryPage(t.db, game.id, NOW);
    const scorer = page.home.players[0]!.playerId;
    const tap = (n: number, playerId: string | null, points: 2 | 3) =>
      ({
        id: `bs-${process.pid}-${n}`,
        kind: "score",
        teamId: game.homeTeamId!,
        playerId,
        points,
        undoes: null,
      }) as const;
    await recordLiveTaps(
      t.db,
      game.id,
      [tap(1, null, 3), tap(2, scorer, 2), tap(3, null, 3)],
      admin.email,
      morning,
    );
    const finishing = await loadGameEntryPage(t.db, game.id, NOW);
    // The form's running total, of the boxes as the page fills them: 8 scored, 2 credited.
    const tally = (side: typeof finishing.home, score: number | null) =>
      typedPointsTally(
        String(score),
        side.players.map((p) => p.values[statField(p.playerId, "points")]),
      );
    expect(tally(finishing.home, finishing.game.homeScore)).toEqual({
      credited: 2,
      score: 8,
      uncredited: 6,
    });
    expect(tally(finishing.away, finishing.game.awayScore)).toEqual({
      credited: 0,
      score: 0,
      uncredited: 0,
    });
    const points = Object.entries(finishing.home.players[0]!.values).find(([f]) =>
      f.endsWith(":points"),
    );
    expect(points?.[1]).toBe("2");
  });
});
