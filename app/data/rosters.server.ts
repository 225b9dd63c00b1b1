// Rosters: admin writes to one team's roster in one season
// (/admin/seasons/{season}/teams/{team},
// docs/league-rules.md#teams-and-rosters): add a paid signup who is on no team
// yet (placementRefusal in app/domain/teams/placement.ts, the draft pick's rule
// too); remove a player; choose the captain. One transaction with its audit
// entry each. The season_rosters primary key (season, player) makes a player on
// two teams in one season impossible, even when two admins press at once: the
// second gets a message, not a 500.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database, Executor, Transaction } from "~/db/connection.server";
import { players, seasonRosters, seasonTeams, signups, teams } from "~/db/schema";
import { recordAudit, type AuditEntry } from "./audit.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { ActorStamp } from "./teams.server";
import { queueJoinedSchedule } from "./schedule-emails.server";
import { seasonWrite, type SeasonWriteGrant } from "./season-state.server";
import { SeasonChangeRefused } from "./seasons.server";
import { fullName } from "~/domain/people/name";
import { placementRefusal } from "~/domain/teams/placement";
import { shown } from "./shown-columns.server";

export type RosterChangeResult = { ok: true } | { ok: false; message: string };

export interface RosterSlot {
  seasonId: number;
  teamId: string;
}

/**
 * Locks the team's season entry (roster and captain change one at a time) and
 * asks the season's state: the entry, and the grant the change is written under.
 */
async function lockSeasonTeam(tx: Transaction, { seasonId, teamId }: RosterSlot) {
  const [row] = await tx
    .select({ captainId: seasonTeams.captainId, name: shown(teams.name) })
    .from(seasonTeams)
    .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
    .where(and(eq(seasonTeams.seasonId, seasonId), eq(seasonTeams.teamId, teamId)))
    .for("update", { of: seasonTeams });
  if (!row) throw new SeasonChangeRefused(`This team does not play in season ${seasonId}.`);
  const season = await seasonWrite(tx, seasonId, "roster");
  if (typeof season === "string") throw new SeasonChangeRefused(season);
  return { team: row, season };
}

/** The slot's captain from now on (null: no captain). */
async function writeCaptain(
  season: SeasonWriteGrant,
  { seasonId, teamId }: RosterSlot,
  captainId: string | null,
) {
  await season.tx
    .update(seasonTeams)
    .set({ captainId })
    .where(and(eq(seasonTeams.seasonId, seasonId), eq(seasonTeams.teamId, teamId)));
}

async function playerName(tx: Executor, playerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row ? fullName(row) : null;
}

/** The team a player is on this season, if any. */
export async function teamOfPlayer(tx: Executor, seasonId: number, playerId: string) {
  const [row] = await tx
    .select({ teamId: seasonRosters.teamId, name: shown(teams.name) })
    .from(seasonRosters)
    .innerJoin(teams, eq(teams.id, seasonRosters.teamId))
    .where(and(eq(seasonRosters.seasonId, seasonId), eq(seasonRosters.playerId, playerId)))
    .limit(1);
  return row;
}

const NOT_SAVED = "That change could not be saved. Reload the page and try again.";

/**
 * One change to a slot, in its own transaction: the slot locked, `change` made
 * (it says what to write in the audit log), its audit entry written. A refusal
 * comes back as a message; so does a unique violation, in `onUniqueViolation`'s
 * words.
 */
