// Generate on a hard case (docs/league-rules.md#schedules, issue 30): the
// search runs on a worker thread while the event loop goes on serving, what it
// found is kept with the draft (a refusal too, which offers Reshuffle), page
// loads read it instead of searching again, and Publish writes exactly it.
import { and, eq, sql } from "drizzle-orm";
import { Piscina } from "piscina";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { games, scheduleDrafts, seasons, seasonTeams, teams } from "~/db/schema";
import type { ScheduleFormValues } from "~/views/season-schedule";
import { handleSeasonSchedule, loadSeasonSchedule } from "~/pages/admin-season-schedule.server";
import { scheduleForm } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

const admin = {
  userId: "u",
  email: "admin@example.org",
  name: "Admin",
  isAdmin: true,
  player: null,
};

/** "YYYY-MM-DD", `days` from today (every weekday is a game day: the dates change no choice). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The case: 48 teams, 39 East and 9 West, four meetings, six slots, one at 8:00. */
const HARD: ScheduleFormValues = {
  format: { kind: "conference", times: 4 },
  firstDay: dayFromToday(7),
  lastDay: dayFromToday(7 + 1640),
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  slots: [
    { time: "08:00", location: "sbca" },
    { time: "09:15", location: "sbca" },
    { time: "10:30", location: "sbca" },
    { time: "09:15", location: "b&gc" },
    { time: "10:30", location: "b&gc" },
    { time: "11:45", location: "b&gc" },
  ],
  blackouts: [],
  seed: 1,
};

const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: { status: number } }).init.status;
const location = (answer: unknown) => (answer as Response).headers.get("Location");
const message = (answer: unknown) =>
  (answer as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]?.[0];

/**
 * Every search this file causes goes through the worker pool's `run`, seen
 * here: how many were handed over, and how often the event loop turned while
 * one was out (a search on this thread would be no hand-over at all, and no
 * turn until it ended). And without the 30 s budget: on a busy machine a
 * search may run past it, and what these tests check is what the search
 * finds (its refusal or its games, the same on any machine: its limits are
 * counts of work), not how fast; how long the loop waits during a hard case
 * is a figure of `npm run bench` (schedule).
 */
const pool = { searches: 0, out: 0, turnsDuring: 0 };
// The tests' own limit, a safety net: searches run at a lower CPU priority
// than everything else (app/server/schedule-search.server.ts), so on a
// machine busy with other work they take minutes instead of seconds.
vi.setConfig({ testTimeout: 600_000 });
beforeAll(() => {
  const run = Piscina.prototype.run;
  const turn = () => {
    if (pool.out === 0) return;
    pool.turnsDuring += 1;
    setImmediate(turn);
  };
  vi.spyOn(Piscina.prototype, "run").mockImplementation(function (
    this: Piscina,
    task: unknown,
    options?: Parameters<Piscina["run"]>[1],
  ) {
    pool.searches += 1;
    pool.out += 1;
    // The answer comes back as a message, read in a later turn than this one.
    setImmediate(turn);
    return run.call(this, task, { ...options, signal: undefined }).finally(() => (pool.out -= 1));
  });
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.resetConfig();
});

/** Runs `work`: its answer, the searches it handed over, the loop's turns while they were out. */
async function searchesOffTheLoop<T>(
  work: () => Promise<T>,
): Promise<{ answer: T; searches: number; turnsDuring: number }> {
  const before = { ...pool };
  const answer = await work();
  return {
    answer,
    searches: pool.searches - before.searches,
    turnsDuring: pool.turnsDuring - before.turnsDuring,
  };
}

