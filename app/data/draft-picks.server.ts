// Making a draft pick (docs/league-rules.md#the-draft): the player goes to the
// team whose turn it is, in one transaction with his place on that team's
// roster and an audit entry. The draft row is locked for the pick, and the
// unique constraints (one pick per number, one pick per player) are the last
// word: two admins pressing '+' at once get exactly one pick.
import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { isUniqueViolation } from "~/db/errors.server";
import { draftPicks, drafts, players, seasonRosters, signups, teams } from "~/db/schema";
import { snakeDraftOrder } from "~/domain/draft";
import { recordAudit } from "./audit.server";
import { fullName } from "~/domain/player-name";

export type DraftOutcome =
  | { ok: true; pickNumber: number; teamName: string; playerName: string }
  | { ok: false; message: string };

export async function draftPlayer(
  db: Database,
  input: { seasonId: number; playerId: string; actorEmail: string; at: Date },
): Promise<DraftOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [draft] = await tx
        .select()
        .from(drafts)
        .where(eq(drafts.seasonId, input.seasonId))
        .for("update");
      if (!draft) return { ok: false, message: "This season has no draft order yet." };
      const [player] = await tx
        .select({
          firstName: players.firstName,
          lastName: players.lastName,
          signedUp: signups.id,
        })
        .from(players)
        .leftJoin(
          signups,
          and(eq(signups.playerId, players.id), eq(signups.seasonId, input.seasonId)),
        )
        .where(eq(players.id, input.playerId));
      if (!player?.signedUp) {
        return { ok: false, message: "That player has not signed up for this season." };
      }
      const playerName = fullName(player);
      const [taken] = await tx
        .select({ teamName: teams.name })
        .from(seasonRosters)
        .innerJoin(teams, eq(teams.id, seasonRosters.teamId))
        .where(
          and(
            eq(seasonRosters.seasonId, input.seasonId),
            eq(seasonRosters.playerId, input.playerId),
          ),
        );
      if (taken)
        return { ok: false, message: `${playerName} is already on the ${taken.teamName}.` };
      if (draft.corePlayerIds.includes(input.playerId)) {
        return { ok: false, message: `${playerName} is a core player and is not drafted.` };
      }
      const [made] = await tx
        .select({ n: count() })
        .from(draftPicks)
        .where(eq(draftPicks.seasonId, input.seasonId));
      const pickNumber = (made?.n ?? 0) + 1;
      const rounds = Math.ceil(pickNumber / Math.max(1, draft.draftOrder.length));
      const pick = snakeDraftOrder(draft.draftOrder, rounds)[pickNumber - 1];
      if (!pick) return { ok: false, message: "The draft order is empty." };
      await tx.insert(draftPicks).values({
        seasonId: input.seasonId,
        pickNumber,
        teamId: pick.teamId,
        playerId: input.playerId,
        pickedAt: input.at,
      });
      await tx
        .insert(seasonRosters)
        .values({ seasonId: input.seasonId, teamId: pick.teamId, playerId: input.playerId });
      await recordAudit(tx, {
        actorEmail: input.actorEmail,
        action: "draft-pick",
        entity: "draft",
        entityId: String(input.seasonId),
        after: { pickNumber, teamId: pick.teamId, playerId: input.playerId },
        at: input.at,
      });
      const [team] = await tx
        .select({ name: teams.name })
        .from(teams)
        .where(eq(teams.id, pick.teamId));
      return { ok: true, pickNumber, teamName: team?.name ?? pick.teamId, playerName };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return {
        ok: false,
        message: "Someone else made a pick at the same moment. Check the board and try again.",
      };
    }
    throw error;
  }
}
