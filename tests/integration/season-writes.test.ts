// Issue 40 §6: "A closed season refuses every change" (docs/league-rules.md#seasons),
// but a signup's paid flag changed on a closed season. Every function of
// app/data that asks seasonWrite for a grant (found in the source:
// tests/support/season-writes-scan.ts) is run here on a closed season, the
// demo's season 3, and must refuse with the state machine's sentence and
// write nothing; a new one without a case here fails the first test. The
// few a closed season allows are listed with the rule that allows them.
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftPlayer } from "~/data/draft-picks.server";
import { undoLastDraftPick } from "~/data/draft-undo.server";
import { eraseGameResult, saveGameResult } from "~/data/game-results.server";
import { postponeGame, rescheduleGame } from "~/data/game-schedule.server";
import { abandonLiveGame, recordLiveTaps, startLiveGame } from "~/data/live-events.server";
import { askSignupConfirmation, confirmPendingSignup } from "~/data/pending-signups.server";
import { addRosterPlayer, removeRosterPlayer, setCaptain } from "~/data/rosters.server";
import { addSeasonGame, closeGymDay, deleteSeasonGame } from "~/data/schedule-changes.server";
import { closeSeason } from "~/data/season-close.server";
import { saveSeasonFee } from "~/data/season-fee.server";
import { makeSeasonCurrent, setSeasonRegistration } from "~/data/season-lifecycle.server";
import {
  markDraftSuperseded,
  publishSchedule,
  saveScheduleDraft,
  scheduleGenerationRefusal,
} from "~/data/season-schedule.server";
import { generateSeasonPlayoffs, saveSeasonTeams } from "~/data/seasons.server";
import { setSignupPaid, signUpNewPlayer, signUpReturningPlayer } from "~/data/signups.server";
import {
  auditLog,
  draftPicks,
  drafts,
  emailOutbox,
  games,
  gameStats,
  liveEvents,
  pendingSignups,
  players,
  scheduleDrafts,
  seasonRosters,
  seasonTeams,
  seasons,
  signups,
} from "~/db/schema";
import { NO_CHAMPION } from "~/domain/season/close";
import type { DraftOutcome, ScheduleSettings } from "~/domain/season-schedule/types";
import { setPaidAction } from "~/pages/admin-signups.server";
import { handleAdminSeason } from "~/pages/admin-season.server";
import { admin, form, message, provideTestAlertLinks, status, yesTo } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { seasonWriteEntryPoints } from "../support/season-writes-scan";

provideTestAlertLinks();
const CLOSED = 3;
const by = { actorEmail: admin.email, at: new Date("2026-11-22T17:00:00Z") };
const SETTINGS = {} as ScheduleSettings;
const OUTCOME = { ok: false, teams: [], reason: "none" } as unknown as DraftOutcome;

/** What a write answered when refused: its sentence, thrown or returned. */
async function refusalOf(write: () => Promise<unknown>): Promise<string | null> {
  try {
    const answer = await write();
    if (typeof answer === "string") return answer;
    if (answer && typeof answer === "object" && "message" in answer) {
      return String((answer as { message: unknown }).message);
    }
    return null;
  } catch (error) {
    if (error instanceof Error) return error.message;
    throw error;
  }
}

interface Fixture {
  gameId: string;
  teamId: string;
  otherTeamId: string;
  playerId: string;
  rosteredId: string;
  signupId: string;
  pendingId: string;
}

/**
 * Every way into a season's rows, run on the closed season: the sentence it
 * must refuse with (null: it refuses without one, writing nothing).
 */
