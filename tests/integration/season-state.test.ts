// The season state machine on every write it concerns (docs/league-rules.md#seasons),
// on the demo league: what issue 31 found, replayed. Each refusal is a 409
// with one sentence naming the state and the way forward, and writes nothing.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveRefused, startLiveGame } from "~/data/live-events.server";
import { seasonWriteRefused } from "~/data/season-state.server";
import { signUpReturningPlayer } from "~/data/signups.server";
import { handleLiveAction } from "~/pages/admin-game-live.server";
import { auditLog, games, players, seasons, signups, teams } from "~/db/schema";
import { NO_CHAMPION } from "~/domain/season/close";
import { handleAdminSeason, loadAdminSeason } from "~/pages/admin-season.server";
import { nextStepAction } from "~/pages/admin-season-steps";
import { handleScheduleChange } from "~/pages/admin-schedule-changes.server";
import { handleSeasonSchedule } from "~/pages/admin-season-schedule.server";
import { loadSeasonPage } from "~/pages/season.server";
import { loadSeasonsPage } from "~/pages/seasons.server";
import {
  admin,
  form,
  message,
  readyToBeMadeCurrent,
  startSeasonFive,
  status,
  provideTestAlertLinks,
  yesTo,
} from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";
import type { ConfirmQuestion } from "~/views/season-steps";

provideTestAlertLinks();
const by = { actorEmail: admin.email, at: new Date("2026-11-22T17:00:00Z") };

