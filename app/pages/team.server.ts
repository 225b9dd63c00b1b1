// What a team page (/teams/{id}) and its bio page (/who-do-you-play-for/{id}) show.
import { splitScheduleChanges } from "~/domain/schedule/windows";
import { firstMomentAfter } from "~/domain/time/league-time";
import { statStatusesByGame } from "~/data/games.server";
import { currentSeason, listSeasons, seasonTeamsOf } from "~/data/seasons.server";
import {
  seasonIdsOfTeam,
  seasonRoster,
  seasonTeamInfo,
  teamById,
  teamSeasonGames,
} from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { toGameCard, type GameCardData } from "~/domain/games/card";
import { formatRecord } from "~/domain/stats/standings";
import {
  conferenceLabel,
  lastAndNextGame,
  sortRoster,
  teamSeasonRecord,
} from "~/domain/teams/pages";
import type { Game } from "~/domain/types";
import { fullName } from "~/domain/people/name";
import type { RosterRow, TeamFormView } from "~/views/team";
import { drawnBarChart } from "~/charts/draw.server";
import { barChart } from "~/domain/charts/bar-geometry";
import {
  formSummary,
  lastFiveWords,
  streakWords,
  teamForm,
} from "~/domain/charts/team-season-form";
import { formatGameDay } from "~/domain/time/league-time";
import { isCompleted } from "~/domain/games/state";
import { seasonChampions } from "~/domain/season/close";
import { completedFinals } from "~/data/games.server";
import { formatHeight } from "~/domain/people/choices";
import { followChangesAt } from "~/domain/live/follow";
import { liveCardsFeed } from "./live.server";

/** The seasons this team won ("Champions, Fall 2024"), newest first. */
async function championships(db: Database, teamId: string) {
  const [seasons, finals] = await Promise.all([listSeasons(db), completedFinals(db)]);
  const champions = seasonChampions(seasons, finals);
  return seasons
    .filter((s) => champions.get(s.id) === teamId)
    .sort((a, b) => b.id - a.id)
    .map((s) => ({ seasonId: s.id, name: s.name }));
}

/** The team's form as the page draws it: bars of the margins, won and lost, each to its game. */
function formView(
  team: { id: string; name: string; color: string },
  seasonName: string,
  games: Game[],
  teamsById: Map<string, { abbreviation: string }>,
): TeamFormView {
  const form = teamForm(team.id, games);
  const opponent = (teamId: string) => teamsById.get(teamId)?.abbreviation ?? "TBD";
  const signed = (m: number) => (m > 0 ? `+${m}` : String(m));
  return {
    streak: streakWords(form.streak),
    lastFive: lastFiveWords(form.lastFive),
    chart:
      form.results.length === 0
        ? null
        : drawnBarChart(
            barChart({
              name: `${team.name} results by margin, ${seasonName}`,
              summary: formSummary(team.name, seasonName, form),
              // A win green and above the line, a loss red and below it: told by
              // position as well as colour; each bar leads to its game.
              bars: form.results.map((r) => ({
                value: r.margin,
                title: `${formatGameDay(r.startsAt)} vs ${opponent(r.opponentId)}: ${r.won ? "W" : "L"} ${r.own}-${r.other} (${signed(r.margin)})`,
                tone: r.won ? "win" : "loss",
                href: `/games/${r.gameId}`,
              })),
              xLabels: form.results.map((r) => opponent(r.opponentId)),
              formatTick: signed,
            }),
            "team-form-summary",
          ),
  };
}

/** Null when no team has this id (the route answers 404). */
export async function loadTeamPage(db: Database, teamId: string, now: Date) {
  const team = await teamById(db, teamId);
  if (!team) return null;
  const [season, titles] = await Promise.all([currentSeason(db), championships(db, team.id)]);
  const base = {
    id: team.id,
    name: team.name,
    abbreviation: team.abbreviation,
    color: team.color,
    titles,
  };
  const info = season ? await seasonTeamInfo(db, season.id, team.id) : undefined;
  if (!season || !info) {
    // A team of earlier seasons still has a page: point at its last season.
    const seasonIds = await seasonIdsOfTeam(db, team.id);
    return {
      team: base,
      hasBio: team.bio.length > 0,
      current: null,
      currentSeasonName: season?.name ?? null,
      lastSeasonId: seasonIds.at(-1) ?? null,
      changesAt: null,
    } as const;
  }

  const [games, seasonTeams, roster] = await Promise.all([
    teamSeasonGames(db, season.id, team.id),
    seasonTeamsOf(db, season.id),
    seasonRoster(db, season.id, team.id),
  ]);
  const { live, last, next } = lastAndNextGame(games, now);
  const shown = [last, next].filter((g): g is Game => g !== null);
  // The next game becomes the last one at its start; a game day begins or
  // ends at midnight (the stream is opened or not).
  const changesAt = firstMomentAfter(
    [...splitScheduleChanges(games), followChangesAt([...live, ...shown], now)?.getTime()],
    now,
  );
  const statuses = await statStatusesByGame(
    db,
    shown.filter(isCompleted).map((g) => g.id),
  );
  const teamsById = new Map(seasonTeams.map((t) => [t.id, t]));
  const card = (g: Game | null): GameCardData | null =>
    g ? toGameCard(g, teamsById, statuses.get(g.id) ?? []) : null;
  const record = teamSeasonRecord(team.id, games);
  const liveNow = live.map((g) => toGameCard(g, teamsById, []));
  // The running scores, read on every request (never cached with the page),
  // and the stream on a game day only.
  const liveScores = await liveCardsFeed(db, [...live, ...shown], now);

  return {
    team: base,
    hasBio: team.bio.length > 0,
    current: {
      season: { id: season.id, name: season.name },
      conference: conferenceLabel(info.conference),
      seed: info.seed,
      record: formatRecord(record.regular),
      playoffRecord: record.playoffs ? formatRecord(record.playoffs) : null,
      /** Games being scored live: shown first, under "Live Now". */
      liveNow,
      /**
       * The running scores of its live games when the page was drawn, and the
       * stream that turns today's card LIVE and Final; null on a quiet day.
       */
      live: liveScores,
      /** The season's results as margins, the streak and the last five. */
      form: formView(team, season.name, games, teamsById),
      lastGame: card(last),
      nextGame: card(next),
      roster: sortRoster(roster).map((p): RosterRow => ({
        id: p.id,
        name: fullName(p),
        jerseyNumber: p.jerseyNumber,
        height: formatHeight(p.heightFeet, p.heightInches),
        isCaptain: p.isCaptain,
      })),
    },
    currentSeasonName: season.name,
    lastSeasonId: season.id,
    changesAt,
  } as const;
}

/** The 'Who Do You Play For?' page: the team's story. Null for an unknown team. */
export async function loadTeamBio(db: Database, teamId: string) {
  const team = await teamById(db, teamId);
  if (!team) return null;
  return { team: { id: team.id, name: team.name, bio: team.bio } };
}

export type TeamPageData = NonNullable<Awaited<ReturnType<typeof loadTeamPage>>>;
