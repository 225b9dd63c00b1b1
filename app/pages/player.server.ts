// The player page's view model (docs/league-rules.md#leaders-and-records):
// profile, per-season and career averages, and game logs, all from the player's
// game rows.
import { seasonGames } from "~/data/games.server";
import {
  firstPlayerAlphabetically,
  playerProfile,
  playerSeasonTeams,
  type PlayerSeasonTeam,
} from "~/data/players.server";
import { cachedPageData } from "~/data/page-cache.server";
import { currentSeason } from "~/data/seasons.server";
import { playerGameRows, seasonPlayerTotals, type PlayerGameRow } from "~/data/stats.server";
import type { Database } from "~/db/connection.server";
import {
  careerAverages,
  formatGameLogResult,
  gameLogCell,
  gameLogResultParts,
  opponentPrefix,
} from "~/domain/stats/career";
import type { AverageRow } from "~/domain/stats/career";
import {
  completedGameCount,
  formatStatValue,
  leaderMinimumApplies,
  leadersFromTotals,
} from "~/domain/stats/leaders";
import { STAT_KEYS } from "~/domain/league";
import { formatGameDay } from "~/domain/time/league-time";
import type { StatKey } from "~/domain/types";
import { fullName } from "~/domain/people/name";
import type {
  AverageRowView,
  GameLogRowView,
  GameLogSeasonSummary,
  GameLogSeasonView,
  PlayerPageData,
  PlayerPageModel,
  StatCells,
} from "~/views/player";
import { formatHeight } from "~/domain/people/choices";
import { barChart } from "~/domain/charts/bar-geometry";
import { STAT_LABELS } from "~/domain/league";
import {
  careerChartSummary,
  careerPointsChart,
  playerSeasonChart,
  seasonChartSummary,
  chartStat,
  type ChartGameLine,
} from "~/domain/charts/player-season";
import type { ChartFigureView } from "~/views/charts";
import { drawnBarChart } from "~/charts/draw.server";
import type { PlayerSeasonChartView } from "~/views/player";

const DASH = "–";

function statCells(values: Record<StatKey, number | null>, format: (n: number) => string) {
  const cells = {} as StatCells;
  for (const key of STAT_KEYS) {
    const value = values[key];
    cells[key] = value === null ? DASH : format(value);
  }
  return cells;
}

function averageView(
  row: AverageRow,
  seasonNames: Map<number, string>,
  abbreviations: Map<string, string>,
): AverageRowView {
  return {
    season: row.season,
    seasonName: row.season === "all" ? null : (seasonNames.get(row.season) ?? null),
    teams: row.teamIds.map((id) => ({ id, abbreviation: abbreviations.get(id) ?? id })),
    gamesPlayed: row.gamesPlayed,
    perGame: statCells(row.perGame, formatStatValue),
  };
}

function gameLogRow(row: PlayerGameRow): GameLogRowView {
  const played = row.status === "played";
  const tracked = row.tracksBlocksSteals;
  const result = gameLogResultParts(row, row);
  return {
    gameId: row.gameId,
    date: formatGameDay(row.startsAt),
    prefix: opponentPrefix(row.teamId, row),
    opponent: row.opponentAbbreviation ?? "TBD",
    result: formatGameLogResult(result),
    ...gameLogCell(result),
    won: result.letter === null ? null : result.letter === "W",
    stats: statCells(
      {
        points: played ? row.points : null,
        rebounds: played ? row.rebounds : null,
        assists: played ? row.assists : null,
        blocks: played && tracked ? row.blocks : null,
        steals: played && tracked ? row.steals : null,
      },
      String,
    ),
  };
}

/** Game logs by season, newest season first, each season's games in date order. */
function gameLogs(rows: PlayerGameRow[]): GameLogSeasonView[] {
  const bySeason = new Map<number, GameLogSeasonView>();
  for (const row of rows) {
    const season = bySeason.get(row.seasonId) ?? {
      seasonId: row.seasonId,
      seasonName: row.seasonName,
      games: [],
    };
    season.games.push(gameLogRow(row));
    bySeason.set(row.seasonId, season);
  }
  return [...bySeason.values()].sort((a, b) => b.seasonId - a.seasonId);
}

function chartLine(row: PlayerGameRow): ChartGameLine {
  return {
    gameId: row.gameId,
    seasonId: row.seasonId,
    teamId: row.teamId,
    status: row.status,
    startsAt: row.startsAt,
    opponent: `${opponentPrefix(row.teamId, row)} ${row.opponentAbbreviation ?? "TBD"}`,
    points: row.points,
    rebounds: row.rebounds,
    assists: row.assists,
    blocks: row.blocks,
    steals: row.steals,
    tracksBlocksSteals: row.tracksBlocksSteals,
  };
}

/** His points per game season by season, a bar per season, its name under it. */
function careerChart(
  name: string,
  bars: ReturnType<typeof careerPointsChart>,
): ChartFigureView | null {
  if (bars.length === 0) return null;
  const chart = barChart({
    name: `${name}'s points per game by season`,
    summary: careerChartSummary(name, bars),
    bars: bars.map((b) => ({
      value: b.pointsPerGame,
      title: `${b.seasonName}: ${formatStatValue(b.pointsPerGame)} points a game in ${b.gamesPlayed} ${b.gamesPlayed === 1 ? "game" : "games"}`,
    })),
    xLabels: bars.map((b) => `S${b.seasonId}`),
  });
  return drawnBarChart(chart, "career-chart-summary");
}

