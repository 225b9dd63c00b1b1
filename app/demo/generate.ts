// The deterministic demo league: four seasons of a 16-team parish league, with
// seasons 1-3 at fixed dates and season 4 (the current one) placed around
// `now`. Pure: no I/O, no clock, no Math.random. The same seed and the same
// `now` always give identical output.
import { tracksBlocksSteals } from "~/domain/games/state";
import type { Game, SeasonTeam } from "../domain/types";
import { demoAvailability } from "./availability";
import { at, dayOf } from "./calendar";
import { conferenceOf, TEAM_SEEDS } from "./content/teams";
import { currentOutcomes, placeAroundNow, postponeOne } from "./current";
import { draftDayBefore, OPEN_PICKS, runSeason4Draft } from "./draft-sim";
import { gameComments, prayerIntentions, signupsFor } from "./extras";
import { assignJerseyNumbers, createPlayers, DEMO_PLAYER } from "./players";
import { demoLiveEvents } from "./live-taps";
import { IdMaker, Rng } from "./random";
import { forfeitGame, playGame, playPlayoffs, seedsFromStandings, teamStrengths } from "./results";
import { activeSets, buildSeasonSide, firstSeasonOfIndex, TOTAL_PLAYERS } from "./rosters";
import {
  historyPlans,
  regularSeason,
  seasonPlans,
  type DemoPhase,
  type SeasonPlan,
} from "./schedule";
import { boxScore, type Outcome } from "./stats";
import type { DemoLeague, GameStatRow, Profile, SeasonSide, SignupRow } from "./types";

export type { DemoLeague } from "./types";
export type { DemoPhase } from "./schedule";
export { DEMO_PLAYER } from "./players";
export { FORFEIT_LOSING_SCORE, FORFEIT_WINNING_SCORE } from "./results";

export const DEFAULT_DEMO_SEED = 20240527;

/** Completed seasons before the current one, by default (seasons 1-3). */
export const DEFAULT_HISTORY_SEASONS = 3;
/** More than this is no longer a demo (and the seasons would predate 1995). */
export const MAX_HISTORY_SEASONS = 60;

/** Season 4 and its draft must come after season 3 (which ends in December 2024). */
export const EARLIEST_DEMO_NOW = new Date("2025-03-15T00:00:00Z");

/** Forfeits and games without stats in seasons 1-3 (regular season only). */
const PAST_SPECIAL: Record<number, { forfeits: number; noStats: number }> = {
  1: { forfeits: 1, noStats: 2 },
  2: { forfeits: 1, noStats: 1 },
  3: { forfeits: 1, noStats: 1 },
};

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeasonGames {
  games: Game[];
  stats: GameStatRow[];
  seasonTeams: SeasonTeam[];
  seeds: Map<string, number>;
}

function domainTeams(seasonId: number, seeds: Map<string, number>): SeasonTeam[] {
  return TEAM_SEEDS.map((t) => ({
    id: t.id,
    name: t.name,
    abbreviation: t.abbreviation,
    color: t.color,
    conference: conferenceOf(t, seasonId),
    seed: seeds.get(t.id) ?? null,
  }));
}

function seedMap(seeds: { east: string[]; west: string[] }): Map<string, number> {
  return new Map([
    ...seeds.east.map((id, i) => [id, i + 1] as const),
    ...seeds.west.map((id, i) => [id, i + 1] as const),
  ]);
}

