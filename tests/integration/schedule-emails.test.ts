// Everyone hears about the schedule (docs/league-rules.md#email-alerts): Publish
// emails each rostered player who asked for news of his team's games his
// team's schedule, and says how many first; a player put on a roster after
// Publish (a draft pick, the roster editor) gets his team's schedule once per
// season, in the transaction that adds him. Before Publish nothing is queued.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftPlayer } from "~/data/draft-picks.server";
import { provideAlertLinks } from "~/data/game-alerts.server";
import { addRosterPlayer, removeRosterPlayer } from "~/data/rosters.server";
import { nextSeasonProposal, startNextSeason } from "~/data/season-lifecycle.server";
import {
  emailOutbox,
  emailPreferences,
  games,
  players,
  seasonRosters,
  seasonTeams,
  signups,
} from "~/db/schema";
import { handleSeasonSchedule, loadSeasonSchedule } from "~/pages/admin-season-schedule.server";
import { scheduleForm } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

provideAlertLinks({
  origin: "https://league.example",
  unsubscribeUrl: (id) => `https://league.example/alerts/unsubscribe?p=${id}&s=test`,
});

const by = { actorEmail: "admin@example.org", at: new Date("2026-11-22T17:00:00Z") };
const admin = { userId: "u", email: by.actorEmail, name: "Admin", isAdmin: true, player: null };
const SEASON = 5;

const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: { status: number } }).init.status;
const location = (answer: unknown) => (answer as Response).headers.get("Location");

