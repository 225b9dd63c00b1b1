// Everything the game page shows (docs/league-rules.md#game-states), computed
// from the game, its stat lines and, for a preview, the season and careers of
// both rosters.
import {
  careerPointsBefore,
  careerStatLines,
  gameBoxScoreLines,
  gameWithSeason,
  seasonGames,
  seasonRosterIds,
  seasonStatLines,
  type GameWithSeason,
} from "~/data/games.server";
import { deletedGame } from "~/data/audit.server";
import { playerRefs } from "~/data/players.server";
import { listTeams } from "~/data/teams.server";
import { currentSeason, seasonTeamsOf } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { boxScoreTotals, orderBoxScore, type BoxScoreLine } from "~/domain/games/box-score";
import {
  forfeitingTeamId,
  forfeitMessage,
  formatLocation,
  gameDisplayState,
  sideLabel,
  tracksBlocksSteals,
} from "~/domain/games/state";
import { gameRecap } from "~/domain/game-story/recap";
import { matchupTitle, scoreHeadline } from "~/domain/games/summary";
import {
  completedGameCount,
  formatStatValue,
  gameLeaders,
  type LeaderRow,
} from "~/domain/stats/leaders";
import { CONFERENCE_LABELS, roundLabel } from "~/domain/playoffs/rounds";
import { formatRecord } from "~/domain/stats/standings";
import { teamSeasonRecord } from "~/domain/teams/pages";
import { teamAllTimeLeaders, teamSeasonLeaders } from "~/domain/stats/team-leaders";
import {
  formatGameDay,
  formatGameTime,
  formatLongDate,
  formatShortDate,
} from "~/domain/time/league-time";
import type { Game, StatKey, TeamRef } from "~/domain/types";
import { fullName, nameOrUnknown } from "~/domain/people/name";
import { trackedStatKeys } from "~/domain/league";
import { liveScore } from "~/domain/live/game";
import { shareImage } from "~/domain/game-story/share-image";
import { liveFeed } from "~/pages/live.server";
import { gameFlowFigure } from "~/pages/game-flow.server";
import type {
  BoxScoreView,
  GamePageModel,
  GameSideView,
  LeaderEntryView,
  LeadersView,
  TeamLeadersView,
} from "~/views/game";

/**
 * Why a game that is not found is gone, when an admin deleted it: "This game
 * (Friars at Saints, Sat, Mar 28) was cancelled." (its page answers 410).
 */
export async function cancelledGameMessage(db: Database, gameId: string): Promise<string | null> {
  const game = await deletedGame(db, gameId);
  if (!game) return null;
  const names = new Map((await listTeams(db)).map((t) => [t.id, t.name]));
  const name = (id: string | null) => (id ? (names.get(id) ?? id) : "TBD");
  return `This game (${name(game.awayTeamId)} at ${name(game.homeTeamId)}, ${formatGameDay(game.startsAt)}) was cancelled.`;
}

export async function loadGamePage(db: Database, gameId: string): Promise<GamePageModel | null> {
  const found = await gameWithSeason(db, gameId);
  if (!found) return null;
  const { game, season } = found;
  const [teams, lines, current] = await Promise.all([
    seasonTeamsOf(db, season.id),
    gameBoxScoreLines(db, game.id),
    currentSeason(db),
  ]);
  const teamsById = new Map<string, TeamRef>(teams.map((t) => [t.id, t]));
  const display = gameDisplayState(game, lines);
  const statKeys = trackedStatKeys(tracksBlocksSteals(game.startsAt, season.blocksStealsAfter));
  const isCurrentSeason = current?.id === season.id;
  const toBePlayed = display === "upcoming" || display === "postponed";
  const seasonSchedule = toBePlayed || display === "final" ? await seasonGames(db, season.id) : [];
  // A game still to come follows its stream too: the page turns live at tip-off.
  const live =
    display === "live" || display === "upcoming" ? await liveFeed(db, [game], game.id) : null;
  const liveTally =
    display === "live" && live?.games[0]
      ? liveScore(live.games[0].state.baskets, game.homeTeamId)
      : null;

  const side = (which: "home" | "away"): GameSideView => {
    const teamId = which === "home" ? game.homeTeamId : game.awayTeamId;
    const team = teamId ? teamsById.get(teamId) : undefined;
    const record = team && toBePlayed ? teamSeasonRecord(team.id, seasonSchedule) : null;
    return {
      teamId: team?.id ?? null,
      name: sideLabel(game, which, teamsById),
      abbreviation: team?.abbreviation ?? null,
      score: liveTally ? liveTally[which] : which === "home" ? game.homeScore : game.awayScore,
      won: game.winnerId !== null && game.winnerId === teamId,
      record: record ? formatRecord(record.regular) : null,
      playoffRecord: record?.playoffs ? `Playoffs ${formatRecord(record.playoffs)}` : null,
    };
  };
  const away = side("away");
  const home = side("home");
  const forfeiter = display === "forfeit" ? forfeitingTeamId(game) : null;

  return {
    id: game.id,
    display,
    title: matchupTitle(game, teamsById),
    navTitle:
      away.abbreviation && home.abbreviation
        ? `${away.abbreviation} at ${home.abbreviation}`
        : "Game",
    headline: scoreHeadline(game, teamsById),
    season: { id: season.id, name: season.name, isCurrent: isCurrentSeason },
    day: formatGameDay(game.startsAt),
    date: formatLongDate(game.startsAt),
    shortDate: formatShortDate(game.startsAt),
    time: formatGameTime(game.startsAt),
    location: formatLocation(game.location),
    away,
    home,
    playoff: playoffView(game),
    forfeitText: forfeiter ? forfeitMessage(teamsById.get(forfeiter)?.name ?? "TBD") : null,
    statKeys,
    final: display === "final" ? finalView(lines, teamsById, statKeys, [away, home]) : null,
    /** Saved with "the stat sheet is incomplete" (or imported so): the box score says it. */
    statsIncomplete: game.statsIncomplete === true,
    recap:
      display === "final"
        ? gameRecap({
            game,
            lines,
            tracksBlocksSteals: statKeys.includes("blocks"),
            seasonGames: seasonSchedule,
            teams,
            careerBefore: await careerPointsBefore(
              db,
              lines.filter((l) => l.status === "played").map((l) => l.playerId),
              game.startsAt,
            ),
          })
        : null,
    preview:
      display === "upcoming"
        ? await previewView(db, found, completedGameCount(seasonSchedule), statKeys, [away, home])
        : null,
    links: scheduleLinks(season.id, isCurrentSeason, [away, home]),
    live,
    // From what the page read already: the picture says what the page says.
    picture: shareImage(game, teamsById, lines, liveTally),
    flow: await gameFlowFigure(db, {
      game,
      display,
      live,
      title: matchupTitle(game, teamsById),
      home: game.homeTeamId ? teamsById.get(game.homeTeamId) : undefined,
      away: game.awayTeamId ? teamsById.get(game.awayTeamId) : undefined,
    }),
  };
}