function playSeason(opts: {
  rng: Rng;
  ids: IdMaker;
  plan: SeasonPlan;
  side: SeasonSide;
  byId: Map<string, Profile>;
  now: Date;
  phase: DemoPhase;
  previousSeeds: Map<string, number>;
}): SeasonGames {
  const { rng, ids, plan, side, byId, now, phase } = opts;
  const teamIds = TEAM_SEEDS.map((t) => t.id);
  const strengths = teamStrengths(side.rosters, byId);
  const games = regularSeason(plan, teamIds, rng, ids.next);
  const outcomes = new Map<string, Outcome>();
  let seeds = opts.previousSeeds;
  if (plan.isCurrent) {
    if (phase === "season") {
      placeAroundNow(games, now);
      postponeOne(games, now, rng);
    }
    const past = games.filter(
      (g) => g.startsAt.getTime() < now.getTime() && g.status === "scheduled",
    );
    for (const [id, outcome] of currentOutcomes(past, now, rng)) outcomes.set(id, outcome);
    for (const game of past) {
      if (outcomes.get(game.id) === "forfeit")
        forfeitGame(game, rng.pick([game.homeTeamId ?? "", game.awayTeamId ?? ""]));
      else playGame(game, strengths, rng);
    }
    if (phase === "playoffs") {
      const playoffSeeds = seedsFromStandings(domainTeams(plan.id, new Map()), games);
      games.push(...playPlayoffs(plan, playoffSeeds, strengths, rng, ids.next, now));
      seeds = seedMap(playoffSeeds);
    }
  } else {
    const special = PAST_SPECIAL[plan.id] ?? { forfeits: 1, noStats: 1 };
    const picked = rng.shuffle(games).slice(0, special.forfeits + special.noStats);
    picked.forEach((g, i) => outcomes.set(g.id, i < special.forfeits ? "forfeit" : "no-stats"));
    for (const game of games) {
      if (outcomes.get(game.id) === "forfeit")
        forfeitGame(game, rng.pick([game.homeTeamId ?? "", game.awayTeamId ?? ""]));
      else playGame(game, strengths, rng);
    }
    const playoffSeeds = seedsFromStandings(domainTeams(plan.id, new Map()), games);
    games.push(...playPlayoffs(plan, playoffSeeds, strengths, rng, ids.next));
    seeds = seedMap(playoffSeeds);
  }
  const rosterOf = (teamId: string | null) =>
    (side.rosters.get(teamId ?? "") ?? []).map((id) => byId.get(id)).filter((p) => p !== undefined);
  const stats = games
    .filter((g) => g.status === "completed")
    .flatMap((game) =>
      boxScore({
        rng,
        game,
        outcome: outcomes.get(game.id) ?? "final",
        homeRoster: rosterOf(game.homeTeamId),
        awayRoster: rosterOf(game.awayTeamId),
        tracksBlocksSteals: tracksBlocksSteals(game.startsAt, plan.blocksStealsAfter),
      }),
    );
  return { games, stats, seasonTeams: domainTeams(plan.id, seeds), seeds };
}