describe.each(databaseKinds)("the season state machine on $name", ({ open }) => {
  let t: TestDatabase;
  const seasonRows = async () =>
    JSON.stringify(await t.db.select().from(seasons).orderBy(seasons.id));
  const season = (id: number, intent: string, extra: Record<string, string> = {}) =>
    handleAdminSeason(t.db, id, admin, form({ intent, ...extra }));

  beforeAll(async () => {
    t = await open("demo");
    await startSeasonFive(t.db, by.at);
  });
  afterAll(() => t?.dispose());

  it("refuses to close a season that has no games, with or without a champion", async () => {
    const before = await seasonRows();
    const page = await loadAdminSeason(t.db, 5);
    expect(page.closing.games).toBe(0);
    for (const champion of [page.closing.choices[0]!.id, NO_CHAMPION]) {
      const answer = await season(5, "close-season", { champion });
      expect(status(answer)).toBe(409);
      expect(message(answer)).toBe(
        "Season 5 has no games yet: publish its schedule and play it before closing it.",
      );
    }
    expect(await seasonRows()).toBe(before);
  });

  it("takes signups only for an upcoming or the current season; switching asks for a yes", async () => {
    const before = await seasonRows();
    const completed = await season(1, "open-registration");
    expect(status(completed)).toBe(409);
    expect(message(completed)).toBe(
      "Season 1 is completed: only an upcoming or the current season can take signups.",
    );
    // Season 4's signups are open: opening season 5's says so and asks its question.
    const asked = await season(5, "open-registration");
    expect(status(asked)).toBe(409);
    expect(message(asked)).toMatch(
      /^Signups are open for season 4: opening season 5's closes them/,
    );
    const question = (asked as { data: { question: ConfirmQuestion } }).data.question;
    expect(question).toMatchObject({
      title: "Open season 5's signups?",
      yes: "Close season 4's and open these",
    });
    // A key written by hand, that no question gave: stale.
    const stale = await season(5, "open-registration", { shown: "0000000000000000" });
    expect(status(stale)).toBe(409);
    expect(message(stale)).toBe(
      "Opening season 5's signups: what the question showed has changed since. Read it again and answer it.",
    );
    expect(await seasonRows()).toBe(before);

    const yes = await handleAdminSeason(
      t.db,
      5,
      admin,
      form({ intent: question.intent, ...question.fields }),
    );
    expect(status(yes)).toBe(302);
    const open = await t.db.select().from(seasons).where(eq(seasons.registrationOpen, true));
    expect(open.map((s) => s.id)).toEqual([5]);
    // Back as it was for the tests below.
    const back = await yesTo(t.db, 4, { confirm: "open-signups" });
    expect(status(await handleAdminSeason(t.db, 4, admin, form(back)))).toBe(302);
  });

  it("counts a postponed or scheduled game as a game without result: no close while one is left", async () => {
    const [game] = await t.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, 3), eq(games.status, "completed")))
      .limit(1);
    const refusal = () => t.db.transaction((tx) => seasonWriteRefused(tx, 3, "close"));
    expect(await refusal()).toBeNull();
    try {
      for (const state of ["postponed", "scheduled"] as const) {
        await t.db
          .update(games)
          .set({ status: state, homeScore: null, awayScore: null, winnerId: null })
          .where(eq(games.id, game!.id));
        expect(await refusal()).toBe("Season 3 cannot close yet: 1 game has no result.");
      }
    } finally {
      const { status, homeScore, awayScore, winnerId } = game!;
      await t.db
        .update(games)
        .set({ status, homeScore, awayScore, winnerId })
        .where(eq(games.id, game!.id));
    }
    expect(await refusal()).toBeNull();
  });

  it("refuses a Yes to Close given before its champion was renamed (issue 40 §5)", async () => {
    const page = await loadAdminSeason(t.db, 3);
    const champion = page.closing.choices[0]!;
    const yes = await yesTo(t.db, 3, { confirm: "close", champion: champion.id });
    const [team] = await t.db.select().from(teams).where(eq(teams.id, champion.id));
    await t.db
      .update(teams)
      .set({ name: `${team!.name} Renamed` })
      .where(eq(teams.id, team!.id));
    try {
      const before = await seasonRows();
      const answer = await handleAdminSeason(t.db, 3, admin, form(yes));
      expect(status(answer)).toBe(409);
      expect(message(answer)).toBe(
        "Closing season 3: what the question showed has changed since. Read it again and answer it.",
      );
      expect(await seasonRows()).toBe(before);
    } finally {
      await t.db.update(teams).set({ name: team!.name }).where(eq(teams.id, team!.id));
    }
  });

  it("closes a finished season with No champion; the pages show none, not the final's winner", async () => {
    const yes = await yesTo(t.db, 3, { confirm: "close", champion: NO_CHAMPION });
    expect(yes).toMatchObject({ intent: "close-season", champion: NO_CHAMPION });
    const answer = await handleAdminSeason(t.db, 3, admin, form(yes));
    expect(status(answer)).toBe(302);
    const [row] = await t.db.select().from(seasons).where(eq(seasons.id, 3));
    expect(row?.closedAt).not.toBeNull();
    expect(row?.championTeamId).toBeNull();
    expect((await loadSeasonPage(t.db, 3))?.champion).toBeNull();
    expect((await loadSeasonsPage(t.db)).seasons.find((s) => s.id === 3)?.champion).toBeFalsy();
  });

  it("schedules, starts live and signs up nothing in a closed season", async () => {
    const [game] = await t.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, 3), eq(games.type, "regular_season")))
      .limit(1);
    const audits = (await t.db.select().from(auditLog)).length;
    await expect(startLiveGame(t.db, game!.id, by.actorEmail, by.at)).rejects.toThrow(
      new LiveRefused("Season 3 is closed: reopen it to score its games.", 409),
    );
    // Without JavaScript the start comes back to the game's page with that reason, not another.
    const plain = await handleLiveAction(
      t.db,
      game!.id,
      admin,
      form({ intent: "start", confirmed: "yes" }),
      "page",
    );
    expect(plain.headers.get("Location")).toBe(`/admin/games/${game!.id}?refused=closed`);
    const added = await handleScheduleChange(
      t.db,
      3,
      admin,
      form({
        intent: "add-game",
        awayTeamId: game!.awayTeamId!,
        homeTeamId: game!.homeTeamId!,
        date: "2027-01-09",
        time: "09:15",
        location: game!.location,
      }),
    );
    expect(status(added)).toBe(409);
    expect(JSON.stringify(added)).toContain(
      "Season 3 is closed: reopen it to change its schedule.",
    );
    const signupsBefore = await t.db.select().from(signups).where(eq(signups.seasonId, 3));
    const [player] = await t.db.select().from(players).limit(1);
    const signup = await signUpReturningPlayer(t.db, {
      seasonId: 3,
      playerId: player!.id,
      now: by.at,
    });
    expect(signup).toEqual({
      ok: false,
      reason: "season-refused",
      message: "Season 3 is closed: reopen it to take signups.",
    });
    expect(await t.db.select().from(signups).where(eq(signups.seasonId, 3))).toEqual(signupsBefore);
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
    const generate = await handleSeasonSchedule(t.db, 3, admin, form({ intent: "generate" }));
    expect(status(generate)).toBe(409);
    expect(message(generate)).toBe("Season 3 is closed: reopen it to change its schedule.");
    const makeCurrent = await season(3, "make-current");
    expect(status(makeCurrent)).toBe(409);
    expect(message(makeCurrent)).toBe("Season 3 is closed: reopen it to make it current.");
  });

  it("refuses to make season 5 current while season 4 has games to play, naming them and the ways forward (issue 41)", async () => {
    // Season 5 has no games yet: its schedule comes first.
    expect(status(await season(5, "make-current", { shown: "x" }))).toBe(409);
    expect(message(await season(5, "make-current", { shown: "x" }))).toBe(
      "Season 5 has no games yet: publish its schedule before making it current.",
    );
    const [game] = await t.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.seasonId, 4), eq(games.status, "scheduled")));
    expect(game).toBeDefined();
    // Published, but season 4 still has games to play: asked nothing, refused.
    const toPlay = (
      await t.db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.seasonId, 4), inArray(games.status, ["scheduled", "live"])))
    ).length;
    expect(toPlay).toBeGreaterThan(0);
    await t.db.insert(games).values({
      id: "fivefirst0",
      seasonId: 5,
      type: "regular_season",
      status: "scheduled",
      startsAt: new Date("2027-01-16T18:00:00Z"),
      location: "sbca",
      homeTeamId: (await t.db.select().from(teams).limit(2))[0]!.id,
      awayTeamId: (await t.db.select().from(teams).limit(2))[1]!.id,
    });
    const before = await seasonRows();
    const refused = `Season 5 cannot be made current yet: season 4 still has ${toPlay} games to play. Enter their results, postpone or delete them, or close season 4 once every game has its result; then make season 5 current.`;
    const answer = await season(5, "make-current", { shown: "x" });
    expect(status(answer)).toBe(409);
    expect(message(answer)).toBe(refused);
    expect(await seasonRows()).toBe(before);
    const page = await loadAdminSeason(
      t.db,
      5,
      by.at,
      new URLSearchParams({ confirm: "make-current" }),
    );
    expect(page.confirm).toBeNull();
    expect(page.season.makeCurrentRefusal).toBe(refused);
    const step = page.checklist.steps.find((s) => s.key === "make-current");
    expect(step?.words).toBe(refused);
    // Its button, when it is the next step, leads to what is in the way.
    expect(
      nextStepAction(step!, {
        seasonId: 5,
        drafted: false,
        otherSignupsOpen: false,
        makeCurrentRefused: true,
        currentId: 4,
      }),
    ).toEqual({ kind: "link", to: "/admin/games?season=4", label: "Enter season 4's results" });
    // Postponed, deleted or played, the games are no longer in the way.
    await readyToBeMadeCurrent(t.db, 5);
    expect(await seasonWriteRefused(t.db, 5, "make-current")).toBeNull();
  });

  it("making a later season current asks first; a Yes without the key or to another question is refused", async () => {
    await readyToBeMadeCurrent(t.db, 5);
    const before = await seasonRows();
    const page = await loadAdminSeason(
      t.db,
      5,
      by.at,
      new URLSearchParams({ confirm: "make-current" }),
    );
    expect(page.confirm?.title).toBe("Make season 5 current?");
    expect(page.confirm?.text).toMatch(
      /^The home page, standings and schedule will follow .+\. Season 4 \(.+\) stops being current: it becomes completed and its teams can no longer change, and its signups close\.$/,
    );
    const unasked = await season(5, "make-current");
    expect(status(unasked)).toBe(409);
    expect(message(unasked)).toBe(
      "Making season 5 current needs a yes first: answer the question on the page.",
    );
    // A Yes given while season 3 was current: season 4 is now.
    const stale = await season(5, "make-current", { shown: "3" });
    expect(status(stale)).toBe(409);
    expect(message(stale)).toBe(
      "Making season 5 current: what the question showed has changed since. Read it again and answer it.",
    );
    expect(await seasonRows()).toBe(before);
  });

  it("refuses a Yes to Make current given before the signups it would close reopened (issue 40 §5)", async () => {
    await readyToBeMadeCurrent(t.db, 5);
    // Season 4's signups closed: the question says nothing of signups.
    expect(
      status(
        await season(4, "close-registration", await yesTo(t.db, 4, { confirm: "close-signups" })),
      ),
    ).toBe(302);
    const quiet = await yesTo(t.db, 5, { confirm: "make-current" });
    const asked = await loadAdminSeason(
      t.db,
      5,
      by.at,
      new URLSearchParams({ confirm: "make-current" }),
    );
    expect(asked.confirm?.text).not.toMatch(/signups/);
    // Another admin reopens them: the old Yes would close them unsaid.
    expect(status(await season(4, "open-registration"))).toBe(302);
    const before = await seasonRows();
    const stale = await handleAdminSeason(t.db, 5, admin, form(quiet));
    expect(status(stale)).toBe(409);
    expect(message(stale)).toBe(
      "Making season 5 current: what the question showed has changed since. Read it again and answer it.",
    );
    expect(await seasonRows()).toBe(before);
    // Asked again, the question says so.
    const again = await loadAdminSeason(
      t.db,
      5,
      by.at,
      new URLSearchParams({ confirm: "make-current" }),
    );
    expect(again.confirm?.text).toMatch(/, and its signups close\.$/);
  });

  it("making a later season current closes the signups of the one it leaves behind", async () => {
    await readyToBeMadeCurrent(t.db, 5);
    const yes = await yesTo(t.db, 5, { confirm: "make-current" });
    expect(status(await handleAdminSeason(t.db, 5, admin, form(yes)))).toBe(302);
    const [four] = await t.db.select().from(seasons).where(eq(seasons.id, 4));
    expect(four?.registrationOpen).toBe(false);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "make-current"));
    expect(audit?.after).toMatchObject({ current: 5, signupsClosedFor: 4 });
  });
});
