// A draft pick (docs/league-rules.md#the-draft; issue 5; the admin draft page's
// answers are tests/integration/admin-draft.test.ts's): the pick goes to
// the team on the clock, and two admins pressing at once make exactly one pick. Only paid
// signups are drafted: an unpaid one is refused and nothing is written.
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftPlayer } from "~/data/draft-picks.server";
import { addRosterPlayer } from "~/data/rosters.server";
import { seasonDraft, seasonDraftPicks, undraftedSignups } from "~/data/draft.server";
import { auditLog, players, seasonRosters, signups } from "~/db/schema";
import { fullName } from "~/domain/people/name";
import { snakeDraftOrder } from "~/domain/draft/order";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const at = NOW;

describe.each(databaseKinds)("draft picks on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  /** Signed up, not drafted, on no team, not a core player; paid or not. */
  async function waiting() {
    const draft = (await seasonDraft(t.db, 4))!;
    return (await undraftedSignups(t.db, 4)).filter(
      (p) => p.teamId === null && !draft.corePlayerIds.includes(p.id),
    );
  }

  /** The players a pick may take (paid signups only): at least `n`, marking some paid if need be. */
  async function available(n = 1) {
    const free = await waiting();
    for (const p of free.filter((p) => !p.paid).slice(0, n - free.filter((p) => p.paid).length)) {
      await t.db
        .update(signups)
        .set({ paid: true })
        .where(and(eq(signups.seasonId, 4), eq(signups.playerId, p.id)));
    }
    return (await waiting()).filter((p) => p.paid);
  }

  /** What a refused pick must leave as it was. */
  async function written() {
    const [audits] = await t.db.select({ n: count() }).from(auditLog);
    const [rosters] = await t.db
      .select({ n: count() })
      .from(seasonRosters)
      .where(eq(seasonRosters.seasonId, 4));
    return {
      picks: (await seasonDraftPicks(t.db, 4)).length,
      rosters: rosters!.n,
      audits: audits!.n,
    };
  }

  /** An unpaid signup waiting to be drafted (the demo has some; else one is unticked). */
  async function unpaidPlayer() {
    const free = await waiting();
    const player = free.find((p) => !p.paid) ?? free[0]!;
    await t.db
      .update(signups)
      .set({ paid: false })
      .where(and(eq(signups.seasonId, 4), eq(signups.playerId, player.id)));
    return player;
  }

  it("drafts to the team on the clock and puts him on its roster", async () => {
    const [player] = await available();
    expect(player, "the demo leaves players to draft").toBeTruthy();
    const before = await seasonDraftPicks(t.db, 4);
    const draft = (await seasonDraft(t.db, 4))!;
    const expectedTeam = snakeDraftOrder(draft.draftOrder, 10)[before.length]!.teamId;
    const outcome = await draftPlayer(t.db, {
      seasonId: 4,
      playerId: player!.id,
      actorEmail: "admin@example.org",
      at,
    });
    expect(outcome).toMatchObject({ ok: true, pickNumber: before.length + 1 });
    const [roster] = await t.db
      .select()
      .from(seasonRosters)
      .where(and(eq(seasonRosters.seasonId, 4), eq(seasonRosters.playerId, player!.id)));
    expect(roster?.teamId).toBe(expectedTeam);
  });

  it("two admins drafting the same player at once: exactly one pick", async () => {
    const [player] = await available();
    const before = (await seasonDraftPicks(t.db, 4)).length;
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        draftPlayer(t.db, {
          seasonId: 4,
          playerId: player!.id,
          actorEmail: "admin@example.org",
          at,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const refused = outcomes.find((o) => !o.ok);
    expect(refused && !refused.ok && refused.message).toMatch(
      /is already on .+ this season\.$|same moment/,
    );
    expect((await seasonDraftPicks(t.db, 4)).length).toBe(before + 1);
  });

  it("two admins drafting different players at once: two picks in order", async () => {
    const [a, b] = await available(2);
    const before = (await seasonDraftPicks(t.db, 4)).length;
    const outcomes = await Promise.all(
      [a!, b!].map((p) =>
        draftPlayer(t.db, { seasonId: 4, playerId: p.id, actorEmail: "admin@example.org", at }),
      ),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const numbers = (await seasonDraftPicks(t.db, 4)).map((p) => p.pickNumber);
    expect(numbers).toEqual(Array.from({ length: before + 2 }, (_, i) => i + 1));
  });

  it("refuses a player who did not sign up, or is already on a team", async () => {
    const taken = await t.db
      .select()
      .from(seasonRosters)
      .where(eq(seasonRosters.seasonId, 4))
      .limit(1);
    const onTeam = await draftPlayer(t.db, {
      seasonId: 4,
      playerId: taken[0]!.playerId,
      actorEmail: "a",
      at,
    });
    expect(onTeam).toMatchObject({ ok: false, message: expect.stringMatching(/is already on /) });
    expect(
      await draftPlayer(t.db, { seasonId: 4, playerId: "nobody", actorEmail: "a", at }),
    ).toEqual({ ok: false, message: "That player no longer exists." });
    const [notSignedUp] = await t.db
      .select({ id: players.id })
      .from(players)
      .leftJoin(signups, and(eq(signups.playerId, players.id), eq(signups.seasonId, 4)))
      .where(isNull(signups.id))
      .limit(1);
    expect(
      await draftPlayer(t.db, { seasonId: 4, playerId: notSignedUp!.id, actorEmail: "a", at }),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/has not signed up for season 4\.$/),
    });
  });

  it("refuses an unpaid signup and writes nothing: no pick, no roster place, no audit entry", async () => {
    const player = await unpaidPlayer();
    const before = await written();
    expect(
      await draftPlayer(t.db, { seasonId: 4, playerId: player.id, actorEmail: "a", at }),
    ).toEqual({
      ok: false,
      message: `${fullName(player)} has not paid for season 4 yet. Mark the signup paid first.`,
    });
    expect(await written()).toEqual(before);
  });

  it("the roster editor refuses the same unpaid signup with the same sentence, and adds him once paid", async () => {
    const player = await unpaidPlayer();
    const draft = (await seasonDraft(t.db, 4))!;
    const slot = { seasonId: 4, teamId: draft.draftOrder[0]! };
    const by = { actorEmail: "admin@example.org", at };
    const before = await written();
    expect(await addRosterPlayer(t.db, slot, player.id, by)).toEqual({
      ok: false,
      message: `${fullName(player)} has not paid for season 4 yet. Mark the signup paid first.`,
    });
    expect(await written()).toEqual(before);
    await t.db
      .update(signups)
      .set({ paid: true })
      .where(and(eq(signups.seasonId, 4), eq(signups.playerId, player.id)));
    expect(await addRosterPlayer(t.db, slot, player.id, by)).toEqual({ ok: true });
    expect(await written()).toEqual({
      ...before,
      rosters: before.rosters + 1,
      audits: before.audits + 1,
    });
    // On a team now: a pick is refused with the roster editor's words.
    expect(
      await draftPlayer(t.db, { seasonId: 4, playerId: player.id, actorEmail: "a", at }),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/is already on .+ this season\.$/),
    });
  });
});