/** His `stat` game by game in the open season, with the links to the other stats. */
function seasonChart(
  page: PlayerPageModel,
  seasonId: number | undefined,
  stat: StatKey,
): PlayerSeasonChartView | null {
  const season = page.gameLogs.find((s) => s.seasonId === seasonId);
  if (!season) return null;
  const data = playerSeasonChart(page.chartLines, season.seasonId, stat);
  const label = STAT_LABELS[stat].toLowerCase();
  const name = page.player.name;
  return {
    stat,
    seasonId: season.seasonId,
    links: STAT_KEYS.map((key) => ({
      stat: key,
      label: STAT_LABELS[key],
      href: `?games=${season.seasonId}&stat=${key}`,
    })),
    chart:
      data.bars.length === 0
        ? null
        : drawnBarChart(
            barChart({
              name: `${name}'s ${label} game by game, ${season.seasonName}`,
              summary: seasonChartSummary(name, STAT_LABELS[stat], season.seasonName, data),
              bars: data.bars.map((b) => ({
                value: b.value,
                title: `${formatGameDay(b.startsAt)} ${b.opponent}: ${b.value} ${b.value === 1 ? label.replace(/s$/, "") : label}`,
              })),
              average:
                data.average === null
                  ? null
                  : {
                      value: data.average,
                      label: `Average ${formatStatValue(data.average)}`,
                    },
            }),
            "season-chart-summary",
          ),
  };
}

/** The current season's team, else the latest one he played for (marked as past). */
function teamOf(rosters: PlayerSeasonTeam[], currentSeasonId: number | undefined) {
  const latest = rosters[0];
  if (!latest) return null;
  return {
    id: latest.teamId,
    name: latest.teamName,
    current: latest.seasonId === currentSeasonId,
    seasonName: latest.seasonName,
  };
}

/** Everything /players/{id} shows, or null for an unknown player (→ 404). */
export async function loadPlayerPage(
  db: Database,
  playerId: string,
): Promise<PlayerPageModel | null> {
  const [profile, rosters, rows, season] = await Promise.all([
    playerProfile(db, playerId),
    playerSeasonTeams(db, playerId),
    playerGameRows(db, playerId),
    currentSeason(db),
  ]);
  if (!profile) return null;

  const { seasons, all } = careerAverages(rows);
  const seasonNames = new Map(rows.map((r) => [r.seasonId, r.seasonName]));
  const abbreviations = new Map(rows.map((r) => [r.teamId, r.teamAbbreviation]));
  const team = teamOf(rosters, season?.id);
  const name = fullName(profile);
  const page = {
    player: {
      id: profile.id,
      name,
      imageUrl: profile.imageUrl,
      height: formatHeight(profile.heightFeet, profile.heightInches),
      jerseyNumber: profile.jerseyNumber,
      team,
    },
    averages: seasons.map((s) => averageView(s, seasonNames, abbreviations)),
    career: averageView(all, seasonNames, abbreviations),
    gameLogs: gameLogs(rows),
    chartLines: rows.map(chartLine),
    careerChart: careerChart(name, careerPointsChart(seasons, seasonNames)),
  };
  return { ...page, description: playerDescription(page) };
}

/**
 * The page as sent: only one season's game logs carry rows (`openSeason`, the
 * `games` query parameter, else the newest season). A 20-season career is
 * hundreds of rows; the others are fetched when opened, which keeps the page
 * small and fast.
 */
export function withOpenSeasonLogs(
  page: PlayerPageModel,
  openSeason: string | null,
  stat: StatKey = "points",
): PlayerPageData {
  const asked = Number(openSeason);
  const open = page.gameLogs.some((s) => s.seasonId === asked) ? asked : page.gameLogs[0]?.seasonId;
  const gameLogs: GameLogSeasonSummary[] = page.gameLogs.map((s) => ({
    seasonId: s.seasonId,
    seasonName: s.seasonName,
    gameCount: s.games.length,
    games: s.seasonId === open ? s.games : null,
  }));
  const { chartLines: _lines, ...sent } = page;
  return { ...sent, gameLogs, seasonChart: seasonChart(page, open, stat) };
}

/** The page as sent, from the model cached for the current league version. */
export async function playerPage(
  db: Database,
  playerId: string,
  openSeason: string | null,
  stat: string | null = null,
): Promise<PlayerPageData | null> {
  const model = await cachedPageData(db, `player:${playerId}`, () => loadPlayerPage(db, playerId));
  return model && withOpenSeasonLogs(model, openSeason, chartStat(stat));
}

/**
 * The player /players shows: the current season's points leader, or the first
 * player alphabetically while the season has no stats.
 */
export async function defaultPlayerId(db: Database): Promise<string | null> {
  const season = await currentSeason(db);
  if (season) {
    const [games, totals] = await Promise.all([
      seasonGames(db, season.id),
      seasonPlayerTotals(db, season.id),
    ]);
    const leaders = leadersFromTotals(totals, {
      top: 1,
      enforceMinimum: leaderMinimumApplies(completedGameCount(games)),
    });
    const leader = leaders.points[0];
    if (leader) return leader.playerId;
  }
  return (await firstPlayerAlphabetically(db))?.id ?? null;
}

/** One sentence for link previews: team and career scoring. */
function playerDescription({
  player,
  career,
}: {
  player: { name: string; team: { name: string; current: boolean } | null };
  career: AverageRowView;
}): string {
  const team = player.team
    ? player.team.current
      ? ` of the ${player.team.name}`
      : `, formerly of the ${player.team.name}`
    : "";
  const scoring =
    career.gamesPlayed > 0
      ? `: ${career.perGame.points} PPG over ${career.gamesPlayed} career ${career.gamesPlayed === 1 ? "game" : "games"}`
      : "";
  return `${player.name}${team}${scoring}. Season averages and game logs.`;
}
