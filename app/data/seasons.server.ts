// Seasons: which one is current, the teams that play each one and in which
// conference, and the playoff bracket. Every admin write runs in one
// transaction with its audit entry; refusals are thrown as SeasonChangeRefused
// inside it (so nothing is written) and returned to the page as a message.
import { and, asc, count, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { games, seasonRosters, seasonTeams, seasons, teams } from "~/db/schema";
import type { Conference, Game, SeasonTeam } from "~/domain/types";
import { generatePlayoffBracket } from "~/domain/playoffs/generator";
import type { LeagueSeason } from "~/domain/season/questions";
import { recordAudit } from "./audit.server";
import { seasonWrite } from "./season-state.server";
import { teamLookColumns, type ActorStamp } from "./teams.server";
import { seasonGames } from "./games.server";
import { newId } from "./signups.server";
import { shown, shownOrNull } from "./shown-columns.server";

export type Season = typeof seasons.$inferSelect;

/** A season's row, its name and how to pay its fee as they are shown (./shown-columns.server.ts). */
export const seasonShownColumns = {
  ...getTableColumns(seasons),
  name: shown(seasons.name),
  feeHowToPay: shownOrNull(seasons.feeHowToPay),
};

/** A season as the questions before Make current read it (app/domain/season/questions.ts). */
export function asLeagueSeason(season: Season): LeagueSeason {
  const { id, name, isCurrent, registrationOpen } = season;
  return { id, name, isCurrent, registrationOpen, closed: season.closedAt !== null };
}

/** The season flagged current (the demo's is 4), or the latest one. */
export async function currentSeason(db: Executor): Promise<Season | undefined> {
  const [row] = await db
    .select(seasonShownColumns)
    .from(seasons)
    .orderBy(desc(seasons.isCurrent), desc(seasons.id))
    .limit(1);
  return row;
}

export async function listSeasons(db: Executor): Promise<Season[]> {
  return db.select(seasonShownColumns).from(seasons).orderBy(asc(seasons.id));
}

export async function seasonTeamsOf(db: Executor, seasonId: number): Promise<SeasonTeam[]> {
  return db
    .select({
      ...teamLookColumns,
      conference: seasonTeams.conference,
      seed: seasonTeams.seed,
    })
    .from(seasonTeams)
    .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
    .where(eq(seasonTeams.seasonId, seasonId))
    .orderBy(asc(teams.name));
}

/** A change the admin asked for that the league's rules do not allow; the message is for the page. */
export class SeasonChangeRefused extends Error {}

/** The name typed for a new season is another season's (app/domain/people/typed-name.ts): the form shows it on the field. */
export class SeasonNameTaken extends SeasonChangeRefused {}

export async function seasonById(db: Executor, seasonId: number) {
  const [row] = await db
    .select(seasonShownColumns)
    .from(seasons)
    .where(eq(seasons.id, seasonId))
    .limit(1);
  return row;
}

/** Locks the season row so two admins' changes to one season run one after the other. */
async function lockSeason(tx: Executor, seasonId: number) {
  const [row] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(eq(seasons.id, seasonId))
    .for("update");
  if (!row) throw new SeasonChangeRefused("This season no longer exists.");
}

export interface SeasonTeamChoice {
  id: string;
  name: string;
  abbreviation: string;
  inSeason: boolean;
  conference: Conference | null;
  rosterSize: number;
  games: number;
}

/** Every team of the league, marked with whether (and how) it plays this season. */
export async function seasonTeamChoices(
  db: Executor,
  seasonId: number,
): Promise<SeasonTeamChoice[]> {
  const [allTeams, entries, rosters, teamGames] = await Promise.all([
    db
      .select({ id: teams.id, name: shown(teams.name), abbreviation: shown(teams.abbreviation) })
      .from(teams)
      .orderBy(asc(teams.name)),
    db
      .select({ teamId: seasonTeams.teamId, conference: seasonTeams.conference })
      .from(seasonTeams)
      .where(eq(seasonTeams.seasonId, seasonId)),
    rosterSizes(db, seasonId),
    gameCounts(db, seasonId),
  ]);
  const conferenceOf = new Map(entries.map((e) => [e.teamId, e.conference]));
  return allTeams.map((t) => ({
    ...t,
    inSeason: conferenceOf.has(t.id),
    conference: conferenceOf.get(t.id) ?? null,
    rosterSize: rosters.get(t.id) ?? 0,
    games: teamGames.get(t.id) ?? 0,
  }));
}

async function rosterSizes(db: Executor, seasonId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ teamId: seasonRosters.teamId, n: count() })
    .from(seasonRosters)
    .where(eq(seasonRosters.seasonId, seasonId))
    .groupBy(seasonRosters.teamId);
  return new Map(rows.map((r) => [r.teamId, Number(r.n)]));
}