describe.each(databaseKinds)("Generate on a hard case on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("migrated");
    await t.db.insert(seasons).values({ id: 5, name: "Big 2027" });
    const ids = Array.from({ length: 48 }, (_, i) => `team-${String(i + 1).padStart(2, "0")}`);
    await t.db
      .insert(teams)
      .values(ids.map((id) => ({ id, name: id, abbreviation: id.slice(-3) })));
    await t.db.insert(seasonTeams).values(
      ids.map((teamId, i) => ({
        seasonId: 5,
        teamId,
        conference: i < 39 ? ("east" as const) : ("west" as const),
      })),
    );
  });
  afterAll(() => t?.dispose());

  it("searches off the event loop, keeps the refusal as the draft, and offers Reshuffle there", async () => {
    // Seed 1 takes the generator seconds to give up; the loop must keep turning meanwhile.
    const { answer, searches, turnsDuring } = await searchesOffTheLoop(() =>
      handleSeasonSchedule(t.db, 5, admin, scheduleForm(HARD, "generate")),
    );
    expect(searches).toBe(1);
    expect(turnsDuring).toBeGreaterThan(0);
    expect(status(answer)).toBe(302);
    expect(location(answer)).toBe("/admin/seasons/5/schedule?draft=1");
    const refused = await loadSeasonSchedule(t.db, 5);
    expect(refused.draft).toEqual({
      ok: false,
      reason: expect.stringMatching(/no way was found .*Reshuffle tries another seed/),
    });
    expect(refused.input.seed).toBe(1);

    const reshuffled = await handleSeasonSchedule(t.db, 5, admin, scheduleForm(HARD, "reshuffle"));
    expect(location(reshuffled)).toBe("/admin/seasons/5/schedule?draft=2");
    const drafted = await loadSeasonSchedule(t.db, 5);
    expect(drafted.draft?.ok && drafted.draft.report.holds).toBe(true);
    expect(drafted.draft?.ok && drafted.draft.report.figures.games).toBe(3108);
    // One month's games at a time: 3,108 games on one page were 700 KB of HTML.
    if (!drafted.draft?.ok) return;
    const { months, month, days } = drafted.draft;
    expect(months.reduce((sum, m) => sum + m.games, 0)).toBe(3108);
    expect(month).toBe(months[0]!.key);
    expect(days.every((d) => d.date.startsWith(month))).toBe(true);
    const second = await loadSeasonSchedule(t.db, 5, months[1]!.key);
    expect(second.draft?.ok && second.draft.days.map((d) => d.date.slice(0, 7))).toEqual(
      Array.from({ length: second.draft?.ok ? second.draft.days.length : 0 }, () => months[1]!.key),
    );
  });

  it("shows and publishes the kept games, never searching again", async () => {
    // Change a kept game by hand: the page and Publish must show and write it
    // as kept (a page that searched again would show the generator's gym).
    await t.db
      .update(scheduleDrafts)
      .set({
        result: sql`jsonb_set(${scheduleDrafts.result}::jsonb, '{games,0,location}', '"condon"')::json`,
      })
      .where(eq(scheduleDrafts.seasonId, 5));
    const page = await loadSeasonSchedule(t.db, 5);
    if (!page.draft?.ok) throw new Error("expected a draft with games");
    expect(page.draft.days[0]?.games[0]?.place).toBe("Condon School");

    const answer = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm(HARD, "publish", { shown: page.draft.shown }),
    );
    expect(location(answer)).toBe("/admin/seasons/5/schedule?published=3108&emails=0");
    const first = await t.db
      .select({ location: games.location })
      .from(games)
      .where(and(eq(games.seasonId, 5), eq(games.type, "regular_season")))
      .orderBy(games.startsAt, games.location)
      .limit(1);
    expect(first).toEqual([{ location: "condon" }]);
  });
});

describe.each(databaseKinds)("a kept draft whose season changed on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("migrated");
    await t.db.insert(seasons).values({ id: 5, name: "Small 2027" });
    const ids = ["a", "b", "c", "d", "e", "f", "g"];
    await t.db.insert(teams).values(ids.map((id) => ({ id, name: id, abbreviation: id })));
    await t.db
      .insert(seasonTeams)
      .values(
        ids.slice(0, 6).map((teamId) => ({ seasonId: 5, teamId, conference: "east" as const })),
      );
  });
  afterAll(() => t?.dispose());

  it("is not published for other teams than those it was made for", async () => {
    const small = {
      ...HARD,
      format: { kind: "league" as const, times: 1 },
      lastDay: dayFromToday(97),
    };
    const answer = await handleSeasonSchedule(t.db, 5, admin, scheduleForm(small, "generate"));
    expect(status(answer)).toBe(302);
    const page = await loadSeasonSchedule(t.db, 5);
    if (!page.draft?.ok) throw new Error("expected a draft with games");

    await t.db.insert(seasonTeams).values({ seasonId: 5, teamId: "g", conference: "west" });
    const changed = await loadSeasonSchedule(t.db, 5);
    expect(changed.draft).toEqual({ ok: false, reason: expect.stringMatching(/teams changed/) });
    const publish = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm(small, "publish", { shown: page.draft.shown }),
    );
    expect(status(publish)).toBe(409);
    expect(message(publish)).toMatch(/teams changed/);
    expect(await t.db.select().from(games)).toEqual([]);
  });
});