const REFUSING: Record<string, (t: TestDatabase, f: Fixture) => Promise<unknown>> = {
  "draft-picks › draftPlayer": (t, f) =>
    draftPlayer(t.db, { seasonId: CLOSED, playerId: f.playerId, ...actor() }),
  "draft-undo › undoLastDraftPick": (t) =>
    undoLastDraftPick(t.db, { seasonId: CLOSED, pickNumber: 1, ...actor() }),
  "game-results › saveGameResult": (t, f) =>
    saveGameResult(
      t.db,
      f.gameId,
      { homeScore: 50, awayScore: 40, winnerId: f.teamId, stats: [] },
      by.actorEmail,
      by.at,
    ),
  "game-results › eraseGameResult": (t, f) => eraseGameResult(t.db, f.gameId, by.actorEmail, by.at),
  "game-schedule › postponeGame": (t, f) => postponeGame(t.db, f.gameId, by.actorEmail, by.at),
  "game-schedule › rescheduleGame": (t, f) =>
    rescheduleGame(
      t.db,
      f.gameId,
      { startsAt: new Date("2027-01-09T14:00:00Z"), location: "sbca" },
      by.actorEmail,
      by.at,
    ),
  "live-events › startLiveGame": (t, f) => startLiveGame(t.db, f.gameId, by.actorEmail, by.at),
  "live-events › abandonLiveGame": (t, f) => abandonLiveGame(t.db, f.gameId, by.actorEmail, by.at),
  "live-events › recordLiveTaps": (t, f) =>
    recordLiveTaps(
      t.db,
      f.gameId,
      [{ id: "tap-1", kind: "score", teamId: f.teamId, playerId: null, points: 2, undoes: null }],
      by.actorEmail,
      by.at,
    ),
  "pending-signups › askSignupConfirmation": (t, f) =>
    askSignupConfirmation(t.db, {
      seasonId: CLOSED,
      who: { playerId: f.playerId },
      at: by.at,
      resendAfterMs: 0,
      mayEmail: true,
      confirmUrl: (id) => `https://league.example/signup/confirm?p=${id}`,
    }),
  "pending-signups › confirmPendingSignup": (t, f) =>
    t.db.transaction((tx) => confirmPendingSignup(tx, f.pendingId, by.at)),
  "rosters › addRosterPlayer": (t, f) =>
    addRosterPlayer(t.db, { seasonId: CLOSED, teamId: f.teamId }, f.playerId, by),
  "rosters › removeRosterPlayer": (t, f) =>
    removeRosterPlayer(t.db, { seasonId: CLOSED, teamId: f.teamId }, f.rosteredId, by),
  "rosters › setCaptain": (t, f) =>
    setCaptain(t.db, { seasonId: CLOSED, teamId: f.teamId }, null, by),
  "schedule-changes › addSeasonGame": (t, f) =>
    addSeasonGame(
      t.db,
      CLOSED,
      {
        awayTeamId: f.otherTeamId,
        homeTeamId: f.teamId,
        location: "sbca",
        startsAt: new Date("2027-01-09T14:00:00Z"),
      },
      by,
    ),
  "schedule-changes › deleteSeasonGame": (t, f) => deleteSeasonGame(t.db, f.gameId, by, "any"),
  "schedule-changes › closeGymDay": (t) =>
    closeGymDay(t.db, CLOSED, { closedDay: "2027-01-09", mode: "shift" }, "any", by),
  "season-close › closeSeason": (t) => closeSeason(t.db, CLOSED, NO_CHAMPION, by, "any"),
  "season-fee › saveSeasonFee": (t) =>
    saveSeasonFee(
      t.db,
      CLOSED,
      { feeCents: 6000, howToPay: "Cash", draftDay: "2027-01-09", draftTime: null },
      by,
    ),
  "season-lifecycle › makeSeasonCurrent": (t) => makeSeasonCurrent(t.db, CLOSED, by, "any"),
  "season-lifecycle › setSeasonRegistration": (t) =>
    setSeasonRegistration(t.db, CLOSED, true, by, "any"),
  "season-schedule › scheduleGenerationRefusal": (t) => scheduleGenerationRefusal(t.db, CLOSED),
  "season-schedule › saveScheduleDraft": (t) =>
    saveScheduleDraft(t.db, CLOSED, SETTINGS, OUTCOME, by),
  "season-schedule › markDraftSuperseded": (t) =>
    markDraftSuperseded(t.db, CLOSED, SETTINGS, by).then(() => "(nothing to mark)"),
  "season-schedule › publishSchedule": (t) => publishSchedule(t.db, CLOSED, "any", by),
  "seasons › saveSeasonTeams": (t) => saveSeasonTeams(t.db, CLOSED, [], by),
  "seasons › generateSeasonPlayoffs": (t) => generateSeasonPlayoffs(t.db, CLOSED, by),
  "signups › signUpNewPlayer": (t) =>
    signUpNewPlayer(t.db, {
      seasonId: CLOSED,
      player: {
        firstName: "Late",
        lastName: "Comer",
        email: "late.comer@example.org",
        phone: "617-555-0100",
        age: 30,
        heightFeet: 6,
        heightInches: 0,
        jerseySize: "L",
      } as never,
      now: by.at,
    }),
  "signups › signUpReturningPlayer": (t, f) =>
    signUpReturningPlayer(t.db, { seasonId: CLOSED, playerId: f.playerId, now: by.at }),
  // Issue 40 §6: the paid box changed on a closed season.
  "signups › setSignupPaid": (t, f) =>
    setSignupPaid(t.db, { signupId: f.signupId, paid: false, ...actor() }),
};

