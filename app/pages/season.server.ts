// /seasons/{id}: standings, leaders and playoff results of one season, computed
// from the season's games and stat lines (a fixed handful of queries, never one
// per game or team).
import { seasonGames, statStatusesByGame } from "~/data/games.server";
import { seasonLeaders } from "~/pages/season-leaders.server";
import { listSeasons, seasonTeamsOf } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { toGameCard, type GameCardData } from "~/domain/games/card";
import { leaderMinimumApplies, leadersVisible, LEADERS_RULES } from "~/domain/stats/leaders";
import { bracketRounds } from "~/domain/playoffs/rounds";
import {
  computeStandings,
  conferenceStandings,
  STANDINGS_TIEBREAK_ORDER,
} from "~/domain/stats/standings";
import type { Game, SeasonTeam } from "~/domain/types";
import type { BracketRoundView } from "~/views/playoffs";
import { currentSeasonIdOf, seasonStatus } from "~/domain/season/status";
import { cachedPageData } from "~/data/page-cache.server";
import { isCompleted } from "~/domain/games/state";
import { seasonChampionId } from "~/domain/season/close";
import { raceView, seasonRaces } from "./season-race.server";

export async function loadSeasonPage(db: Database, seasonId: number) {
  const seasons = await listSeasons(db);
  const season = seasons.find((s) => s.id === seasonId);
  if (!season) return null;
  const [games, teams] = await Promise.all([
    seasonGames(db, season.id),
    seasonTeamsOf(db, season.id),
  ]);
  const teamsById = new Map(teams.map((t) => [t.id, t]));
  const completed = games.filter((g) => g.status === "completed");
  const showLeaders = leadersVisible(completed.length, teams.length);
  const playoffGames = games.filter((g) => g.type === "playoff");

  const [statuses, leaders] = await Promise.all([
    statStatusesByGame(
      db,
      playoffGames.filter(isCompleted).map((g) => g.id),
    ),
    showLeaders ? seasonLeaders(db, season, completed.length, teamsById) : Promise.resolve(null),
  ]);
  const card = (g: Game) => toGameCard(g, teamsById, statuses.get(g.id) ?? []);
  const standings = computeStandings(teams, games);
  const conferences = conferenceStandings(teams, games);
  const index = seasons.indexOf(season);

  return {
    season: {
      id: season.id,
      name: season.name,
      status: seasonStatus(season.id, currentSeasonIdOf(seasons)),
    },
    previous: seasons[index - 1]?.id ?? null,
    next: seasons[index + 1]?.id ?? null,
    standings: { league: standings, conferences },
    races: seasonRaces({ league: standings, conferences }, games),
    tiebreakOrder: STANDINGS_TIEBREAK_ORDER,
    leaders,
    leaderRules: LEADERS_RULES,
    completedGameCount: completed.length,
    minimumApplies: leaderMinimumApplies(completed.length),
    playoffs: bracketView(playoffGames, card),
    champion: championOf(season, playoffGames, teamsById),
  };
}

function bracketView(games: Game[], card: (g: Game) => GameCardData): BracketRoundView[] {
  return bracketRounds(games).map((r) => ({
    round: r.round,
    label: r.label,
    groups: r.groups.map((g) => ({ ...g, games: g.games.map(card) })),
  }));
}

/** The season's champion (seasonChampionId): named when it closed, else its final's winner. */
function championOf(
  season: { championTeamId: string | null; closedAt: Date | null },
  games: Game[],
  teamsById: Map<string, SeasonTeam>,
) {
  const id = seasonChampionId(season, games);
  const team = id ? teamsById.get(id) : undefined;
  return team ? { id: team.id, name: team.name } : null;
}

/**
 * The page as sent: the model cached per league version, with the standings
 * race drawn for the asked view and team (the race's numbers stay on the
 * server; the page gets the drawing). Null for an unknown season.
 */
export async function seasonPage(
  db: Database,
  seasonId: number,
  /** The page's query: the standings view (`view`) and the highlighted team (`team`). */
  search: URLSearchParams = new URLSearchParams(),
) {
  const model = await cachedPageData(db, `season:${seasonId}`, () => loadSeasonPage(db, seasonId));
  if (!model) return null;
  const { races, ...sent } = model;
  const label = `Season ${model.season.id} (${model.season.name})`;
  return {
    ...sent,
    race: races && raceView(races, label, search),
  };
}

export type SeasonPageData = NonNullable<Awaited<ReturnType<typeof seasonPage>>>;
