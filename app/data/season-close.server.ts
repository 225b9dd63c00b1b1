// Closing a season and reopening it (docs/league-rules.md#seasons). Part of
// the seasons aggregate; each write is one transaction with its audit entry,
// the season row locked for update so writes under way (seasonWrite's share
// lock) finish first.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { seasonTeams, seasons, teams } from "~/db/schema";
import { NO_CHAMPION, unresolvedGames } from "~/domain/season/close";
import type { Game } from "~/domain/types";
import { recordAudit } from "./audit.server";
import { confirmationRefusal } from "~/domain/confirmation";
import { closeQuestion } from "~/domain/season/questions";
import { seasonWrite, type SeasonWriteGrant } from "./season-state.server";
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
  season: SeasonWriteGrant,
  by: ActorStamp,
  action: "close-season" | "reopen-season",
  before: { closedAt: string | null; championTeamId: string | null },
  closing: { closedAt: Date | null; championTeamId: string | null; registrationOpen?: false },
) {
  const { seasonId } = season;
  await season.tx.update(seasons).set(closing).where(eq(seasons.id, seasonId));
  await recordAudit(season.tx, {
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
 * lists them), or when it is closed already (the season state machine), and
 * when `shown` is not the key of the question it asks now (champion, games).
 * From then on every write to it is refused until an admin reopens it.
 */
export async function closeSeason(
  db: Database,
  seasonId: number,
  championTeamId: string,
  by: ActorStamp,
  shown: FormDataEntryValue | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const granted = await seasonWrite(tx, seasonId, "close");
    if (typeof granted === "string") {
      const open = unresolvedGames(await seasonGames(tx, seasonId));
      if (open.length === 0) throw new SeasonChangeRefused(granted);
      throw new SeasonCloseRefused(
        `${granted} Save, erase or reschedule ${open.length === 1 ? "it" : "them"} first.`,
        open,
      );
    }
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId));
    const championId = championTeamId === NO_CHAMPION ? null : championTeamId;
    let champion: { id: string; name: string } | null = null;
    if (championId !== null) {
      const [team] = await tx
        .select({ id: seasonTeams.teamId, name: teams.name })
        .from(seasonTeams)
        .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
        .where(and(eq(seasonTeams.seasonId, seasonId), eq(seasonTeams.teamId, championId)));
      if (!team) {
        throw new SeasonChangeRefused(
          "Choose the champion among the season's teams, or No champion.",
        );
      }
      champion = team;
    }
    // The Yes carries the key of the question it answered: the champion named
    // and how many games had their result. Asked again from what is stored.
    const signupsClose = granted.facts.registrationOpen;
    const { key } = closeQuestion({
      season: seasonId,
      signupsClose,
      champion,
      games: granted.facts.games,
    });
    const stale = confirmationRefusal(shown, key, `Closing season ${seasonId}`);
    if (stale) throw new SeasonChangeRefused(stale);
    await writeClosing(
      granted,
      by,
      "close-season",
      { closedAt: null, championTeamId: season?.championTeamId ?? null },
      // A closed season takes no signups: open ones close with it, as its question said.
      {
        closedAt: by.at,
        championTeamId: championId,
        ...(signupsClose ? { registrationOpen: false } : {}),
      },
    );
  });
}

/**
 * Opens a closed season again for corrections (audited). Its champion is
 * cleared: closing it again asks again, on the results as they then stand.
 */
export async function reopenSeason(db: Database, seasonId: number, by: ActorStamp): Promise<void> {
  await db.transaction(async (tx) => {
    const granted = await seasonWrite(tx, seasonId, "reopen");
    if (typeof granted === "string") throw new SeasonChangeRefused(granted);
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId));
    await writeClosing(
      granted,
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