/** The ways in a closed season lets through, and the rule that does. */
const ALLOWED_ON_CLOSED: Record<string, string> = {
  "season-close › reopenSeason": "reopening is the way out of closed",
  "season-lifecycle › startNextSeason":
    "starting the next season writes the new season's rows (and flags the latest current when none is); the latest may be closed",
};

/** The one sentence a state machine refusal of the closed season says (or none, for a silent one). */
const SENTENCE = new RegExp(`^Season ${CLOSED} is (closed: reopen it to .+|already closed)\\.$`);

function actor() {
  return { actorEmail: by.actorEmail, at: by.at };
}

describe("the ways into a season's rows", () => {
  it("are each run on a closed season below, or allowed on one for a reason", () => {
    const entries = seasonWriteEntryPoints();
    const said = [...Object.keys(REFUSING), ...Object.keys(ALLOWED_ON_CLOSED)].sort();
    expect(entries.length).toBeGreaterThan(20);
    expect(said).toEqual([...entries].sort());
  });
});

describe.each(databaseKinds)("a closed season refuses every write on $name", ({ open }) => {
  let t: TestDatabase;
  let f: Fixture;

  /** The closed season's rows, every table of it, and what the writes add beside them. */
  async function closedSeasonRows() {
    const ids = (await t.db.select({ id: games.id }).from(games).where(eq(games.seasonId, CLOSED)))
      .map((g) => g.id)
      .sort();
    const of = <T>(rows: T[]) => JSON.stringify(rows);
    const [audits] = await t.db.select({ n: count() }).from(auditLog);
    const [emails] = await t.db.select({ n: count() }).from(emailOutbox);
    return {
      seasons: of(await t.db.select().from(seasons).orderBy(seasons.id)),
      seasonTeams: of(
        await t.db.select().from(seasonTeams).where(eq(seasonTeams.seasonId, CLOSED)),
      ),
      seasonRosters: of(
        await t.db.select().from(seasonRosters).where(eq(seasonRosters.seasonId, CLOSED)),
      ),
      games: of(await t.db.select().from(games).where(eq(games.seasonId, CLOSED))),
      gameStats: of(await t.db.select().from(gameStats).where(inArray(gameStats.gameId, ids))),
      liveEvents: of(await t.db.select().from(liveEvents).where(inArray(liveEvents.gameId, ids))),
      signups: of(await t.db.select().from(signups).where(eq(signups.seasonId, CLOSED))),
      pendingSignups: of(
        await t.db.select().from(pendingSignups).where(eq(pendingSignups.seasonId, CLOSED)),
      ),
      drafts: of(await t.db.select().from(drafts).where(eq(drafts.seasonId, CLOSED))),
      draftPicks: of(await t.db.select().from(draftPicks).where(eq(draftPicks.seasonId, CLOSED))),
      scheduleDrafts: of(
        await t.db.select().from(scheduleDrafts).where(eq(scheduleDrafts.seasonId, CLOSED)),
      ),
      players: Number((await t.db.select({ n: count() }).from(players))[0]?.n ?? 0),
      audits: Number(audits?.n ?? 0),
      emails: Number(emails?.n ?? 0),
    };
  }

  beforeAll(async () => {
    t = await open("demo");
    const [game] = await t.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, CLOSED), eq(games.type, "regular_season")))
      .limit(1);
    const [rostered] = await t.db
      .select()
      .from(seasonRosters)
      .where(and(eq(seasonRosters.seasonId, CLOSED), eq(seasonRosters.teamId, game!.homeTeamId!)))
      .limit(1);
    // A player signed up for season 3 (paid), and one waiting on a confirmation link.
    const [someone] = await t.db.select({ id: players.id }).from(players).limit(1);
    await t.db
      .insert(drafts)
      .values({ seasonId: CLOSED, draftOrder: [game!.homeTeamId!], corePlayerIds: [] })
      .onConflictDoNothing();
    await t.db
      .insert(signups)
      .values({
        id: "closed-signup",
        seasonId: CLOSED,
        playerId: someone!.id,
        status: "returning",
        paid: true,
        createdAt: by.at,
      })
      .onConflictDoNothing();
    const [signup] = await t.db
      .select({ id: signups.id })
      .from(signups)
      .where(and(eq(signups.seasonId, CLOSED), eq(signups.playerId, someone!.id)));
    await t.db.insert(pendingSignups).values({
      id: "closed-pending",
      seasonId: CLOSED,
      playerId: rostered!.playerId,
      email: "rostered@example.org",
      createdAt: by.at,
      emailedAt: by.at,
    });
    f = {
      gameId: game!.id,
      teamId: game!.homeTeamId!,
      otherTeamId: game!.awayTeamId!,
      playerId: someone!.id,
      rosteredId: rostered!.playerId,
      signupId: signup!.id,
      pendingId: "closed-pending",
    };
    // Closed as an admin closes it: the page's question, and its Yes.
    const yes = await yesTo(t.db, CLOSED, { confirm: "close", champion: NO_CHAMPION });
    expect(status(await handleAdminSeason(t.db, CLOSED, admin, form(yes)))).toBe(302);
  });
  afterAll(() => t?.dispose());

  it.each(Object.keys(REFUSING))("%s refuses, writing nothing", async (name) => {
    const before = await closedSeasonRows();
    const said = await refusalOf(() => REFUSING[name]!(t, f));
    if (name === "season-schedule › markDraftSuperseded") expect(said).toBe("(nothing to mark)");
    else expect(said).toMatch(SENTENCE);
    expect(await closedSeasonRows()).toEqual(before);
  });

  it("refuses the paid box on the signups page with a 409 and the sentence (issue 40 §6)", async () => {
    const before = await closedSeasonRows();
    const answer = await setPaidAction(
      t.db,
      admin,
      form({ intent: "set-paid", signupId: f.signupId, paid: ["false"] }),
    );
    expect(status(answer)).toBe(409);
    expect(message(answer)).toBe(`Season ${CLOSED} is closed: reopen it to record its fees.`);
    expect(await closedSeasonRows()).toEqual(before);
  });

  it("lets its signups be closed, the one change that stops something", async () => {
    await t.db.update(seasons).set({ registrationOpen: false });
    await t.db.update(seasons).set({ registrationOpen: true }).where(eq(seasons.id, CLOSED));
    await setSeasonRegistration(
      t.db,
      CLOSED,
      false,
      by,
      (await yesTo(t.db, CLOSED, { confirm: "close-signups" })).shown!,
    );
    const [row] = await t.db.select().from(seasons).where(eq(seasons.id, CLOSED));
    expect(row?.registrationOpen).toBe(false);
    expect(row?.closedAt).not.toBeNull();
  });
});