describe.each(databaseKinds)("the schedule by email on $name", ({ open }) => {
  let t: TestDatabase;
  /** Season 4's players, each with an address of his own, for season 5. */
  let pool: string[];
  let teamIds: string[];
  let next = 0;

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
    pool = (
      await t.db
        .select({ playerId: seasonRosters.playerId })
        .from(seasonRosters)
        .where(eq(seasonRosters.seasonId, 4))
    ).map((r) => r.playerId);
    teamIds = (
      await t.db
        .select({ teamId: seasonTeams.teamId })
        .from(seasonTeams)
        .where(eq(seasonTeams.seasonId, SEASON))
    )
      .map((r) => r.teamId)
      .sort();
  });
  afterAll(() => t?.dispose());

  /** A new paid signup for season 5 with an address of his own, who asked for game emails or not. */
  async function signedUp(asked: boolean | null): Promise<string> {
    const playerId = pool[next++]!;
    await t.db
      .update(players)
      .set({ email: `player-${next}@example.org` })
      .where(eq(players.id, playerId));
    await t.db
      .insert(signups)
      .values({ id: `s5-${next}`, seasonId: SEASON, playerId, status: "returning", paid: true });
    if (asked !== null) {
      await t.db
        .insert(emailPreferences)
        .values({ playerId, gameChanges: asked, results: false, reminders: true })
        .onConflictDoUpdate({ target: emailPreferences.playerId, set: { gameChanges: asked } });
    }
    return playerId;
  }

  const scheduleMail = (playerId: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `schedule-out:${SEASON}:${playerId}`));
  const allScheduleMail = () =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `schedule-out:${SEASON}:%`));
  const teamOf = async (playerId: string) =>
    (
      await t.db
        .select({ teamId: seasonRosters.teamId })
        .from(seasonRosters)
        .where(and(eq(seasonRosters.seasonId, SEASON), eq(seasonRosters.playerId, playerId)))
    )[0]?.teamId;
  const draft = (playerId: string) =>
    draftPlayer(t.db, { seasonId: SEASON, playerId, actorEmail: by.actorEmail, at: by.at });

  let askedBefore: string;
  let quietBefore: string;

  it("queues nothing on roster adds before Publish", async () => {
    askedBefore = await signedUp(true);
    quietBefore = await signedUp(false);
    const neverChose = await signedUp(null);
    expect(await draft(askedBefore)).toMatchObject({ ok: true });
    expect(await draft(quietBefore)).toMatchObject({ ok: true });
    expect(
      await addRosterPlayer(t.db, { seasonId: SEASON, teamId: teamIds[0]! }, neverChose, by),
    ).toEqual({ ok: true });
    expect(await allScheduleMail()).toEqual([]);
  });

  it("Publish says how many will be emailed, refuses a count that changed, and emails exactly those who asked", async () => {
    const generated = await loadSeasonSchedule(t.db, SEASON);
    expect(
      status(
        await handleSeasonSchedule(t.db, SEASON, admin, scheduleForm(generated.input, "generate")),
      ),
    ).toBe(302);
    const confirm = new URLSearchParams([["confirm", "publish"]]);
    const asked = await loadSeasonSchedule(t.db, SEASON, null, confirm);
    expect(asked.publish?.text).toContain(
      "1 player on the rosters asked for emails about his team's games and gets his team's schedule now.",
    );
    expect(asked.publish?.text).toContain(
      "joins a roster later (the draft, or added by hand) gets his team's schedule when he joins.",
    );
    if (!asked.draft?.ok) throw new Error("expected a draft");
    expect(asked.publish?.fields.shown).toBe(asked.draft.shown);

    // Another rostered player asks meanwhile: the Yes to "1 player" is stale.
    await t.db
      .update(emailPreferences)
      .set({ gameChanges: true })
      .where(eq(emailPreferences.playerId, quietBefore));
    const stale = await handleSeasonSchedule(
      t.db,
      SEASON,
      admin,
      scheduleForm(asked.input, "publish", { shown: asked.draft.shown }),
    );
    expect(status(stale)).toBe(409);
    expect(await t.db.select().from(games).where(eq(games.seasonId, SEASON))).toEqual([]);
    await t.db
      .update(emailPreferences)
      .set({ gameChanges: false })
      .where(eq(emailPreferences.playerId, quietBefore));

    const again = await loadSeasonSchedule(t.db, SEASON, null, confirm);
    if (!again.draft?.ok) throw new Error("expected a draft");
    const answer = await handleSeasonSchedule(
      t.db,
      SEASON,
      admin,
      scheduleForm(again.input, "publish", { shown: again.draft.shown }),
    );
    expect(location(answer)).toBe(`/admin/seasons/${SEASON}/schedule?published=112&emails=1`);
    const mail = await allScheduleMail();
    expect(mail.map((m) => m.dedupeKey)).toEqual([`schedule-out:${SEASON}:${askedBefore}`]);
    expect(mail[0]!.subject).toBe("The schedule is out: Spring 2027");
    expect(mail[0]!.textBody).toMatch(/112 games from /);
    // His team's 14 games, a line each.
    expect(mail[0]!.textBody.match(/^- .*: (home vs|away at) /gm)).toHaveLength(14);
  });

  it("a player drafted after Publish gets his team's games once, however often he is added", async () => {
    const late = await signedUp(true);
    // Two admins draft him at once: one pick, one email.
    const picks = await Promise.all([draft(late), draft(late)]);
    expect(picks.filter((p) => p.ok)).toHaveLength(1);
    const team = (await teamOf(late))!;
    const [mail, ...more] = await scheduleMail(late);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Your team's schedule: .+, Spring 2027$/);
    expect(mail!.toAddress).toMatch(/^player-\d+@example\.org$/);
    const lines = mail!.textBody.match(/^- .*: (home vs|away at) .*$/gm) ?? [];
    const teamGames = await t.db.select().from(games).where(eq(games.seasonId, SEASON));
    expect(lines).toHaveLength(
      teamGames.filter((g) => g.homeTeamId === team || g.awayTeamId === team).length,
    );
    expect(mail!.textBody).toContain(`/schedule/seasons/${SEASON}/teams/${team}`);

    // Removed and added again, to another team: still the one email.
    expect(await removeRosterPlayer(t.db, { seasonId: SEASON, teamId: team }, late, by)).toEqual({
      ok: true,
    });
    const other = teamIds.find((id) => id !== team)!;
    expect(await addRosterPlayer(t.db, { seasonId: SEASON, teamId: other }, late, by)).toEqual({
      ok: true,
    });
    expect(await scheduleMail(late)).toHaveLength(1);
  });

  it("a player added by two admins at once gets one email", async () => {
    const wanted = await signedUp(true);
    const answers = await Promise.all(
      teamIds
        .slice(0, 2)
        .map((teamId) => addRosterPlayer(t.db, { seasonId: SEASON, teamId }, wanted, by)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(await scheduleMail(wanted)).toHaveLength(1);
  });

  it("the roster editor's add after Publish emails one who asked, and nobody who did not", async () => {
    const asked = await signedUp(true);
    const quiet = await signedUp(false);
    const neverChose = await signedUp(null);
    for (const playerId of [asked, quiet, neverChose]) {
      expect(
        await addRosterPlayer(t.db, { seasonId: SEASON, teamId: teamIds[2]! }, playerId, by),
      ).toEqual({ ok: true });
    }
    const [mail, ...more] = await scheduleMail(asked);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Your team's schedule: /);
    expect(await scheduleMail(quiet)).toEqual([]);
    expect(await scheduleMail(neverChose)).toEqual([]);
    // Nor a drafted one who did not ask.
    const quietPick = await signedUp(false);
    expect(await draft(quietPick)).toMatchObject({ ok: true });
    expect(await scheduleMail(quietPick)).toEqual([]);
  });
});