export function generateDemoLeague(opts: {
  now: Date;
  seed?: number;
  phase?: DemoPhase;
  /**
   * Completed seasons before the current one (default 3). More than 3 adds
   * older seasons before season 1's 2023 dates (Fall 2022, Spring–Summer
   * 2022, …) and renumbers: seasons 1..N are complete and N+1 is current.
   * The output for 3 is exactly the classic four-season league.
   */
  historySeasons?: number;
}): DemoLeague {
  const { now } = opts;
  const phase = opts.phase ?? "season";
  const history = opts.historySeasons ?? DEFAULT_HISTORY_SEASONS;
  if (
    !Number.isInteger(history) ||
    history < DEFAULT_HISTORY_SEASONS ||
    history > MAX_HISTORY_SEASONS
  ) {
    throw new Error(
      `historySeasons must be a whole number from ${DEFAULT_HISTORY_SEASONS} to ${MAX_HISTORY_SEASONS}, got ${history}.`,
    );
  }
  const olderPlans = historyPlans(history - DEFAULT_HISTORY_SEASONS);
  if (!(now.getTime() >= EARLIEST_DEMO_NOW.getTime())) {
    throw new Error(
      `The demo league needs a 'now' on or after ${EARLIEST_DEMO_NOW.toISOString()} (season 3 ends in December 2024).`,
    );
  }
  const root = new Rng(opts.seed ?? DEFAULT_DEMO_SEED);
  const ids = new IdMaker(root.fork("ids"));
  const plans = seasonPlans(now, phase);
  const teamIds = TEAM_SEEDS.map((t) => t.id);
  const profiles = createPlayers(
    root.fork("players"),
    ids,
    dayOf(now),
    TOTAL_PLAYERS,
    firstSeasonOfIndex,
  );
  const byId = new Map(profiles.map((p) => [p.row.id, p]));
  const demoPlayerId = profiles[0]?.row.id ?? "";
  const active = activeSets(root.fork("active"), profiles);

  const sides: SeasonSide[] = [];
  const rosterRng = root.fork("rosters");
  for (const plan of plans.slice(0, 3)) {
    sides.push(
      buildSeasonSide(
        rosterRng,
        plan.id,
        teamIds,
        active[plan.id - 1] ?? [],
        sides[plan.id - 2],
        byId,
        plan.firstSaturday.year,
      ),
    );
  }
  const plan4 = plans[3] as SeasonPlan;
  const draft = runSeason4Draft({
    rng: root.fork("draft"),
    teamIds,
    active: active[3] ?? [],
    previous: sides[2] as SeasonSide,
    byId,
    draftDay: draftDayBefore(plan4.firstSaturday),
    seasonYear: plan4.firstSaturday.year,
  });
  sides.push(draft.side);
  const olderSides = olderRosters({
    rng: root.fork("history"),
    plans: olderPlans,
    teamIds,
    pool: active[0] ?? [],
    newer: sides[0] as SeasonSide,
    byId,
  });
  assignJerseyNumbers(root.fork("jerseys"), profiles, [...olderSides, ...sides]);

  const gameRng = root.fork("games");
  const played: SeasonGames[] = [];
  let previousSeeds = new Map<string, number>();
  for (const plan of plans) {
    const season = playSeason({
      rng: gameRng,
      ids,
      plan,
      side: sides[plan.id - 1] as SeasonSide,
      byId,
      now,
      phase,
      previousSeeds,
    });
    played.push(season);
    previousSeeds = season.seeds;
  }

  // Signups: everybody who played, plus late season-4 signups not on a team yet.
  const signupRng = root.fork("signups");
  const signups: SignupRow[] = [];
  for (const plan of plans) {
    const first = at(plan.firstSaturday, 0);
    const rostered = [...(sides[plan.id - 1]?.rosters.values() ?? [])].flat();
    const players = rostered.map((id) => byId.get(id)).filter((p) => p !== undefined);
    signups.push(
      ...signupsFor({
        rng: signupRng,
        ids,
        seasonId: plan.id,
        players,
        from: new Date((plan.isCurrent ? draft.startsAt.getTime() : first.getTime()) - 42 * DAY_MS),
        to: new Date((plan.isCurrent ? draft.startsAt.getTime() : first.getTime()) - 1 * DAY_MS),
        // Everyone on a team has paid: only paid signups go on a team
        // (docs/league-rules.md#the-draft); the late signups below may not have.
        paidChance: 1,
      }),
    );
  }
  const active4 = new Set(active[3] ?? []);
  const lateReturning = signupRng
    .shuffle(profiles.filter((p) => p.firstSeason < 4 && !active4.has(p.row.id)))
    .slice(0, 4);
  const lateNew = profiles.filter((p) => p.firstSeason === 4 && !active4.has(p.row.id));
  const late = signupsFor({
    rng: signupRng,
    ids,
    seasonId: 4,
    players: [...lateReturning, ...lateNew],
    from: new Date(draft.endsAt.getTime() + DAY_MS),
    to: new Date(now.getTime() - 12 * 60 * 60 * 1000),
    paidChance: 0.5,
  });
  // Enough paid late signups to make the open picks (only paid signups are
  // drafted), and at least one unpaid.
  late.forEach((s, i) => (s.paid = i < OPEN_PICKS ? true : i === OPEN_PICKS ? false : s.paid));
  signups.push(...late);

  const current = played[3] as SeasonGames;
  const finals = current.games.filter(
    (g) =>
      g.status === "completed" &&
      !current.stats.some((s) => s.gameId === g.id && s.status !== "played" && s.status !== "dnp"),
  );
  const extrasRng = root.fork("extras");
  const comments = gameComments({
    rng: extrasRng,
    ids,
    finals,
    rosters: draft.side.rosters,
    teamNames: new Map(TEAM_SEEDS.map((t) => [t.id, t.name])),
    now,
    demoPlayerId,
  });

  const league: DemoLeague = {
    seasons: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      isCurrent: plan.isCurrent,
      registrationOpen: plan.isCurrent,
      blocksStealsAfter: plan.blocksStealsAfter,
      playerTableAfter: plan.playerTableAfter,
      draftWindows: plan.isCurrent ? draft.windows : [],
    })),
    teams: TEAM_SEEDS.map((t) => ({
      id: t.id,
      name: t.name,
      abbreviation: t.abbreviation,
      color: t.color,
      bio: t.bio,
    })),
    players: profiles.map((p) => ({ ...p.row })),
    seasonTeams: played.flatMap((season, i) =>
      season.seasonTeams.map((t) => ({
        seasonId: i + 1,
        teamId: t.id,
        conference: t.conference,
        seed: t.seed,
        captainId: sides[i]?.captains.get(t.id) ?? null,
      })),
    ),
    seasonRosters: sides.flatMap((side) =>
      [...side.rosters].flatMap(([teamId, ids]) =>
        ids.map((playerId) => ({ seasonId: side.seasonId, teamId, playerId })),
      ),
    ),
    games: played.flatMap((s) =>
      s.games.map((g) => ({ ...g, feederGameIds: [...g.feederGameIds] })),
    ),
    gameStats: played.flatMap((s) => s.stats),
    signups,
    drafts: [draft.draft],
    draftPicks: draft.picks,
    comments,
    prayerIntentions: prayerIntentions(extrasRng, ids, now),
    availability: [],
    // On its own random stream, so the rest of the league is the same with or without it.
    liveEvents: demoLiveEvents({
      rng: root.fork("live-taps"),
      games: current.games,
      stats: current.stats,
      now,
    }),
  };
  league.availability = demoAvailability({
    rng: root.fork("availability"),
    games: league.games,
    rosters: league.seasonRosters,
    demoPlayerId: league.players.find((p) => p.email === DEMO_PLAYER.email)?.id,
    now,
  });
  if (olderPlans.length === 0) return league;
  // Older seasons are played last, on their own random streams, so the
  // classic league above is the same with or without them.
  const older = olderPlans.map((plan, i) => {
    const side = olderSides[i] as SeasonSide;
    return {
      plan,
      side,
      played: playSeason({
        rng: root.fork(`history-games-${plan.id}`),
        ids,
        plan,
        side,
        byId,
        now,
        phase,
        previousSeeds: new Map(),
      }),
    };
  });
  const olderRows: DemoLeague = {
    ...emptyLeague(),
    seasons: older.map(({ plan }) => ({
      id: plan.id,
      name: plan.name,
      isCurrent: false,
      registrationOpen: false,
      blocksStealsAfter: plan.blocksStealsAfter,
      playerTableAfter: plan.playerTableAfter,
      draftWindows: [],
    })),
    seasonTeams: older.flatMap(({ plan, side, played }) =>
      played.seasonTeams.map((t) => ({
        seasonId: plan.id,
        teamId: t.id,
        conference: t.conference,
        seed: t.seed,
        captainId: side.captains.get(t.id) ?? null,
      })),
    ),
    seasonRosters: older.flatMap(({ side }) =>
      [...side.rosters].flatMap(([teamId, playerIds]) =>
        playerIds.map((playerId) => ({ seasonId: side.seasonId, teamId, playerId })),
      ),
    ),
    games: older.flatMap(({ played }) => played.games),
    gameStats: older.flatMap(({ played }) => played.stats),
    signups: older.flatMap(({ plan, side }) => {
      const first = at(plan.firstSaturday, 0);
      return signupsFor({
        rng: root.fork(`history-signups-${plan.id}`),
        ids,
        seasonId: plan.id,
        players: [...side.rosters.values()]
          .flat()
          .map((id) => byId.get(id))
          .filter((p) => p !== undefined),
        from: new Date(first.getTime() - 42 * DAY_MS),
        to: new Date(first.getTime() - DAY_MS),
        paidChance: 1,
      });
    }),
  };
  return renumberSeasons(olderRows, league, olderPlans.length);
}

