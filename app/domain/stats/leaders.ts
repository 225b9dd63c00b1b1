// Statistical leaders (docs/league-rules.md#leaders-and-records): season
// leaders, all-time records and game leaders, all computed from stat lines,
// never from stored averages.
import {
  isBlocksOrSteals,
  LEADER_MIN_GAMES,
  LEADER_MIN_SEASON_GAMES,
  LEADERS_TOP_ALL_TIME,
  LEADERS_TOP_GAME,
  STAT_KEYS,
} from "~/domain/league";
import type { GameStat, GameStatus, StatKey } from "~/domain/types";

/** A stat line plus whether its game tracked blocks and steals (see tracksBlocksSteals). */
export interface StatLine extends GameStat {
  tracksBlocksSteals: boolean;
}

export interface LeaderRow {
  playerId: string;
  teamId: string;
  stat: StatKey;
  /** Per game, rounded to 1 decimal (raw value for game leaders). */
  value: number;
  total: number;
  /** The games this stat is averaged over (for blocks/steals: tracked games only). */
  gamesPlayed: number;
  rank: number;
  /** '1', or 'T2' when the value is shared. */
  label: string;
}

/** Sentences for printing under leader tables, so minimums are not a surprise. */
export const LEADERS_RULES: string[] = [
  "Leaders are ranked by average per game played.",
  `Once a season has more than ${LEADER_MIN_SEASON_GAMES} completed games, players with fewer than ${LEADER_MIN_GAMES} games played are not listed.`,
  `Blocks and steals are averaged only over games in which they were recorded, and the ${LEADER_MIN_GAMES}-game minimum counts those games.`,
  "T marks a tie.",
];

/** Total divided by games, rounded to one decimal; 0 when there are no games. */
export function perGame(total: number, games: number): number {
  if (games <= 0) return 0;
  // total * 10 is an exact integer, so only one rounding happens here.
  return Math.round((total * 10) / games) / 10;
}

/** '12.3', '8.0'. */
export function formatStatValue(n: number): string {
  return n.toFixed(1);
}

export interface LeaderCandidate {
  playerId: string;
  teamId: string;
  value: number;
  total: number;
  gamesPlayed: number;
}

/**
 * Competition ranking (1, 2, 2, 4) by value desc, ties ordered by playerId for
 * determinism; shared values get 'T' labels. Zeros are dropped and only rows
 * with rank <= top are kept, so a tie at the cut keeps every tied player.
 */
export function rankLeaders(
  stat: StatKey,
  candidates: LeaderCandidate[],
  top: number,
): LeaderRow[] {
  const sorted = candidates
    .filter((c) => c.value > 0)
    .sort((a, b) => b.value - a.value || a.playerId.localeCompare(b.playerId));
  const countByValue = new Map<number, number>();
  for (const c of sorted) {
    countByValue.set(c.value, (countByValue.get(c.value) ?? 0) + 1);
  }
  const rows: LeaderRow[] = [];
  let rank = 0;
  sorted.forEach((c, index) => {
    if (index === 0 || sorted[index - 1]!.value !== c.value) rank = index + 1;
    if (rank > top) return;
    const tied = (countByValue.get(c.value) ?? 0) > 1;
    rows.push({ ...c, stat, rank, label: tied ? `T${rank}` : `${rank}` });
  });
  return rows;
}

function emptyByStat<T>(make: () => T): Record<StatKey, T> {
  return {
    points: make(),
    rebounds: make(),
    assists: make(),
    blocks: make(),
    steals: make(),
  };
}

/**
 * A player's sums over his 'played' lines of some games: what a database can
 * add up for us, so a page need not read every game row.
 */
export interface PlayerTotals {
  playerId: string;
  /** The team of his latest line, played or not ('' where no team is shown). */
  teamId: string;
  gamesPlayed: number;
  /** Games played in which blocks and steals were recorded. */
  trackedGames: number;
  /** Blocks and steals summed over tracked games only. */
  totals: Record<StatKey, number>;
}

/**
 * Per-game leaders for each stat from players' totals.
 * - Blocks and steals are averaged over the games that tracked them only.
 * - With `enforceMinimum`, a player needs LEADER_MIN_GAMES games in the
 *   stat's denominator to be listed.
 */
