// The schedule pages: one season's games (or one team's), split into what is
// to come and what has been played (docs/league-rules.md#times).
import { firstMomentAfter } from "~/domain/time/league-time";
import { seasonGames, statStatusesByGame } from "~/data/games.server";
import { currentSeason, listSeasons, seasonTeamsOf } from "~/data/seasons.server";
import { seasonIdsOfTeam } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { toGameCard } from "~/domain/games/card";
import { splitScheduleChanges, splitScheduleLiveFirst } from "~/domain/schedule/windows";
import {
  groupByDay,
  groupUpcoming,
  groupByMonth,
  leagueCalendarHref,
  monthToOpen,
  scheduleEmptyText,
  scheduleHref,
  teamCalendarHref,
} from "~/domain/schedule/page";
import { formatRecord } from "~/domain/stats/standings";
import { teamSeasonRecord } from "~/domain/teams/pages";
import type { Game } from "~/domain/types";
import { isCompleted } from "~/domain/games/state";
import type { ScheduleResultsView } from "~/views/schedule";
import { followChangesAt } from "~/domain/live/follow";
import { liveCardsFeed } from "./live.server";

export interface ScheduleRequest {
  /** From the URL; null on /schedule and /schedule/teams/{id} (the current season). */
  seasonId: number | null;
  teamId: string | null;
}

/** Null when the season, or the team in that season, does not exist (the route answers 404). */
export async function loadSchedulePage(db: Database, request: ScheduleRequest, now: Date) {
  const [seasons, current] = await Promise.all([listSeasons(db), currentSeason(db)]);
  const season =
    request.seasonId === null ? current : seasons.find((s) => s.id === request.seasonId);
  if (!season) return null;
  const [teams, allGames] = await Promise.all([
    seasonTeamsOf(db, season.id),
    seasonGames(db, season.id),
  ]);
  const team = request.teamId === null ? null : teams.find((t) => t.id === request.teamId);
  if (team === undefined) return null;

  const games = team
    ? allGames.filter((g) => g.homeTeamId === team.id || g.awayTeamId === team.id)
    : allGames;
  const { live, upcoming, past } = splitScheduleLiveFirst(games, now);
  const statuses = await statStatusesByGame(
    db,
    past.filter(isCompleted).map((g) => g.id),
  );
  const teamsById = new Map(teams.map((t) => [t.id, t]));
  const card = (g: Game) => toGameCard(g, teamsById, statuses.get(g.id) ?? []);
  const record = team ? teamSeasonRecord(team.id, allGames) : null;
  // Season links keep the chosen team where it played that season.
  const teamSeasons = new Set(team ? await seasonIdsOfTeam(db, team.id) : []);
  const liveNow = live.map(card);
  const listed = [...live, ...upcoming, ...past];
  // The running scores, read on every request (never cached with the page),
  // and the stream on a game day only.
  const liveScores = await liveCardsFeed(db, listed, now);

  return {
    season: { id: season.id, name: season.name, isCurrent: season.id === current?.id },
    team: team ? { id: team.id, name: team.name } : null,
    record: record ? formatRecord(record.regular) : null,
    playoffRecord: record?.playoffs ? formatRecord(record.playoffs) : null,
    /**
     * The unfiltered schedule of this season: the 'All Games' link, the team
     * picker's GET form target, and the prefix of every team's schedule.
     */
    baseHref: scheduleHref(request.seasonId, null),
    teams: teams.map((t) => ({ id: t.id, name: t.name })),
    seasonLinks: seasons.map((s) => ({
      id: s.id,
      name: s.name,
      href: scheduleHref(s.id, team && teamSeasons.has(s.id) ? team.id : null),
      current: s.id === season.id,
    })),
    calendarHref: team ? teamCalendarHref(team.id) : leagueCalendarHref(),
    /** Games being scored live, earliest first: shown first, under "Live Now". */
    liveNow,
    /**
     * The running scores of its live games when the page was drawn, and the
     * stream that turns any of today's cards LIVE and Final; null on a quiet day.
     */
    live: liveScores,
    /** Upcoming games by day, earliest first. */
    upcomingDays: groupUpcoming(upcoming).map((d) => ({ ...d, items: d.items.map(card) })),
    results: {
      months: groupByMonth(past).map((m) => ({
        ...m,
        items: groupByDay(m.items).map((d) => ({ ...d, items: d.items.map(card) })),
      })),
      openMonth: monthToOpen(past),
    } satisfies ScheduleResultsView,
    emptyText: scheduleEmptyText(games.length, upcoming.length),
    // A game moves from upcoming to the results at its start; a game day
    // begins or ends at midnight (the stream is opened or not).
    changesAt: firstMomentAfter(
      [...splitScheduleChanges(games), followChangesAt(listed, now)?.getTime()],
      now,
    ),
  };
}

export type SchedulePageData = NonNullable<Awaited<ReturnType<typeof loadSchedulePage>>>;
