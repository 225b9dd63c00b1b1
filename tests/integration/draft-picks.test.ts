// The admin's '+' on the draft board (docs/league-rules.md#the-draft; issue 5): the pick goes to
// the team on the clock, and two admins pressing at once make exactly one pick.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftPlayer } from "~/data/draft-picks.server";
import { seasonDraft, seasonDraftPicks, undraftedSignups } from "~/data/draft.server";
import { seasonRosters } from "~/db/schema";
import { snakeDraftOrder } from "~/domain/draft";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const at = NOW;

describe.each(databaseKinds)("draft picks on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  async function available() {
    const draft = (await seasonDraft(t.db, 4))!;
    return (await undraftedSignups(t.db, 4)).filter(
      (p) => p.teamId === null && !draft.corePlayerIds.includes(p.id),
    );
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
    expect(refused && !refused.ok && refused.message).toMatch(/already on the|same moment/);
    expect((await seasonDraftPicks(t.db, 4)).length).toBe(before + 1);
  });

  it("two admins drafting different players at once: two picks in order", async () => {
    const [a, b] = await available();
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
    expect(onTeam).toMatchObject({ ok: false });
    expect(
      await draftPlayer(t.db, { seasonId: 4, playerId: "nobody", actorEmail: "a", at }),
    ).toEqual({
      ok: false,
      message: "That player has not signed up for this season.",
    });
  });
});
