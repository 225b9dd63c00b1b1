// A season's schedule from the admin's form to the public games
// (docs/league-rules.md#schedules): defaults from last season, a draft only
// admins see, reshuffle, publish once, one email per rostered player.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideAlertLinks } from "~/data/game-alerts.server";
import { nextSeasonProposal, startNextSeason } from "~/data/season-lifecycle.server";
import {
  emailOutbox,
  emailPreferences,
  games,
  scheduleDrafts,
  seasonRosters,
  seasons,
} from "~/db/schema";
import { handleSeasonSchedule, loadSeasonSchedule } from "~/pages/admin-season-schedule.server";
import { DRAFT_FROM_PREVIOUS_SETTINGS } from "~/domain/season-schedule/draft";
import { scheduleForm } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

provideAlertLinks({
  origin: "https://league.example",
  unsubscribeUrl: (id) => `https://league.example/alerts/unsubscribe?p=${id}&s=test`,
});

const by = { actorEmail: "admin@example.org", at: new Date("2026-11-22T17:00:00Z") };
const admin = { userId: "u", email: by.actorEmail, name: "Admin", isAdmin: true, player: null };

const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: { status: number } }).init.status;
const location = (answer: unknown) => (answer as Response).headers.get("Location");
const fieldError = (answer: unknown, name: string) =>
  (answer as { data: { result: { error: Record<string, string[]> } } }).data.result.error[
    name
  ]?.[0];
const message = (answer: unknown) => fieldError(answer, "");

