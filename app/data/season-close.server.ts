// Closing a season and reopening it (docs/league-rules.md#seasons). Part of
// the seasons aggregate; each write is one transaction with its audit entry,
// the season row locked for update so writes under way (seasonWriteRefused,
// a share lock) finish first.
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { seasonTeams, seasons } from "~/db/schema";
import { NO_CHAMPION, unresolvedGames } from "~/domain/season/close";
import type { Game } from "~/domain/types";
import { recordAudit } from "./audit.server";
import { closeKey, confirmationRefusal } from "~/domain/confirmation";
import { seasonWriteRefusal } from "~/domain/season/state";
import { lockedSeasonFacts, SEASON_GONE, seasonWriteRefused } from "./season-state.server";
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

/** The season closed (or open again) with its champion, and the audit entry saying so. */
async function writeClosing(
  tx: Executor,
  seasonId: number,
  by: ActorStamp,
  action: "close-season" | "reopen-season",
  before: { closedAt: string | null; championTeamId: string | null },
  closing: { closedAt: Date | null; championTeamId: string | null },
) {
  await tx.update(seasons).set(closing).where(eq(seasons.id, seasonId));
  await recordAudit(tx, {
    actorEmail: by.actorEmail,
    action,
    entity: "season",
    entityId: String(seasonId),
    before,
    after: { ...closing, closedAt: closing.closedAt?.toISOString() ?? null },
    at: by.at,
  });
}

/**
 * Closes the season with its champion (one of its teams, or NO_CHAMPION):
 * refused when it has no games, while any of them has no result (the refusal
 * lists them), or when it is closed already (the season state machine). From
 * then on every write to it is refused until an admin reopens it.
 */
export async function closeSeason(
  db: Database,
  seasonId: number,
  championTeamId: string,
  by: ActorStamp,
  shown: FormDataEntryValue | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const facts = await lockedSeasonFacts(tx, seasonId, "close");
    const refused = facts ? seasonWriteRefusal(facts, "close") : SEASON_GONE;
    if (refused) {
      const open = unresolvedGames(await seasonGames(tx, seasonId));
      if (open.length === 0) throw new SeasonChangeRefused(refused);
      throw new SeasonCloseRefused(
        `${refused} Save, erase or reschedule ${open.length === 1 ? "it" : "them"} first.`,
        open,
      );
    }
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId));
    const champion = championTeamId === NO_CHAMPION ? null : championTeamId;
    if (champion !== null) {
      const [team] = await tx
        .select({ teamId: seasonTeams.teamId })
        .from(seasonTeams)
        .where(and(eq(seasonTeams.seasonId, seasonId), eq(seasonTeams.teamId, champion)));
      if (!team) {
        throw new SeasonChangeRefused(
          "Choose the champion among the season's teams, or No champion.",
        );
      }
    }
    // The Yes names how many games the question said had their result.
    const stale = confirmationRefusal(shown, closeKey(facts!.games), `Closing season ${seasonId}`);
    if (stale) throw new SeasonChangeRefused(stale);
    await writeClosing(
      tx,
      seasonId,
      by,
      "close-season",
      { closedAt: null, championTeamId: season?.championTeamId ?? null },
      { closedAt: by.at, championTeamId: champion },
    );
  });
}

/**
 * Opens a closed season again for corrections (audited). Its champion is
 * cleared: closing it again asks again, on the results as they then stand.
 */
export async function reopenSeason(db: Database, seasonId: number, by: ActorStamp): Promise<void> {
  await db.transaction(async (tx) => {
    const refused = await seasonWriteRefused(tx, seasonId, "reopen");
    if (refused) throw new SeasonChangeRefused(refused);
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId));
    await writeClosing(
      tx,
      seasonId,
      by,
      "reopen-season",
      {
        closedAt: season?.closedAt?.toISOString() ?? null,
        championTeamId: season?.championTeamId ?? null,
      },
      { closedAt: null, championTeamId: null },
    );
  });
}