export function leadersFromTotals(
  players: PlayerTotals[],
  opts: { top: number; enforceMinimum: boolean },
): Record<StatKey, LeaderRow[]> {
  const leaders = emptyByStat<LeaderRow[]>(() => []);
  for (const stat of STAT_KEYS) {
    const candidates: LeaderCandidate[] = [];
    for (const player of players) {
      const gamesPlayed = isBlocksOrSteals(stat) ? player.trackedGames : player.gamesPlayed;
      if (opts.enforceMinimum && gamesPlayed < LEADER_MIN_GAMES) continue;
      const total = player.totals[stat];
      candidates.push({
        playerId: player.playerId,
        teamId: player.teamId,
        value: perGame(total, gamesPlayed),
        total,
        gamesPlayed,
      });
    }
    leaders[stat] = rankLeaders(stat, candidates, opts.top);
  }
  return leaders;
}

/** The games that decide whether the minimum applies: completed ones only. */
export function completedGameCount(games: readonly { status: GameStatus }[]): number {
  return games.filter((game) => game.status === "completed").length;
}

/** Does the season's size (its completed games) make the minimum-games rule apply? */
export function leaderMinimumApplies(completedGames: number): boolean {
  return completedGames > LEADER_MIN_SEASON_GAMES;
}

/**
 * Each player's totals over the given lines, for players with a 'played'
 * line. teamId is the team of the player's last line in input order, so pass
 * lines in game order (a traded player is shown with his latest team).
 */
export function totalsFromLines(lines: StatLine[]): PlayerTotals[] {
  const latestTeam = new Map<string, string>();
  const byPlayer = new Map<string, PlayerTotals>();
  for (const line of lines) {
    latestTeam.set(line.playerId, line.teamId);
    if (line.status !== "played") continue;
    let player = byPlayer.get(line.playerId);
    if (!player) {
      player = {
        playerId: line.playerId,
        teamId: "",
        gamesPlayed: 0,
        trackedGames: 0,
        totals: emptyByStat(() => 0),
      };
      byPlayer.set(line.playerId, player);
    }
    player.gamesPlayed += 1;
    if (line.tracksBlocksSteals) player.trackedGames += 1;
    for (const stat of STAT_KEYS) {
      if (!isBlocksOrSteals(stat) || line.tracksBlocksSteals) player.totals[stat] += line[stat];
    }
  }
  for (const player of byPlayer.values()) player.teamId = latestTeam.get(player.playerId) ?? "";
  return [...byPlayer.values()];
}

/**
 * Per-game leaders for each stat over the given lines (in game order, see
 * totalsFromLines): only 'played' lines count, and once the season has more
 * than LEADER_MIN_SEASON_GAMES completed games the minimum-games rule applies.
 */
export function computeLeaders(
  lines: StatLine[],
  opts: { top: number; completedGames: number },
): Record<StatKey, LeaderRow[]> {
  return leadersFromTotals(totalsFromLines(lines), {
    top: opts.top,
    enforceMinimum: leaderMinimumApplies(opts.completedGames),
  });
}

/**
 * All-time records (/records) are season leaders over every season's lines:
 * the same rules, except the minimum-games rule always applies, since a career
 * table spans far more than LEADER_MIN_SEASON_GAMES games.
 */
export function computeAllTimeLeaders(
  lines: StatLine[],
  top: number = LEADERS_TOP_ALL_TIME,
): Record<StatKey, LeaderRow[]> {
  return computeLeaders(lines, {
    top,
    completedGames: LEADER_MIN_SEASON_GAMES + 1,
  });
}

/**
 * Leaders of one game: raw values, top `top` per stat with 'T' ties, zeros
 * skipped. Only 'played' lines count (other statuses carry no numbers).
 */
export function gameLeaders(
  lines: GameStat[],
  top: number = LEADERS_TOP_GAME,
): Record<StatKey, LeaderRow[]> {
  const played = lines.filter((l) => l.status === "played");
  const leaders = emptyByStat<LeaderRow[]>(() => []);
  for (const stat of STAT_KEYS) {
    leaders[stat] = rankLeaders(
      stat,
      played.map((l) => ({
        playerId: l.playerId,
        teamId: l.teamId,
        value: l[stat],
        total: l[stat],
        gamesPlayed: 1,
      })),
      top,
    );
  }
  return leaders;
}

/** Season leaders show once completed games exceed twice the number of teams. */
export function leadersVisible(completedGames: number, teamCount: number): boolean {
  return completedGames > 2 * teamCount;
}