function emptyLeague(): DemoLeague {
  return {
    seasons: [],
    teams: [],
    players: [],
    seasonTeams: [],
    seasonRosters: [],
    games: [],
    gameStats: [],
    signups: [],
    drafts: [],
    draftPicks: [],
    comments: [],
    prayerIntentions: [],
    availability: [],
    liveEvents: [],
  };
}

/**
 * Rosters of the older seasons, newest first, each drifting from the season
 * after it. The pool is season 1's players who were adults that year (the
 * demo player, born 1988, always plays).
 */
function olderRosters(opts: {
  rng: Rng;
  plans: SeasonPlan[];
  teamIds: string[];
  pool: string[];
  newer: SeasonSide;
  byId: Map<string, Profile>;
}): SeasonSide[] {
  const sides: SeasonSide[] = [];
  let next = opts.newer;
  for (const plan of [...opts.plans].reverse()) {
    const year = plan.firstSaturday.year;
    const adults = opts.pool.filter(
      (id) => (opts.byId.get(id)?.row.birthdayYear ?? year) <= year - 18,
    );
    next = buildSeasonSide(opts.rng, plan.id, opts.teamIds, adults, next, opts.byId, year);
    sides.unshift(next);
  }
  return sides;
}

/**
 * Puts the older seasons (temporary ids 1-k … 0) in front of the classic
 * league and shifts every season id by k, so seasons run 1 … k+4. A signup
 * is 'new' only in the player's first season.
 */
function renumberSeasons(older: DemoLeague, league: DemoLeague, k: number): DemoLeague {
  const shift = <T extends { seasonId: number }>(rows: T[]) =>
    rows.map((r) => ({ ...r, seasonId: r.seasonId + k }));
  const signups = shift([...older.signups, ...league.signups]);
  const firstSeason = new Map<string, number>();
  for (const s of signups) {
    firstSeason.set(s.playerId, Math.min(s.seasonId, firstSeason.get(s.playerId) ?? Infinity));
  }
  return {
    ...league,
    seasons: [...older.seasons, ...league.seasons].map((s) => ({ ...s, id: s.id + k })),
    seasonTeams: shift([...older.seasonTeams, ...league.seasonTeams]),
    seasonRosters: shift([...older.seasonRosters, ...league.seasonRosters]),
    games: shift([...older.games, ...league.games]),
    gameStats: [...older.gameStats, ...league.gameStats],
    signups: signups.map((s) => ({
      ...s,
      status: firstSeason.get(s.playerId) === s.seasonId ? "new" : "returning",
    })),
    drafts: shift(league.drafts),
    draftPicks: shift(league.draftPicks),
  };
}