describe.each(databaseKinds)("a season's schedule on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
    const proposal = (await nextSeasonProposal(t.db))!;
    await startNextSeason(
      t.db,
      {
        latestId: 4,
        name: "Spring 2027",
        captains: new Map(proposal.teams.map((x) => [x.teamId, x.captainId])),
      },
      by,
    );
  });
  afterAll(() => t?.dispose());

  it("proposes last season's shape and refuses bad input with one clear sentence", async () => {
    const page = await loadSeasonSchedule(t.db, 5);
    expect(page.published).toBe(false);
    expect(page.draft).toBeNull();
    expect(page.input.format).toEqual({ kind: "conference", times: 2 });
    expect(page.input.weekdays.sort()).toEqual([0, 6]);
    expect(page.input.slots).toHaveLength(4);

    const past = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm({ ...page.input, firstDay: "2020-01-04" }, "generate"),
    );
    expect(status(past)).toBe(400);
    expect(message(past)).toMatch(/in the past/);
    const noSlots = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm({ ...page.input, slots: [] }, "generate"),
    );
    expect(status(noSlots)).toBe(400);
    const short = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm({ ...page.input, lastDay: page.input.firstDay }, "generate"),
    );
    expect(status(short)).toBe(400);
    expect(message(short)).toMatch(/\d+ games need|rounds need|game days/);
    expect(await t.db.select().from(scheduleDrafts)).toEqual([]);
  });

  it.each([
    ["30,000 characters", "x".repeat(30_000)],
    ["an iCalendar line break", "Gym A\r\nLOCATION:evil\r\nBEGIN:VALARM"],
  ])("takes only the league's gyms in the slots, not %s", async (_name, gym) => {
    const page = await loadSeasonSchedule(t.db, 5);
    const slots = [...page.input.slots, { time: "12:00", location: gym }];
    const answer = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm({ ...page.input, slots }, "generate"),
    );
    expect(status(answer)).toBe(400);
    expect(fieldError(answer, "slots")).toBe("Choose one of the league's locations.");
    expect(await t.db.select().from(scheduleDrafts)).toEqual([]);
  });

  it("generates a draft shaped like season 4, seen by admins only; reshuffle tries another", async () => {
    const page = await loadSeasonSchedule(t.db, 5);
    const answer = await handleSeasonSchedule(t.db, 5, admin, scheduleForm(page.input, "generate"));
    expect(status(answer)).toBe(302);
    expect(location(answer)).toBe("/admin/seasons/5/schedule?draft=1");
    const drafted = await loadSeasonSchedule(t.db, 5);
    expect(drafted.draft?.ok).toBe(true);
    if (!drafted.draft?.ok) return;
    expect(drafted.draft.report.holds).toBe(true);
    expect(drafted.draft.report.figures.games).toBe(112);
    expect(drafted.draft.report.figures.gamesPerTeam).toEqual({ min: 14, max: 14 });
    // A draft has no games: no game page, calendar entry or reminder can find it.
    expect(await t.db.select().from(games).where(eq(games.seasonId, 5))).toEqual([]);

    const again = await loadSeasonSchedule(t.db, 5);
    expect(again.draft).toEqual(drafted.draft);
    const reshuffled = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm(page.input, "reshuffle"),
    );
    expect(location(reshuffled)).toBe("/admin/seasons/5/schedule?draft=2");
    const other = await loadSeasonSchedule(t.db, 5);
    expect(other.draft?.ok && other.draft.report.holds).toBe(true);
    expect(JSON.stringify(other.draft)).not.toBe(JSON.stringify(drafted.draft));
  });

  it("asks before Publish, and a draft belongs to its settings: not published after a refused Generate or for other settings", async () => {
    const page = await loadSeasonSchedule(t.db, 5);
    if (!page.draft?.ok) throw new Error("expected a draft");
    expect(page.draft.fromPrevious).toBe(false);
    // Publish is a GET of the settings form: the question, when they are the draft's.
    const asking = (input: typeof page.input) =>
      new URLSearchParams([
        ...(scheduleForm(input, "").entries() as Iterable<[string, string]>),
        ["confirm", "publish"],
      ]);
    const asked = await loadSeasonSchedule(t.db, 5, null, asking(page.input));
    expect(asked.publishRefused).toBeNull();
    expect(asked.publish?.title).toMatch(
      /^Publish 112 games, [A-Z][a-z]{2}, [A-Z][a-z]{2} \d+ – [A-Z][a-z]{2}, [A-Z][a-z]{2} \d+\?$/,
    );
    expect(asked.publish?.yes).toBe("Yes, publish 112 games");
    // Its Yes carries the key of what the question states: the one the draft's Publish takes.
    expect(asked.publish?.fields.shown).toBe(page.draft.shown);
    // Other settings in the form: the draft is from the previous ones, no question.
    const later = { ...page.input, lastDay: "2027-06-30" };
    const other = await loadSeasonSchedule(t.db, 5, null, asking(later));
    expect(other.publish).toBeNull();
    expect(other.publishRefused).toBe(DRAFT_FROM_PREVIOUS_SETTINGS);
    expect(other.draft?.ok && other.draft.fromPrevious).toBe(true);
    expect(other.input.lastDay).toBe("2027-06-30");

    // A refused Generate: the draft stays to look at, made from the previous settings.
    const backwards = { ...page.input, lastDay: page.input.firstDay, firstDay: page.input.lastDay };
    const refused = await handleSeasonSchedule(t.db, 5, admin, scheduleForm(backwards, "generate"));
    expect(status(refused)).toBe(400);
    const after = await loadSeasonSchedule(t.db, 5);
    expect(after.draft?.ok && after.draft.fromPrevious).toBe(true);
    expect(after.input.firstDay).toBe(page.input.lastDay);
    const publish = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm(page.input, "publish", { shown: page.draft.shown }),
    );
    expect(status(publish)).toBe(409);
    expect(message(publish)).toBe(DRAFT_FROM_PREVIOUS_SETTINGS);
    expect(await t.db.select().from(games).where(eq(games.seasonId, 5))).toEqual([]);
    const fresh = await handleSeasonSchedule(t.db, 5, admin, scheduleForm(page.input, "generate"));
    expect(status(fresh)).toBe(302);
    const again = await loadSeasonSchedule(t.db, 5);
    expect(again.draft?.ok && again.draft.fromPrevious).toBe(false);
  });

  it("publishes once: the games, one email per rostered player with alerts on; a second publish is refused", async () => {
    // A drafted player of season 5 who asked for news of his games.
    const [someone] = await t.db
      .select()
      .from(seasonRosters)
      .where(eq(seasonRosters.seasonId, 4))
      .limit(1);
    await t.db
      .insert(seasonRosters)
      .values({ seasonId: 5, teamId: someone!.teamId, playerId: someone!.playerId });
    await t.db
      .insert(emailPreferences)
      .values({ playerId: someone!.playerId, gameChanges: true, results: false, reminders: true })
      .onConflictDoUpdate({ target: emailPreferences.playerId, set: { gameChanges: true } });

    const page = await loadSeasonSchedule(t.db, 5);
    if (!page.draft?.ok) throw new Error("expected a draft");
    const stale = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm(page.input, "publish", { shown: "{}" }),
    );
    expect(status(stale)).toBe(409);

    const answer = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm(page.input, "publish", { shown: page.draft.shown }),
    );
    expect(location(answer)).toBe("/admin/seasons/5/schedule?published=112&emails=1");
    const published = await t.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, 5), eq(games.type, "regular_season")));
    expect(published).toHaveLength(112);
    expect(published.every((g) => g.status === "scheduled" && g.winnerId === null)).toBe(true);
    const [season5] = await t.db.select().from(seasons).where(eq(seasons.id, 5));
    expect(season5?.schedulePublishedAt).not.toBeNull();
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "The schedule is out: Spring 2027"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toMatch(/112 games from/);

    const twice = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm(page.input, "publish", { shown: page.draft.shown }),
    );
    expect(status(twice)).toBe(409);
    const regenerate = await handleSeasonSchedule(
      t.db,
      5,
      admin,
      scheduleForm(page.input, "generate"),
    );
    expect(status(regenerate)).toBe(409);
    expect(message(regenerate)).toMatch(/already published/);
    expect(await t.db.select().from(games).where(eq(games.seasonId, 5))).toHaveLength(112);
  });

  it("refuses to generate over a season that has results", async () => {
    const page = await loadSeasonSchedule(t.db, 4);
    expect(page.published).toBe(true);
    const answer = await handleSeasonSchedule(t.db, 4, admin, scheduleForm(page.input, "generate"));
    expect(status(answer)).toBe(409);
    expect(message(answer)).toMatch(/already/);
  });
});
