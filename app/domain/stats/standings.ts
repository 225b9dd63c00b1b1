// Season standings (docs/league-rules.md#standings): computed from game rows
// every time, never stored.
import type { Conference, Game, SeasonTeam } from "~/domain/types";

export interface StandingRow {
  teamId: string;
  name: string;
  abbreviation: string;
  /** The team's colour, '#rrggbb', for the chip before its name. */
  color: string;
  conference: Conference;
  seed: number | null;
  place: number;
  wins: number;
  losses: number;
  gamesPlayed: number;
  winPct: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDiff: number;
  streak: string;
}

/** Printed under standings tables: users read unexplained rankings as bugs. */
export const STANDINGS_TIEBREAK_ORDER: string[] = [
  "Teams are ordered by win percentage.",
  "Ties are broken by fewer losses, then by more games played.",
  "Teams still tied are ordered by win percentage in the games they played against each other (forfeits count).",
  "Then by point differential, and finally by team name.",
];

/** A game that decides a standing: a completed game with a winner who played in it. */
export function isResult(game: Game): boolean {
  return (
    game.status === "completed" &&
    game.winnerId !== null &&
    game.homeTeamId !== null &&
    game.awayTeamId !== null &&
    (game.winnerId === game.homeTeamId || game.winnerId === game.awayTeamId)
  );
}

/** Wins and losses of one team over completed games with a winner in `games`. */
export function teamRecord(teamId: string, games: Game[]): { wins: number; losses: number } {
  let wins = 0;
  let losses = 0;
  for (const game of games) {
    if (!isResult(game)) continue;
    if (game.homeTeamId !== teamId && game.awayTeamId !== teamId) continue;
    if (game.winnerId === teamId) wins++;
    else losses++;
  }
  return { wins, losses };
}

/** '7-3'. */
export function formatRecord({ wins, losses }: { wins: number; losses: number }): string {
  return `${wins}-${losses}`;
}

/** Three decimals without the leading zero: .667, .000, 1.000. */
export function formatWinPct(pct: number): string {
  const fixed = pct.toFixed(3);
  return fixed.startsWith("0") ? fixed.slice(1) : fixed;
}

function winPct(wins: number, games: number): number {
  return games === 0 ? 0 : wins / games;
}

/** '3W' / '2L' from the most recent games; '' with none. `results` newest first. */
function streakOf(results: boolean[]): string {
  const [latest] = results;
  if (latest === undefined) return "";
  let length = 0;
  while (length < results.length && results[length] === latest) length++;
  return `${length}${latest ? "W" : "L"}`;
}

function byNewest(a: Game, b: Game): number {
  return b.startsAt.getTime() - a.startsAt.getTime() || b.id.localeCompare(a.id);
}

/**
 * Standings of the given teams. Only completed regular-season games with a
 * winner count; forfeits are such games, so they count like any result.
 * Order: win pct desc, fewer losses, more games played, head-to-head among the
 * whole tied group, point differential desc, then name as a stable last resort.
 */
export function computeStandings(teams: SeasonTeam[], games: Game[]): StandingRow[] {
  const teamIds = new Set(teams.map((t) => t.id));
  const results = games.filter((g) => g.type === "regular_season" && isResult(g)).sort(byNewest);

  const rows = teams.map((team): StandingRow => {
    let wins = 0;
    let losses = 0;
    let pointsFor = 0;
    let pointsAgainst = 0;
    const newestFirst: boolean[] = [];
    for (const game of results) {
      const isHome = game.homeTeamId === team.id;
      if (!isHome && game.awayTeamId !== team.id) continue;
      const won = game.winnerId === team.id;
      if (won) wins++;
      else losses++;
      newestFirst.push(won);
      // A forfeit may be saved without scores: it still counts, for 0 points.
      pointsFor += (isHome ? game.homeScore : game.awayScore) ?? 0;
      pointsAgainst += (isHome ? game.awayScore : game.homeScore) ?? 0;
    }
    const gamesPlayed = wins + losses;
    return {
      teamId: team.id,
      name: team.name,
      abbreviation: team.abbreviation,
      color: team.color,
      conference: team.conference,
      seed: team.seed,
      place: 0,
      wins,
      losses,
      gamesPlayed,
      winPct: winPct(wins, gamesPlayed),
      pointsFor,
      pointsAgainst,
      pointDiff: pointsFor - pointsAgainst,
      streak: streakOf(newestFirst),
    };
  });

  const ordered = orderRows(
    rows,
    results.filter((g) => teamIds.has(g.homeTeamId ?? "") && teamIds.has(g.awayTeamId ?? "")),
  );
  return ordered.map((row, index) => ({ ...row, place: index + 1 }));
}

function compareRecords(a: StandingRow, b: StandingRow): number {
  return b.winPct - a.winPct || a.losses - b.losses || b.gamesPlayed - a.gamesPlayed;
}

/**
 * Sorts by record, then breaks each group of teams tied on record as a whole:
 * head-to-head is measured over the games among ALL the tied teams at once
 * (not pair by pair), so a three-way tie cannot go round in a circle.
 */
function orderRows(rows: StandingRow[], results: Game[]): StandingRow[] {
  const sorted = [...rows].sort(compareRecords);
  const ordered: StandingRow[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && compareRecords(sorted[start]!, sorted[end]!) === 0) {
      end++;
    }
    const group = sorted.slice(start, end);
    ordered.push(...(group.length > 1 ? breakTie(group, results) : group));
    start = end;
  }
  return ordered;
}

function breakTie(group: StandingRow[], results: Game[]): StandingRow[] {
  const headToHead = headToHeadPct(
    group.map((r) => r.teamId),
    results,
  );
  const pct = (row: StandingRow) => headToHead.get(row.teamId) ?? NEUTRAL_PCT;
  return [...group].sort(
    (a, b) => pct(b) - pct(a) || b.pointDiff - a.pointDiff || a.name.localeCompare(b.name),
  );
}

/** A tied team that never met the others is placed between winners and losers. */
const NEUTRAL_PCT = 0.5;

/** Win pct of each team over games where both sides are in `teamIds`. */
function headToHeadPct(teamIds: string[], results: Game[]): Map<string, number> {
  const inGroup = new Set(teamIds);
  const among = results.filter(
    (g) => inGroup.has(g.homeTeamId ?? "") && inGroup.has(g.awayTeamId ?? ""),
  );
  const pcts = new Map<string, number>();
  for (const teamId of teamIds) {
    const { wins, losses } = teamRecord(teamId, among);
    if (wins + losses > 0) pcts.set(teamId, winPct(wins, wins + losses));
  }
  return pcts;
}

const CONFERENCE_ORDER: { conference: Conference; label: string }[] = [
  { conference: "west", label: "Western Conference" },
  { conference: "east", label: "Eastern Conference" },
];

/**
 * West then East, each table ordered by the standings rule applied to that
 * conference's teams alone: records still count every game, but ties are
 * re-broken among the teams tied in the table (docs/league-rules.md#standings).
 */
export function conferenceStandings(
  teams: SeasonTeam[],
  games: Game[],
): { conference: Conference; label: string; rows: StandingRow[] }[] {
  return CONFERENCE_ORDER.map(({ conference, label }) => ({
    conference,
    label,
    rows: computeStandings(
      teams.filter((team) => team.conference === conference),
      games,
    ),
  }));
}
