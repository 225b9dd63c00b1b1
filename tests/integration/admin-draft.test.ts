// Issue 41 §3: the draft from the admin's side, /admin/seasons/{n}/draft
// (docs/league-rules.md#the-draft). Its page module on every database kind:
// the pick on the clock, a pick by a named button, a stale pick (another admin
// picked first) refused with nothing written, an already drafted or unpaid
// player refused, Mark paid through Admin → Signups' own action, Undo last
// pick (the pick and its roster place go, with an audit entry; a stale undo is
// refused), and the truthful sentence when nobody has signed up. Who may post
// (the admin only) is asked by tests/integration/admin-authorization.test.ts.
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonDraftPicks } from "~/data/draft.server";
import { startSeasonFive } from "../support/admin-forms";
import { auditLog, seasonRosters, signups } from "~/db/schema";
import { handleAdminDraft, loadAdminDraft } from "~/pages/admin-draft.server";
import { loadDraftPage } from "~/pages/draft.server";
import { admin, form, message } from "../support/admin-forms";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");

/** The answer's HTTP status (data() without one answers 200). */
const status = (answer: unknown) =>
  (answer as { init: { status?: number } | null }).init?.status ?? 200;
const SEASON = 4;

describe.each(databaseKinds)("the admin draft page on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  const post = (values: Record<string, string>) =>
    handleAdminDraft(t.db, SEASON, admin, form(values));

  /** What a refused post must leave as it was. */
  async function written() {
    const [audits] = await t.db.select({ n: count() }).from(auditLog);
    const [rosters] = await t.db
      .select({ n: count() })
      .from(seasonRosters)
      .where(eq(seasonRosters.seasonId, SEASON));
    const paid = await t.db
      .select({ id: signups.id })
      .from(signups)
      .where(and(eq(signups.seasonId, SEASON), eq(signups.paid, true)));
    return {
      picks: (await seasonDraftPicks(t.db, SEASON)).length,
      rosters: rosters!.n,
      audits: audits!.n,
      paid: paid.length,
    };
  }

  async function lastAudit() {
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    return entry!;
  }

  it("shows the pick on the clock and names the player and the team on each button's pick", async () => {
    const view = await loadAdminDraft(t.db, SEASON);
    const picks = await seasonDraftPicks(t.db, SEASON);
    expect(view.next).toMatchObject({ pickNumber: picks.length + 1 });
    expect(view.next!.round).toBe(Math.ceil((picks.length + 1) / 16));
    expect(view.last).toMatchObject({ pickNumber: picks.length });
    expect(view.available.length, "the demo has paid late signups").toBeGreaterThan(0);
    expect(view.unpaid.length, "and unpaid ones").toBeGreaterThan(0);
    expect(view.nobody).toBeNull();
    expect(view.refused).toBeNull();
  });

  it("drafts the named player with the pick shown, and refuses a stale pick, writing nothing", async () => {
    const view = await loadAdminDraft(t.db, SEASON);
    const [first, second] = view.available;
    const shown = view.next!.pickNumber;
    const made = await post({ intent: "pick", playerId: first!.playerId, pick: String(shown) });
    expect(status(made)).toBe(200);
    expect((made as { data: { message: string } }).data.message).toBe(
      `Pick ${shown}: ${first!.name} to the ${view.next!.teamName}.`,
    );
    const [roster] = await t.db
      .select()
      .from(seasonRosters)
      .where(and(eq(seasonRosters.seasonId, SEASON), eq(seasonRosters.playerId, first!.playerId)));
    expect(roster?.teamId).toBe(view.next!.teamId);
    expect(await lastAudit()).toMatchObject({
      action: "draft-pick",
      entity: "draft",
      after: { pickNumber: shown, playerId: first!.playerId, teamId: view.next!.teamId },
    });

    // A second admin's page still shows the same pick on the clock: his press is refused.
    const before = await written();
    const stale = await post({ intent: "pick", playerId: second!.playerId, pick: String(shown) });
    expect(status(stale)).toBe(409);
    expect(message(stale)).toMatch(
      new RegExp(
        `^Pick ${shown} is not the pick on the clock any more \\(it is pick ${shown + 1} now\\)`,
      ),
    );
    expect(await written()).toEqual(before);
  });

  it("refuses an already drafted player, an unpaid one and an unreadable form, writing nothing", async () => {
    const view = await loadAdminDraft(t.db, SEASON);
    const pick = String(view.next!.pickNumber);
    const before = await written();
    const again = await post({ intent: "pick", playerId: view.last!.playerId, pick });
    expect(status(again)).toBe(409);
    expect(message(again)).toMatch(/ is already on .+ this season\.$/);
    const unpaid = await post({ intent: "pick", playerId: view.unpaid[0]!.playerId, pick });
    expect(status(unpaid)).toBe(409);
    expect(message(unpaid)).toMatch(/has not paid for season 4 yet/);
    expect(status(await post({ intent: "pick", playerId: "", pick }))).toBe(400);
    expect(status(await post({ intent: "pick", playerId: view.available[0]!.playerId }))).toBe(400);
    expect(status(await post({ intent: "undo", pick: "zero" }))).toBe(400);
    expect(status(await post({ intent: "flip" }))).toBe(400);
    expect(await written()).toEqual(before);
  });

  it("marks an unpaid signup paid from this page (Admin → Signups' action), then drafts him", async () => {
    const view = await loadAdminDraft(t.db, SEASON);
    const late = view.unpaid[0]!;
    const paid = await post({ intent: "set-paid", signupId: late.signupId, paid: "true" });
    expect(status(paid)).toBe(200);
    expect((paid as { data: { message: string } }).data.message).toBe(
      `Saved: ${late.name} is marked paid.`,
    );
    expect(await lastAudit()).toMatchObject({ action: "mark-paid", entityId: late.signupId });
    const after = await loadAdminDraft(t.db, SEASON);
    expect(after.unpaid.map((p) => p.signupId)).not.toContain(late.signupId);
    expect(after.available.map((p) => p.playerId)).toContain(late.playerId);
    const made = await post({
      intent: "pick",
      playerId: late.playerId,
      pick: String(after.next!.pickNumber),
    });
    expect(status(made)).toBe(200);
  });

  it("undoes the last pick: the pick and the roster place it made go, audited; a stale undo is refused", async () => {
    const view = await loadAdminDraft(t.db, SEASON);
    const last = (await seasonDraftPicks(t.db, SEASON)).at(-1)!;
    const before = await written();
    const stale = await post({ intent: "undo", pick: String(last.pickNumber - 1) });
    expect(status(stale)).toBe(409);
    expect(message(stale)).toMatch(/^Pick \d+ is not the last pick any more/);
    expect(await written()).toEqual(before);

    const undone = await post({ intent: "undo", pick: String(last.pickNumber) });
    expect(status(undone)).toBe(200);
    expect((undone as { data: { message: string } }).data.message).toBe(
      `Pick ${last.pickNumber} undone: ${view.last!.playerName} is off the ${view.last!.teamName} and can be drafted again.`,
    );
    expect(await written()).toEqual({
      ...before,
      picks: before.picks - 1,
      rosters: before.rosters - 1,
      audits: before.audits + 1,
    });
    const [place] = await t.db
      .select()
      .from(seasonRosters)
      .where(and(eq(seasonRosters.seasonId, SEASON), eq(seasonRosters.playerId, last.playerId)));
    expect(place).toBeUndefined();
    expect(await lastAudit()).toMatchObject({
      action: "undo-draft-pick",
      entity: "draft",
      entityId: String(SEASON),
      before: { pickNumber: last.pickNumber, teamId: last.teamId, playerId: last.playerId },
    });
    // He is back in the list, and the same pick is on the clock again.
    const after = await loadAdminDraft(t.db, SEASON);
    expect(after.next!.pickNumber).toBe(last.pickNumber);
    expect(after.available.map((p) => p.playerId)).toContain(last.playerId);
  });

  it("says nobody has signed up, not that everyone was drafted, on this page and on /draft", async () => {
    await startSeasonFive(t.db, NOW);
    const view = await loadAdminDraft(t.db, 5);
    expect(view.nobody).toBe("No one has signed up for season 5 yet.");
    expect(view.available).toEqual([]);
    expect(view.next).toMatchObject({ pickNumber: 1, round: 1 });
    expect(
      status(await handleAdminDraft(t.db, 5, admin, form({ intent: "undo", pick: "1" }))),
    ).toBe(409);
    const board = await loadDraftPage(t.db, NOW);
    expect(board.season?.id).toBe(5);
    expect(board.season && board.nobody).toBe("No one has signed up for season 5 yet.");
  });
});