function playoffView(game: Game) {
  if (game.type !== "playoff" || game.playoffRound === null) return null;
  return {
    round: game.playoffRound,
    label: roundLabel(game.playoffRound),
    conference: game.playoffConference ? CONFERENCE_LABELS[game.playoffConference] : null,
    matchup: game.matchup,
  };
}

/**
 * 'All Games' and each team's schedule. A game of an earlier season links to
 * that season's schedule, not the current one.
 */
function scheduleLinks(seasonId: number, isCurrent: boolean, sides: GameSideView[]) {
  const base = isCurrent ? "/schedule" : `/schedule/seasons/${seasonId}`;
  return {
    allGames: base,
    teams: sides.flatMap((s) =>
      s.teamId ? [{ teamId: s.teamId, name: s.name, href: `${base}/teams/${s.teamId}` }] : [],
    ),
  };
}

function finalView(
  lines: BoxScoreLine[],
  teamsById: Map<string, TeamRef>,
  statKeys: StatKey[],
  sides: GameSideView[],
) {
  const byPlayer = new Map(lines.map((l) => [l.playerId, l]));
  const leaders = leadersView(gameLeaders(lines), statKeys, (row) => ({
    name: nameOrUnknown(byPlayer.get(row.playerId)),
    team: teamsById.get(row.teamId)?.abbreviation ?? null,
    value: String(row.value),
  }));
  const boxScores: BoxScoreView[] = sides.flatMap((s) => {
    if (!s.teamId) return [];
    const own = orderBoxScore(lines.filter((l) => l.teamId === s.teamId));
    return [
      {
        teamId: s.teamId,
        teamName: s.name,
        lines: own.map((l) => ({
          playerId: l.playerId,
          name: fullName(l),
          jerseyNumber: l.jerseyNumber,
          status: l.status,
          points: l.points,
          rebounds: l.rebounds,
          assists: l.assists,
          blocks: l.blocks,
          steals: l.steals,
        })),
        totals: boxScoreTotals(own),
      },
    ];
  });
  return { leaders, boxScores };
}

/** Leader rows of every stat, named and formatted for the page. */
function leadersView(
  leaders: Record<StatKey, LeaderRow[]>,
  statKeys: StatKey[],
  describe: (row: LeaderRow) => Pick<LeaderEntryView, "name" | "team" | "value">,
): LeadersView {
  return statKeys.map((stat) => ({
    stat,
    rows: leaders[stat].map((row) => ({
      playerId: row.playerId,
      label: row.label,
      ...describe(row),
    })),
  }));
}

/** Season and all-time leaders of both rosters, for a game still to be played. */
async function previewView(
  db: Database,
  { game, season }: GameWithSeason,
  completedGames: number,
  statKeys: StatKey[],
  sides: GameSideView[],
): Promise<TeamLeadersView[]> {
  const teamIds = sides.flatMap((s) => (s.teamId ? [s.teamId] : []));
  if (teamIds.length === 0) return [];
  const rosters = await seasonRosterIds(db, season.id, teamIds);
  const everyone = [...rosters.values()].flat();
  const [seasonLines, careerLines, names] = await Promise.all([
    seasonStatLines(db, game.seasonId, season.blocksStealsAfter),
    careerStatLines(db, everyone),
    playerRefs(db, everyone),
  ]);
  const describe = (row: LeaderRow) => ({
    name: nameOrUnknown(names.get(row.playerId)),
    team: null,
    value: formatStatValue(row.value),
  });
  return sides.flatMap((s) => {
    if (!s.teamId) return [];
    const roster = new Set(rosters.get(s.teamId) ?? []);
    return [
      {
        teamId: s.teamId,
        teamName: s.name,
        season: leadersView(
          teamSeasonLeaders(seasonLines, s.teamId, roster, completedGames),
          statKeys,
          describe,
        ),
        allTime: leadersView(teamAllTimeLeaders(careerLines, roster), statKeys, describe),
      },
    ];
  });
}
