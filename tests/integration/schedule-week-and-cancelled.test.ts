// Issue 31 §7 on the demo league's season 4: "Gym closed: push back a week"
// carried out (every unplayed game from that day on exactly seven days later,
// same weekday, time and gym), and a deleted game's address answering 410
// with the game it was.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonGames } from "~/data/games.server";
import { games, teams } from "~/db/schema";
import { leagueDay } from "~/domain/time/days";
import { isMovable } from "~/domain/schedule/changes";
import { formatGameDay, leagueDateParts } from "~/domain/time/league-time";
import { changeGameSchedule, loadGameSchedulePage } from "~/pages/admin-game-schedule.server";
import { handleScheduleChange, loadScheduleChanges } from "~/pages/admin-schedule-changes.server";
import { cancelledGameMessage } from "~/pages/game.server";
import { admin, form, status, provideTestAlertLinks } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

process.env.NOW = "2026-11-22T17:00:00.000Z";

provideTestAlertLinks();
const base = "https://league.example/admin/seasons/4/schedule";
const DAY_MS = 24 * 60 * 60 * 1000;

const clock = (d: Date) => {
  const p = leagueDateParts(d);
  return `${p.hour}:${p.minute}`;
};

describe.each(databaseKinds)("push back a week, and cancelled games, on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("moves every unplayed game from the closed day on exactly a week later, and nothing else", async () => {
    const page = await loadScheduleChanges(t.db, 4, new URL(base));
    const day = page.daysLeft[0]!.day;
    const before = await seasonGames(t.db, 4);
    const query = `closed=${day}&mode=week`;
    const preview = await loadScheduleChanges(t.db, 4, new URL(`${base}?${query}`));
    const plan = preview.gymClosed!.plan;
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const answer = await handleScheduleChange(
      t.db,
      4,
      admin,
      form({ intent: "gym-closed", closed: day, mode: "week", shown: plan.key }),
    );
    expect(status(answer)).toBe(302);
    const after = new Map((await seasonGames(t.db, 4)).map((g) => [g.id, g]));
    const moved = before.filter((g) => isMovable(g) && leagueDay(g.startsAt) >= day);
    expect(moved.length).toBe(plan.moves.length);
    for (const game of before) {
      const now = after.get(game.id)!;
      if (moved.includes(game)) {
        const days =
          (Date.parse(leagueDay(now.startsAt)) - Date.parse(leagueDay(game.startsAt))) / DAY_MS;
        expect(days, game.id).toBe(7);
        expect(clock(now.startsAt), game.id).toBe(clock(game.startsAt));
        expect(now.location, game.id).toBe(game.location);
      } else {
        expect(now.startsAt, game.id).toEqual(game.startsAt);
      }
    }
  });

  it("refuses a week's push past the last day given (409), moving nothing", async () => {
    const page = await loadScheduleChanges(t.db, 4, new URL(base));
    const day = page.daysLeft[0]!.day;
    const before = JSON.stringify(await seasonGames(t.db, 4));
    const answer = await handleScheduleChange(
      t.db,
      4,
      admin,
      form({ intent: "gym-closed", closed: day, mode: "week", until: day, shown: "" }),
    );
    expect(status(answer)).toBe(409);
    expect(JSON.stringify(answer)).toMatch(/A week later, \d+ games? would fall after/);
    expect(JSON.stringify(await seasonGames(t.db, 4))).toBe(before);
  });

  it("says a deleted game was cancelled, naming it, where its page was", async () => {
    const victim = (await seasonGames(t.db, 4)).find(
      (g) => isMovable(g) && g.type === "regular_season",
    )!;
    expect(await cancelledGameMessage(t.db, victim.id)).toBeNull();
    const deleted = await changeGameSchedule(
      t.db,
      victim.id,
      admin,
      // The key the game's page showed above its Delete.
      form({
        intent: "delete",
        confirm: "yes",
        shown: (await loadGameSchedulePage(t.db, victim.id)).deleteKey,
      }),
    );
    expect(status(deleted)).toBe(302);
    expect(await t.db.select().from(games).where(eq(games.id, victim.id))).toEqual([]);
    const name = async (id: string) =>
      (await t.db.select().from(teams).where(eq(teams.id, id)))[0]!.name;
    const [away, home] = [await name(victim.awayTeamId!), await name(victim.homeTeamId!)];
    expect(await cancelledGameMessage(t.db, victim.id)).toBe(
      `This game (${away} at ${home}, ${formatGameDay(victim.startsAt)}) was cancelled.`,
    );
    expect(await cancelledGameMessage(t.db, "never-was")).toBeNull();
  });
});
