// Making a draft pick (docs/league-rules.md#the-draft): the player goes to the
// team whose turn it is, in one transaction with his place on that team's
// roster and an audit entry (and his team's schedule by email, when the
// season's is out and he asked: queueJoinedSchedule). Only a paid signup on
// no team, not a core player, may be drafted (placementRefusal, the roster
// editor's rule too); a refused pick writes nothing. The draft row is locked
// for the pick, and the unique constraints (one pick per number, one pick per
// player) are the last word: two admins pressing '+' at once get exactly one
// pick.
import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { isUniqueViolation } from "~/db/errors.server";
import { draftPicks, drafts, players, seasonRosters, signups, teams } from "~/db/schema";
import { nextPick } from "~/domain/draft/board";
import { recordAudit } from "./audit.server";
import { queueJoinedSchedule } from "./schedule-emails.server";
import { seasonWrite } from "./season-state.server";
import { fullName } from "~/domain/people/name";
import { placementRefusal } from "~/domain/teams/placement";
import { shown } from "./shown-columns.server";

export type DraftOutcome =
  | { ok: true; pickNumber: number; teamName: string; playerName: string }
  | { ok: false; message: string };

/** Another admin picked (or undid a pick) since the page was shown: nothing was written. */
export function stalePick(shown: number, current: number): string {
  return `Pick ${shown} is not the pick on the clock any more (it is pick ${current} now): someone else changed the draft at the same time. Nothing was saved; check the list below and pick again.`;
}

export async function draftPlayer(
  db: Database,
  input: {
    seasonId: number;
    playerId: string;
    actorEmail: string;
    at: Date;
    /** The pick the admin's page showed on the clock: another number means it is stale. */
    pickNumber?: number;
  },
): Promise<DraftOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [draft] = await tx
        .select()
        .from(drafts)
        .where(eq(drafts.seasonId, input.seasonId))
        .for("update");
      if (!draft) return { ok: false, message: "This season has no draft order yet." };
      const season = await seasonWrite(tx, input.seasonId, "roster");
      if (typeof season === "string") return { ok: false, message: season };
      const [player] = await tx
        .select({ firstName: players.firstName, lastName: players.lastName })
        .from(players)
        .where(eq(players.id, input.playerId));
      // Shared: marking the signup unpaid waits until the pick is in (or out).
      const [signup] = await tx
        .select({ paid: signups.paid })
        .from(signups)
        .where(and(eq(signups.playerId, input.playerId), eq(signups.seasonId, input.seasonId)))
        .for("share");
      const [taken] = await tx
        .select({ teamName: shown(teams.name) })
        .from(seasonRosters)
        .innerJoin(teams, eq(teams.id, seasonRosters.teamId))
        .where(
          and(
            eq(seasonRosters.seasonId, input.seasonId),
            eq(seasonRosters.playerId, input.playerId),
          ),
        );
      const playerName = player ? fullName(player) : null;
      const refused = placementRefusal({
        playerName,
        seasonId: input.seasonId,
        signup: signup ?? null,
        teamName: taken?.teamName ?? null,
        corePlayer: draft.corePlayerIds.includes(input.playerId),
      });
      // (placementRefusal refuses a missing player: the second test is for the type.)
      if (refused !== null || playerName === null) {
        return { ok: false, message: refused ?? "That player no longer exists." };
      }
      const [made] = await tx
        .select({ n: count() })
        .from(draftPicks)
        .where(eq(draftPicks.seasonId, input.seasonId));
      const pickNumber = (made?.n ?? 0) + 1;
      if (input.pickNumber !== undefined && input.pickNumber !== pickNumber) {
        return { ok: false, message: stalePick(input.pickNumber, pickNumber) };
      }
      const pick = nextPick(draft.draftOrder, pickNumber - 1);
      if (!pick) return { ok: false, message: "The draft order is empty." };
      await season.tx.insert(draftPicks).values({
        seasonId: input.seasonId,
        pickNumber,
        teamId: pick.teamId,
        playerId: input.playerId,
        pickedAt: input.at,
      });
      await season.tx
        .insert(seasonRosters)
        .values({ seasonId: input.seasonId, teamId: pick.teamId, playerId: input.playerId });
      // Drafted after the schedule is out: his team's games, once per season.
      await queueJoinedSchedule(season, input.playerId, input.at);
      await recordAudit(tx, {
        actorEmail: input.actorEmail,
        action: "draft-pick",
        entity: "draft",
        entityId: String(input.seasonId),
        after: { pickNumber, teamId: pick.teamId, playerId: input.playerId },
        at: input.at,
      });
      const [team] = await tx
        .select({ name: shown(teams.name) })
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
