// From one season to the next (docs/league-rules.md#seasons): start season 5
// from season 4, open its signups, make it current; the database's keys make
// two admins' presses land once.
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  draftSeason,
  makeSeasonCurrent,
  nextSeasonProposal,
  registrationSeason,
  setSeasonRegistration,
  startNextSeason,
} from "~/data/season-lifecycle.server";
import { currentSeason, SeasonChangeRefused } from "~/data/seasons.server";
import { searchPlayersForSignup, signUpReturningPlayer } from "~/data/signups.server";
import { auditLog, drafts, seasonRosters, seasonTeams, seasons } from "~/db/schema";
import {
  handleAdminSeasons,
  loadAdminSeasons,
  type AdminSeasonsReply,
} from "~/pages/admin-seasons.server";
import { loadSeasonPage } from "~/pages/season.server";
import { loadSignupPage } from "~/pages/signup.server";
import { readyToBeMadeCurrent, yesTo } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

const by = { actorEmail: "admin@example.org", at: new Date("2026-11-22T17:00:00Z") };
const admin = { userId: "u", email: by.actorEmail, name: "Admin", isAdmin: true, player: null };

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SeasonChangeRefused);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}

describe.each(databaseKinds)("seasons from one to the next on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  const teamsOf = (seasonId: number) =>
    t.db
      .select()
      .from(seasonTeams)
      .where(eq(seasonTeams.seasonId, seasonId))
      .orderBy(asc(seasonTeams.teamId));

  it("proposes season 5 with season 4's teams, conferences and captains", async () => {
    const page = await loadAdminSeasons(t.db);
    expect(page.next?.id).toBe(5);
    expect(page.next?.from.id).toBe(4);
    expect(page.next?.name).toMatch(/^(Winter|Spring|Summer|Fall) \d{4}$/);
    const proposal = (await nextSeasonProposal(t.db))!;
    const season4 = await teamsOf(4);
    expect(proposal.teams).toHaveLength(season4.length);
    for (const team of proposal.teams) {
      const before = season4.find((s) => s.teamId === team.teamId)!;
      expect(team.conference).toBe(before.conference);
      expect(team.captainId).toBe(before.captainId);
      if (team.captainId) expect(team.captainChoices.map((c) => c.id)).toContain(team.captainId);
    }
  });

  it("refuses an empty or too long name, and a name already used, writing nothing", async () => {
    const empty = await handleAdminSeasons(
      t.db,
      admin,
      form({ intent: "start-season", latest: "4", name: "  " }),
    );
    expect((empty as { init: { status: number } }).init.status).toBe(400);
    const long = await handleAdminSeasons(
      t.db,
      admin,
      form({ intent: "start-season", latest: "4", name: "x".repeat(41) }),
    );
    expect((long as { init: { status: number } }).init.status).toBe(400);
    const [season4] = await t.db.select().from(seasons).where(eq(seasons.id, 4));
    const taken = await refusalOf(
      startNextSeason(
        t.db,
        { latestId: 4, name: season4!.name.toUpperCase(), captains: new Map() },
        by,
      ),
    );
    expect(taken).toMatch(/already called/);
    expect((await t.db.select().from(seasons)).map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it("a refusal sends back the name and each captain picked, so the form shows them again", async () => {
    const proposal = (await nextSeasonProposal(t.db))!;
    const [first, second] = proposal.teams;
    const choice = first!.captainChoices.at(-1)!.id;
    const refused = (await handleAdminSeasons(
      t.db,
      admin,
      form({
        intent: "start-season",
        latest: "4",
        name: "x".repeat(41),
        [`captain-${first!.teamId}`]: choice,
        [`captain-${second!.teamId}`]: "",
      }),
    )) as unknown as { data: AdminSeasonsReply; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.initialValue).toEqual({
      name: "x".repeat(41),
      [`captain-${first!.teamId}`]: choice,
      [`captain-${second!.teamId}`]: "",
    });
  });

  it("two admins pressing at once start season 5 once; season 4 is untouched", async () => {
    const season4Before = await teamsOf(4);
    const rostersBefore = await t.db
      .select()
      .from(seasonRosters)
      .where(eq(seasonRosters.seasonId, 4));
    const proposal = (await nextSeasonProposal(t.db))!;
    const captains = new Map(proposal.teams.map((team) => [team.teamId, team.captainId]));
    const results = await Promise.allSettled([
      startNextSeason(t.db, { latestId: 4, name: "Spring 2027", captains }, by),
      startNextSeason(t.db, { latestId: 4, name: "Spring 2027", captains }, by),
    ]);
    expect(results.filter((r) => r.status === "fulfilled").map((r) => r.value)).toEqual([5]);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(SeasonChangeRefused);
    expect((await t.db.select().from(seasons)).map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);

    const season5 = await teamsOf(5);
    expect(season5.map((s) => [s.teamId, s.conference, s.captainId])).toEqual(
      season4Before.map((s) => [s.teamId, s.conference, s.captainId]),
    );
    expect(await t.db.select().from(seasonRosters).where(eq(seasonRosters.seasonId, 5))).toEqual(
      [],
    );
    expect(await teamsOf(4)).toEqual(season4Before);
    expect(await t.db.select().from(seasonRosters).where(eq(seasonRosters.seasonId, 4))).toEqual(
      rostersBefore,
    );
    const [draft] = await t.db.select().from(drafts).where(eq(drafts.seasonId, 5));
    // Season 4's league standings as its page shows them, weakest first.
    const standings = (await loadSeasonPage(t.db, 4))!.standings.league.map((row) => row.teamId);
    expect(standings).toHaveLength(season4Before.length);
    expect(draft?.draftOrder).toEqual([...standings].reverse());
    expect((await draftSeason(t.db))?.id).toBe(5);
    // Upcoming until an admin makes it current.
    expect((await currentSeason(t.db))?.id).toBe(4);
    const starts = await t.db.select().from(auditLog).where(eq(auditLog.action, "start-season"));
    expect(starts).toHaveLength(1);
  });

  it("signups move to season 5 when opened for it, and close", async () => {
    expect((await registrationSeason(t.db))?.id).toBe(4);
    // Season 4's are open: opening season 5's needs the admin's yes, naming season 4.
    await expect(setSeasonRegistration(t.db, 5, true, by)).rejects.toThrow(
      /^Signups are open for season 4: opening season 5's closes them/,
    );
    expect((await registrationSeason(t.db))?.id).toBe(4);
    await setSeasonRegistration(
      t.db,
      5,
      true,
      by,
      (await yesTo(t.db, 5, { confirm: "open-signups" })).shown!,
    );
    expect((await registrationSeason(t.db))?.id).toBe(5);
    const open = await t.db.select().from(seasons).where(eq(seasons.registrationOpen, true));
    expect(open.map((s) => s.id)).toEqual([5]);
    expect((await loadSignupPage(t.db)).season).toEqual({ id: 5, name: "Spring 2027" });

    // "Signed Up" is per season: a player signed up for 4 is not for 5.
    const [someone] = await searchPlayersForSignup(t.db, 5, "a");
    expect(someone).toBeDefined();
    const result = await signUpReturningPlayer(t.db, {
      seasonId: 5,
      playerId: someone!.id,
      now: by.at,
    });
    expect(result.ok).toBe(true);
    const again = await searchPlayersForSignup(t.db, 5, "a");
    expect(again.find((p) => p.id === someone!.id)?.signedUp).toBe(true);

    await setSeasonRegistration(
      t.db,
      5,
      false,
      by,
      (await yesTo(t.db, 5, { confirm: "close-signups" })).shown!,
    );
    expect(await registrationSeason(t.db)).toBeUndefined();
    expect((await loadSignupPage(t.db)).season).toBeNull();
  });

  it("make current moves the flag; the database keeps one current season", async () => {
    await readyToBeMadeCurrent(t.db, 5);
    await makeSeasonCurrent(
      t.db,
      5,
      by,
      (await yesTo(t.db, 5, { confirm: "make-current" })).shown!,
    );
    expect((await currentSeason(t.db))?.id).toBe(5);
    const flagged = await t.db.select().from(seasons).where(eq(seasons.isCurrent, true));
    expect(flagged.map((s) => s.id)).toEqual([5]);
    await expect(
      t.db.execute(sql`update seasons set is_current = true where id = 3`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update seasons set registration_open = true where id in (3, 4)`),
    ).rejects.toThrow();
    await makeSeasonCurrent(
      t.db,
      4,
      by,
      (await yesTo(t.db, 4, { confirm: "make-current" })).shown!,
    );
    expect((await currentSeason(t.db))?.id).toBe(4);
  });
});