async function changeRoster(
  db: Database,
  slot: RosterSlot,
  by: ActorStamp,
  change: (
    season: SeasonWriteGrant,
    team: Awaited<ReturnType<typeof lockSeasonTeam>>["team"],
  ) => Promise<Pick<AuditEntry, "action" | "entity" | "before" | "after">>,
  onUniqueViolation: () => Promise<string> = async () => NOT_SAVED,
): Promise<RosterChangeResult> {
  try {
    await db.transaction(async (tx) => {
      const { team, season } = await lockSeasonTeam(tx, slot);
      const entry = await change(season, team);
      await recordAudit(tx, {
        actorEmail: by.actorEmail,
        ...entry,
        entityId: `${slot.seasonId}/${slot.teamId}`,
        at: by.at,
      });
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof SeasonChangeRefused) return { ok: false, message: error.message };
    if (isUniqueViolation(error)) return { ok: false, message: await onUniqueViolation() };
    throw error;
  }
}

/** Adds a player whose signup for the season is paid and who is on no team yet. */
export async function addRosterPlayer(
  db: Database,
  slot: RosterSlot,
  playerId: string,
  by: ActorStamp,
): Promise<RosterChangeResult> {
  const { seasonId, teamId } = slot;
  return changeRoster(
    db,
    slot,
    by,
    async (season: SeasonWriteGrant) => {
      const { tx } = season;
      // Shared: marking the signup unpaid waits until this is in (or out).
      const [signup] = await tx
        .select({ paid: signups.paid })
        .from(signups)
        .where(and(eq(signups.seasonId, seasonId), eq(signups.playerId, playerId)))
        .for("share");
      const current = await teamOfPlayer(tx, seasonId, playerId);
      const refused = placementRefusal({
        playerName: await playerName(tx, playerId),
        seasonId,
        signup: signup ?? null,
        teamName: current?.name ?? null,
      });
      if (refused !== null) throw new SeasonChangeRefused(refused);
      await season.tx.insert(seasonRosters).values({ seasonId, teamId, playerId });
      // Added after the schedule is out: his team's games, once per season.
      await queueJoinedSchedule(season, playerId, by.at);
      return { action: "add-player", entity: "season-roster", before: null, after: { playerId } };
    },
    async () => {
      // Another admin added him to a team between our check and our insert.
      const current = await teamOfPlayer(db, seasonId, playerId);
      const name = (await playerName(db, playerId)) ?? "That player";
      return `${name} was just added to ${current?.name ?? "another team"} this season, so he was not added here.`;
    },
  );
}

/** Takes a player off the roster; a captain who leaves leaves the team without one. */
export async function removeRosterPlayer(
  db: Database,
  slot: RosterSlot,
  playerId: string,
  by: ActorStamp,
): Promise<RosterChangeResult> {
  const { seasonId, teamId } = slot;
  return changeRoster(db, slot, by, async (season: SeasonWriteGrant, team) => {
    const deleted = await season.tx
      .delete(seasonRosters)
      .where(
        and(
          eq(seasonRosters.seasonId, seasonId),
          eq(seasonRosters.teamId, teamId),
          eq(seasonRosters.playerId, playerId),
        ),
      )
      .returning({ playerId: seasonRosters.playerId });
    if (deleted.length === 0) {
      throw new SeasonChangeRefused("That player is not on this roster any more.");
    }
    const wasCaptain = team.captainId === playerId;
    if (wasCaptain) {
      await writeCaptain(season, slot, null);
    }
    return {
      action: "remove-player",
      entity: "season-roster",
      before: { playerId, captain: wasCaptain },
      after: null,
    };
  });
}

/** The captain, chosen among the team's roster this season (null: no captain). */
export async function setCaptain(
  db: Database,
  slot: RosterSlot,
  playerId: string | null,
  by: ActorStamp,
): Promise<RosterChangeResult> {
  const { seasonId, teamId } = slot;
  return changeRoster(db, slot, by, async (season: SeasonWriteGrant, team) => {
    if (playerId !== null) {
      const current = await teamOfPlayer(season.tx, seasonId, playerId);
      if (current?.teamId !== teamId) {
        throw new SeasonChangeRefused(`The captain must be on ${team.name}'s roster this season.`);
      }
    }
    await writeCaptain(season, slot, playerId);
    return {
      action: "set-captain",
      entity: "season-team",
      before: { captainId: team.captainId },
      after: { captainId: playerId },
    };
  });
}

/**
 * Every player on a roster in the season, with his team and names; each caller
 * adds the order it shows them in.
 */
export function seasonRosterPlayers(db: Executor, seasonId: number) {
  return db
    .select({
      playerId: seasonRosters.playerId,
      teamId: seasonRosters.teamId,
      firstName: players.firstName,
      lastName: players.lastName,
      jerseyNumber: players.jerseyNumber,
    })
    .from(seasonRosters)
    .innerJoin(players, eq(players.id, seasonRosters.playerId))
    .where(eq(seasonRosters.seasonId, seasonId));
}

/**
 * Signups the team may add (docs/league-rules.md#teams-and-rosters): paid for
 * this season and not on any team's roster this season, the players
 * placementRefusal lets through (the roster editor does not ask about core
 * players).
 */
export async function freePaidSignups(db: Executor, seasonId: number) {
  return db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      jerseyNumber: players.jerseyNumber,
      // Only for telling namesakes apart on the admin's roster page (distinctNames).
      email: players.email,
    })
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .leftJoin(
      seasonRosters,
      and(
        eq(seasonRosters.seasonId, signups.seasonId),
        eq(seasonRosters.playerId, signups.playerId),
      ),
    )
    .where(
      and(eq(signups.seasonId, seasonId), eq(signups.paid, true), isNull(seasonRosters.playerId)),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
}