async function gameCounts(db: Executor, seasonId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ home: games.homeTeamId, away: games.awayTeamId })
    .from(games)
    .where(eq(games.seasonId, seasonId));
  const counts = new Map<string, number>();
  for (const { home, away } of rows) {
    for (const id of [home, away]) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export interface SeasonTeamsChange {
  added: string[];
  removed: string[];
  moved: string[];
}

/**
 * Makes `chosen` the season's teams. A team leaving the season must have no
 * games and no roster in it (its history would be lost): then nothing is
 * written and the admin is told which team and why.
 */
export async function saveSeasonTeams(
  db: Database,
  seasonId: number,
  chosen: { teamId: string; conference: Conference }[],
  by: ActorStamp,
): Promise<SeasonTeamsChange> {
  return db.transaction(async (tx) => {
    await lockSeason(tx, seasonId);
    const season = await seasonWrite(tx, seasonId, "teams");
    if (typeof season === "string") throw new SeasonChangeRefused(season);
    const choices = await seasonTeamChoices(tx, seasonId);
    const byId = new Map(choices.map((c) => [c.id, c]));
    const unknown = chosen.find((c) => !byId.has(c.teamId));
    if (unknown) throw new SeasonChangeRefused(`There is no team with the ID ${unknown.teamId}.`);
    const wanted = new Map(chosen.map((c) => [c.teamId, c.conference]));
    const current = choices.filter((c) => c.inSeason);
    const removed = current.filter((c) => !wanted.has(c.id));
    const blocked = removed.filter((c) => c.games > 0 || c.rosterSize > 0);
    if (blocked.length > 0) {
      throw new SeasonChangeRefused(
        blocked
          .map(
            (c) =>
              `${c.name} cannot leave season ${seasonId}: it has ${c.games} ${c.games === 1 ? "game" : "games"} and ${c.rosterSize} ${c.rosterSize === 1 ? "player" : "players"} on its roster this season.`,
          )
          .join(" "),
      );
    }
    const added = chosen.filter((c) => !byId.get(c.teamId)?.inSeason);
    const moved = chosen.filter((c) => {
      const before = byId.get(c.teamId);
      return before?.inSeason && before.conference !== c.conference;
    });
    if (removed.length > 0) {
      await season.tx.delete(seasonTeams).where(
        and(
          eq(seasonTeams.seasonId, seasonId),
          inArray(
            seasonTeams.teamId,
            removed.map((c) => c.id),
          ),
        ),
      );
    }
    if (added.length > 0) {
      await season.tx
        .insert(seasonTeams)
        .values(added.map((c) => ({ seasonId, teamId: c.teamId, conference: c.conference })));
    }
    for (const c of moved) {
      await season.tx
        .update(seasonTeams)
        .set({ conference: c.conference })
        .where(and(eq(seasonTeams.seasonId, seasonId), eq(seasonTeams.teamId, c.teamId)));
    }
    const change = {
      added: added.map((c) => c.teamId),
      removed: removed.map((c) => c.id),
      moved: moved.map((c) => c.teamId),
    };
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "update-teams",
      entity: "season",
      entityId: String(seasonId),
      before: current.map((c) => ({ teamId: c.id, conference: c.conference })),
      after: { teams: chosen, ...change },
      at: by.at,
    });
    return change;
  });
}

/** The season's games, teams and what a new bracket would replace. */
export async function playoffState(db: Executor, seasonId: number) {
  const [seasonTeamRows, seasonGameRows] = await Promise.all([
    seasonTeamsOf(db, seasonId),
    seasonGames(db, seasonId),
  ]);
  return { teams: seasonTeamRows, games: seasonGameRows };
}

/**
 * Replaces the season's playoff games with a bracket seeded from the current
 * standings (app/domain/playoffs/generator.ts) and records the seeds on the
 * season's teams. Refused (nothing written) once a playoff game has a result.
 */
export async function generateSeasonPlayoffs(
  db: Database,
  seasonId: number,
  by: ActorStamp,
): Promise<{ games: Game[]; seeds: { east: string[]; west: string[] } }> {
  return db.transaction(async (tx) => {
    await lockSeason(tx, seasonId);
    const season = await seasonWrite(tx, seasonId, "bracket");
    if (typeof season === "string") throw new SeasonChangeRefused(season);
    const { teams: seasonTeamRows, games: seasonGameRows } = await playoffState(tx, seasonId);
    const generated = generatePlayoffBracket({
      seasonId,
      teams: seasonTeamRows,
      games: seasonGameRows,
      newId,
    });
    if (!generated.ok) throw new SeasonChangeRefused(generated.message);
    const replaced = seasonGameRows.filter((g) => g.type === "playoff").map((g) => g.id);
    if (replaced.length > 0) {
      await season.tx.delete(games).where(inArray(games.id, replaced));
    }
    await season.tx.insert(games).values(generated.games.map((g) => ({ ...g, updatedAt: by.at })));
    await season.tx
      .update(seasonTeams)
      .set({ seed: null })
      .where(eq(seasonTeams.seasonId, seasonId));
    for (const ids of [generated.seeds.east, generated.seeds.west]) {
      for (const [index, teamId] of ids.entries()) {
        await season.tx
          .update(seasonTeams)
          .set({ seed: index + 1 })
          .where(and(eq(seasonTeams.seasonId, seasonId), eq(seasonTeams.teamId, teamId)));
      }
    }
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "generate-playoffs",
      entity: "season",
      entityId: String(seasonId),
      before: {
        playoffGameIds: replaced,
        seeds: seasonTeamRows.map((t) => ({ teamId: t.id, seed: t.seed })),
      },
      after: { playoffGameIds: generated.games.map((g) => g.id), seeds: generated.seeds },
      at: by.at,
    });
    return { games: generated.games, seeds: generated.seeds };
  });
}
