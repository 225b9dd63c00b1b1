// Every date a form or query takes is read by one rule (app/domain/time/calendar-date.ts):
// a real day from 2000 to 2100. Replays issue 30 §3 on the demo league: a
// make-up day in 9999, a shift preview of 9999-12-31, Generate from 9999, a
// game added or moved to a day that does not exist. Each is a 400 (or a
// refusal on the preview) with one sentence, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonGames } from "~/data/games.server";
import { auditLog, scheduleDrafts } from "~/db/schema";
import { leagueDay } from "~/domain/time/days";
import { isMovable } from "~/domain/schedule/changes";
import { changeGameSchedule } from "~/pages/admin-game-schedule.server";
import { handleScheduleChange, loadScheduleChanges } from "~/pages/admin-schedule-changes.server";
import { handleSeasonSchedule, loadSeasonSchedule } from "~/pages/admin-season-schedule.server";
import {
  admin,
  errors,
  form,
  scheduleForm,
  startSeasonFive,
  status,
  provideTestAlertLinks,
} from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

process.env.NOW = "2026-11-22T17:00:00.000Z";
const at = new Date(process.env.NOW);

provideTestAlertLinks();
const base = "https://league.example/admin/seasons/4/schedule";

const BAD_DAYS = [
  "9999-12-31",
  "2026-02-30",
  "2101-01-01",
  "1999-12-31",
  "0000-01-01",
  "31/12/2026",
];

describe.each(databaseKinds)("dates outside the league's window on $name", ({ open }) => {
  let t: TestDatabase;
  let day: string;
  const league = async () => {
    const list = await seasonGames(t.db, 4);
    const audits = await t.db.select().from(auditLog);
    return JSON.stringify({ list, audits: audits.length });
  };
  beforeAll(async () => {
    t = await open("demo");
    const page = await loadScheduleChanges(t.db, 4, new URL(base));
    day = page.daysLeft[0]!.day;
  });
  afterAll(() => t?.dispose());

  it("refuses a make-up day or a closed day that is not a real day of 2000-2100, writing nothing", async () => {
    const before = await league();
    // Each post carries what the preview showed, as the confirm button does.
    const shown = async (query: string) => {
      const plan = (await loadScheduleChanges(t.db, 4, new URL(`${base}?${query}`))).gymClosed
        ?.plan;
      return plan?.ok ? plan.key : "";
    };
    for (const bad of BAD_DAYS) {
      const makeup = await handleScheduleChange(
        t.db,
        4,
        admin,
        form({
          intent: "gym-closed",
          closed: day,
          mode: "makeup",
          makeup: bad,
          shown: await shown(`closed=${day}&mode=makeup&makeup=${bad}`),
        }),
      );
      expect(status(makeup), bad).toBe(400);
      expect(errors(makeup)[""]?.[0], bad).toMatch(
        /^The make-up day must be a (real date from 2000 to 2100|date written YYYY-MM-DD)\.$/,
      );
      const closed = await handleScheduleChange(
        t.db,
        4,
        admin,
        form({
          intent: "gym-closed",
          closed: bad,
          mode: "shift",
          shown: await shown(`closed=${bad}&mode=shift`),
        }),
      );
      expect(status(closed), bad).toBe(400);
      expect(errors(closed)[""]?.[0], bad).toMatch(/^The closed day must be a /);
    }
    expect(await league()).toBe(before);
  });

  it("shows a sentence, not a crash, when the preview asks for such a day", async () => {
    for (const bad of BAD_DAYS) {
      for (const query of [`closed=${bad}&mode=shift`, `closed=${day}&mode=makeup&makeup=${bad}`]) {
        const page = await loadScheduleChanges(t.db, 4, new URL(`${base}?${query}`));
        const plan = page.gymClosed?.plan;
        expect(plan?.ok, query).toBe(false);
        if (plan && !plan.ok)
          expect(plan.reason, query).toMatch(/must be a (real date|date written)/);
      }
    }
  });

  it("refuses adding a game on, or moving one to, such a day", async () => {
    const before = await league();
    const games = (await seasonGames(t.db, 4)).filter(
      (g) => isMovable(g) && leagueDay(g.startsAt) >= leagueDay(at),
    );
    const game = games[0]!;
    for (const bad of BAD_DAYS) {
      const added = await handleScheduleChange(
        t.db,
        4,
        admin,
        form({
          intent: "add-game",
          awayTeamId: game.awayTeamId!,
          homeTeamId: game.homeTeamId!,
          date: bad,
          time: "09:15",
          location: game.location,
        }),
      );
      expect(status(added), bad).toBe(400);
      expect(errors(added).date?.[0], bad).toMatch(/^The date must be a /);
      const moved = await changeGameSchedule(
        t.db,
        game.id,
        admin,
        form({ intent: "move", date: bad, time: "09:15", location: game.location }),
      );
      expect(status(moved), bad).toBe(400);
      expect(errors(moved).date?.[0], bad).toMatch(/^The date must be a /);
    }
    expect(await league()).toBe(before);
  });

  it("refuses a schedule generated from, to or around such a day, keeping no draft", async () => {
    await startSeasonFive(t.db, at);
    const { input } = await loadSeasonSchedule(t.db, 5);
    const generate = (changes: Record<string, string>) =>
      handleSeasonSchedule(t.db, 5, admin, scheduleForm(input, "generate", changes));
    for (const bad of ["9999-01-01", "2027-02-30", "2101-01-01"]) {
      const first = await generate({ firstDay: bad });
      expect(status(first), bad).toBe(400);
      expect(errors(first).firstDay?.[0], bad).toMatch(/^The first game day must be a /);
      const last = await generate({ lastDay: bad });
      expect(status(last), bad).toBe(400);
      expect(errors(last).lastDay?.[0], bad).toMatch(/^The last game day must be a /);
      const blackout = await generate({ blackouts: bad });
      expect(status(blackout), bad).toBe(400);
      expect(errors(blackout).blackouts?.[0], bad).toBe(
        `The blackout “${bad}” must be a real date from 2000 to 2100.`,
      );
    }
    expect(await t.db.select().from(scheduleDrafts)).toEqual([]);
  });
});
