// Undoing the last draft pick (docs/league-rules.md#the-draft): the pick and the
// roster place it made go together, with an audit entry, in one transaction
// that asks the season's state for a roster write like the pick itself
// (seasonWrite "roster": a closed season refuses). The draft row is locked
// first, as a pick locks it, so an undo and a pick take turns. The admin says
// which pick he saw as the last one: if another admin picked or undid since,
// nothing is undone (a stale page must not undo someone else's pick).
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { draftPicks, drafts, players, seasonRosters, seasonTeams, teams } from "~/db/schema";
import { fullName } from "~/domain/people/name";
import { recordAudit } from "./audit.server";
import { seasonWrite } from "./season-state.server";
import { shown } from "./shown-columns.server";

export type UndoOutcome =
  | { ok: true; pickNumber: number; teamName: string; playerName: string }
  | { ok: false; message: string };

export async function undoLastDraftPick(
  db: Database,
  input: {
    seasonId: number;
    /** The pick the admin's page showed as the last one made. */
    pickNumber: number;
    actorEmail: string;
    at: Date;
  },
): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .select({ seasonId: drafts.seasonId })
      .from(drafts)
      .where(eq(drafts.seasonId, input.seasonId))
      .for("update");
    if (!draft) return { ok: false, message: "This season has no draft order yet." };
    const season = await seasonWrite(tx, input.seasonId, "roster");
    if (typeof season === "string") return { ok: false, message: season };
    const [last] = await tx
      .select({
        pickNumber: draftPicks.pickNumber,
        teamId: draftPicks.teamId,
        playerId: draftPicks.playerId,
        firstName: players.firstName,
        lastName: players.lastName,
        teamName: shown(teams.name),
      })
      .from(draftPicks)
      .innerJoin(players, eq(players.id, draftPicks.playerId))
      .innerJoin(teams, eq(teams.id, draftPicks.teamId))
      .where(eq(draftPicks.seasonId, input.seasonId))
      .orderBy(desc(draftPicks.pickNumber))
      .limit(1);
    if (!last)
      return { ok: false, message: "No pick has been made yet: there is nothing to undo." };
    if (last.pickNumber !== input.pickNumber) {
      return {
        ok: false,
        message: `Pick ${input.pickNumber} is not the last pick any more (pick ${last.pickNumber} is): someone else changed the draft at the same time. Nothing was undone; check the list below.`,
      };
    }
    await season.tx
      .delete(draftPicks)
      .where(
        and(eq(draftPicks.seasonId, input.seasonId), eq(draftPicks.pickNumber, last.pickNumber)),
      );
    // The roster place the pick made (gone already if the roster editor moved him).
    const place = and(
      eq(seasonRosters.seasonId, input.seasonId),
      eq(seasonRosters.teamId, last.teamId),
      eq(seasonRosters.playerId, last.playerId),
    );
    const removed = await season.tx
      .delete(seasonRosters)
      .where(place)
      .returning({ playerId: seasonRosters.playerId });
    // A captain who leaves leaves the team without one (as the roster editor's remove does).
    if (removed.length > 0) {
      await season.tx
        .update(seasonTeams)
        .set({ captainId: null })
        .where(
          and(
            eq(seasonTeams.seasonId, input.seasonId),
            eq(seasonTeams.teamId, last.teamId),
            eq(seasonTeams.captainId, last.playerId),
          ),
        );
    }
    await recordAudit(tx, {
      actorEmail: input.actorEmail,
      action: "undo-draft-pick",
      entity: "draft",
      entityId: String(input.seasonId),
      before: { pickNumber: last.pickNumber, teamId: last.teamId, playerId: last.playerId },
      after: null,
      at: input.at,
    });
    return {
      ok: true,
      pickNumber: last.pickNumber,
      teamName: last.teamName,
      playerName: fullName(last),
    };
  });
}
