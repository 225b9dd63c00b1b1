// Closing a season and reopening it (docs/league-rules.md#seasons). Part of
// the seasons aggregate; each write is one transaction with its audit entry,
// the season row locked for update so writes under way (closedSeasonRefusal,
// a share lock) finish first.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { seasonTeams, seasons } from "~/db/schema";
import { unresolvedGames } from "~/domain/season-close";
import type { Game } from "~/domain/types";
import { recordAudit } from "./audit.server";
import { seasonGames } from "./games.server";
import { SeasonChangeRefused } from "./seasons.server";
import type { ActorStamp } from "./teams.server";

/** A close refused because games are not settled: the message and those games. */
export class SeasonCloseRefused extends SeasonChangeRefused {
  constructor(
    message: string,
    readonly games: Game[],
  ) {
    super(message);
  }
}

/**
 * Closes the season with its champion (one of its teams): refused while any
 * of its games is not completed (the refusal lists them), or when it is
 * closed already. From then on its results, rosters, captains and playoffs
 * refuse changes (closedSeasonRefusal) until an admin reopens it.
 */
export async function closeSeason(
  db: Database,
  seasonId: number,
  championTeamId: string,
  by: ActorStamp,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId)).for("update");
    if (!season) throw new SeasonChangeRefused("This season no longer exists.");
    if (season.closedAt) throw new SeasonChangeRefused(`Season ${seasonId} is already closed.`);
    const open = unresolvedGames(await seasonGames(tx, seasonId));
    if (open.length > 0) {
      throw new SeasonCloseRefused(
        `Season ${seasonId} cannot close yet: ${open.length} ${open.length === 1 ? "game has" : "games have"} no result. Save, erase or reschedule ${open.length === 1 ? "it" : "them"} first.`,
        open,
      );
    }
    const [team] = await tx
      .select({ teamId: seasonTeams.teamId })
      .from(seasonTeams)
      .where(and(eq(seasonTeams.seasonId, seasonId), eq(seasonTeams.teamId, championTeamId)));
    if (!team) throw new SeasonChangeRefused("Choose the champion among the season's teams.");
    await tx
      .update(seasons)
      .set({ closedAt: by.at, championTeamId })
      .where(eq(seasons.id, seasonId));
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "close-season",
      entity: "season",
      entityId: String(seasonId),
      before: { closedAt: null, championTeamId: season.championTeamId },
      after: { closedAt: by.at.toISOString(), championTeamId },
      at: by.at,
    });
  });
}

/** Opens a closed season again for corrections (audited); its champion stays until it is closed again. */
export async function reopenSeason(db: Database, seasonId: number, by: ActorStamp): Promise<void> {
  await db.transaction(async (tx) => {
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId)).for("update");
    if (!season) throw new SeasonChangeRefused("This season no longer exists.");
    if (!season.closedAt) throw new SeasonChangeRefused(`Season ${seasonId} is not closed.`);
    await tx.update(seasons).set({ closedAt: null }).where(eq(seasons.id, seasonId));
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "reopen-season",
      entity: "season",
      entityId: String(seasonId),
      before: { closedAt: season.closedAt.toISOString(), championTeamId: season.championTeamId },
      after: { closedAt: null },
      at: by.at,
    });
  });
}
