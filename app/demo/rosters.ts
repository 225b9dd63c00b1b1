// Who plays where in seasons 1-3, and who is active in season 4. Players drift
// between teams from season to season; some leave the league and new ones join.
import type { Rng } from "./random";
import type { Profile, Rosters, SeasonSide } from "./types";

/** Active players per season: the first season's pool, then leavers and joiners. */
export const POOL = {
  firstSeason: 168,
  leaversPerSeason: 12,
  /** Joiners in seasons 2, 3 and 4. Season 4 needs 16 captains + 157 drafted = 173. */
  joiners: [14, 14, 13],
  /** Brand-new late signups for season 4 who are not on a team yet. */
  lateNewPlayers: 4,
} as const;

export const TOTAL_PLAYERS =
  POOL.firstSeason + POOL.joiners.reduce((a, b) => a + b, 0) + POOL.lateNewPlayers;

/** The season in which pool index `i` first signs up (5 = a late season-4 signup). */
export function firstSeasonOfIndex(i: number): number {
  let end: number = POOL.firstSeason;
  if (i < end) return 1;
  for (let s = 0; s < POOL.joiners.length; s++) {
    end += POOL.joiners[s] ?? 0;
    if (i < end) return s + 2;
  }
  return 4;
}

/** Player ids active in each of seasons 1-4 (the demo account always plays). */
export function activeSets(rng: Rng, profiles: Profile[]): string[][] {
  const ids = profiles.map((p) => p.row.id);
  const demoId = ids[0];
  let active = ids.slice(0, POOL.firstSeason);
  const sets = [active];
  let next: number = POOL.firstSeason;
  for (const joining of POOL.joiners) {
    const leavers = new Set(
      rng.shuffle(active.filter((id) => id !== demoId)).slice(0, POOL.leaversPerSeason),
    );
    active = [...active.filter((id) => !leavers.has(id)), ...ids.slice(next, next + joining)];
    next += joining;
    sets.push(active);
  }
  return sets;
}

/** Team sizes of 10-13 that add up to `total`. */
function rosterSizes(rng: Rng, teamIds: string[], total: number): Map<string, number> {
  const sizes = new Map(teamIds.map((id) => [id, 10]));
  let left = total - teamIds.length * 10;
  while (left > 0) {
    const open = teamIds.filter((id) => (sizes.get(id) ?? 0) < 13);
    const id = rng.pick(open);
    sizes.set(id, (sizes.get(id) ?? 0) + 1);
    left--;
  }
  return sizes;
}

function teamOf(rosters: Rosters | undefined, playerId: string): string | undefined {
  if (!rosters) return undefined;
  for (const [teamId, ids] of rosters) if (ids.includes(playerId)) return teamId;
  return undefined;
}

/** An older player is more likely to be handed the captaincy. */
export function chooseCaptain(
  rng: Rng,
  candidates: string[],
  byId: Map<string, Profile>,
  thisYear: number,
): string {
  return rng.weighted(candidates, (id) => {
    const year = byId.get(id)?.row.birthdayYear ?? thisYear - 30;
    return Math.max(1, thisYear - year - 20) ** 2;
  });
}

/**
 * Rosters and captains of one season. Most returning players stay with last
 * season's team; everybody else fills the open places.
 */
export function buildSeasonSide(
  rng: Rng,
  seasonId: number,
  teamIds: string[],
  active: string[],
  previous: SeasonSide | undefined,
  byId: Map<string, Profile>,
  seasonYear: number,
): SeasonSide {
  const sizes = rosterSizes(rng, teamIds, active.length);
  const rosters: Rosters = new Map(teamIds.map((id) => [id, []]));
  const hasRoom = (teamId: string) => (rosters.get(teamId)?.length ?? 0) < (sizes.get(teamId) ?? 0);
  const unplaced: string[] = [];
  for (const playerId of rng.shuffle(active)) {
    const lastTeam = teamOf(previous?.rosters, playerId);
    if (lastTeam && hasRoom(lastTeam) && rng.chance(0.75)) rosters.get(lastTeam)?.push(playerId);
    else unplaced.push(playerId);
  }
  for (const playerId of unplaced) {
    const open = teamIds.filter(hasRoom);
    const teamId = rng.weighted(
      open,
      (id) => (sizes.get(id) ?? 0) - (rosters.get(id)?.length ?? 0),
    );
    rosters.get(teamId)?.push(playerId);
  }
  const captains = new Map<string, string>();
  for (const teamId of teamIds) {
    const roster = rosters.get(teamId) ?? [];
    const lastCaptain = previous?.captains.get(teamId);
    captains.set(
      teamId,
      lastCaptain && roster.includes(lastCaptain)
        ? lastCaptain
        : chooseCaptain(rng, roster, byId, seasonYear),
    );
  }
  return { seasonId, rosters, captains };
}
