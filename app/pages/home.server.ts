// Everything the home page shows, computed from the current season's games.
import { seasonGames, statStatusesByGame } from "~/data/games.server";
import { seasonLeaders } from "~/pages/season-leaders.server";
import { currentSeason, listSeasons, seasonTeamsOf } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { toGameCard, type GameCardData } from "~/domain/games/card";
import { leadersVisible } from "~/domain/stats/leaders";
import { bracketRounds } from "~/domain/playoffs/rounds";
import {
  homeScheduleChanges,
  homeUpcomingDays,
  isRegularSeasonOver,
  recentScores,
  upcomingWithin,
} from "~/domain/schedule/windows";
import { groupByDay, groupUpcoming } from "~/domain/schedule/page";
import { computeStandings, conferenceStandings } from "~/domain/stats/standings";
import { firstMomentAfter } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import type { BracketRoundView } from "~/views/playoffs";
import { cachedPageData } from "~/data/page-cache.server";
import { followChangesAt, gamesToFollow } from "~/domain/live/follow";
import { liveFeed } from "./live.server";
import { isCompleted } from "~/domain/games/state";

export async function loadHomePage(db: Database, now: Date) {
  const season = await currentSeason(db);
  if (!season) return { season: null, changesAt: null } as const;
  const [games, teams, seasons] = await Promise.all([
    seasonGames(db, season.id),
    seasonTeamsOf(db, season.id),
    listSeasons(db),
  ]);
  const teamsById = new Map(teams.map((t) => [t.id, t]));
  const playoffsShown = isRegularSeasonOver(games);
  const upcomingDays = homeUpcomingDays(playoffsShown);
  const upcoming = upcomingWithin(games, now, upcomingDays);
  const recent = recentScores(games, now);
  // Only the decided games shown as cards need their stat statuses (forfeit, no stats).
  const shownDecided = [
    ...recent,
    ...(playoffsShown ? games.filter((g) => g.type === "playoff") : []),
  ]
    .filter(isCompleted)
    .map((g) => g.id);
  const completed = games.filter((g) => g.status === "completed");
  const [statuses, leaders] = await Promise.all([
    statStatusesByGame(db, shownDecided),
    leadersVisible(completed.length, teams.length)
      ? seasonLeaders(db, season, completed.length, teamsById)
      : null,
  ]);
  const card = (g: Game) => toGameCard(g, teamsById, statuses.get(g.id) ?? []);

  const previous = seasons.filter((s) => s.id < season.id).at(-1);

  const standings = computeStandings(teams, games);
  const live = games
    .filter((g) => g.status === "live")
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const listed = [
    ...live,
    ...upcoming,
    ...recent,
    ...(playoffsShown ? games.filter((g) => g.type === "playoff") : []),
  ];
  return {
    season: { id: season.id, name: season.name },
    // The next moment the clock changes what is upcoming or recent, or
    // whether it is a game day (the stream is opened or not).
    changesAt: firstMomentAfter(
      [...homeScheduleChanges(games, upcomingDays), followChangesAt(listed, now)?.getTime()],
      now,
    ),
    hasGames: games.length > 0,
    liveNow: live.map(card),
    /** The listed games a live stream follows (none on a quiet day: no stream). */
    followed: gamesToFollow(listed, now).map((g) => ({ id: g.id, homeTeamId: g.homeTeamId })),
    /** Recent results under day headers, newest day first. */
    recentScores: groupByDay(recent).map((d) => ({ ...d, items: d.items.map(card) })),
    /** The next days' games under day headers, earliest first. */
    upcoming: groupUpcoming(upcoming).map((d) => ({ ...d, items: d.items.map(card) })),
    upcomingDays,
    // 'results of season N' is offered when nothing is coming up but games exist.
    previousSeasonId: previous && games.length > 0 && upcoming.length === 0 ? previous.id : null,
    bracket: playoffsShown ? bracketView(games, card) : null,
    standings: {
      league: standings,
      conferences: conferenceStandings(teams, games),
    },
    leaders,
  };
}

function bracketView(games: Game[], card: (g: Game) => GameCardData): BracketRoundView[] {
  return bracketRounds(games).map((r) => ({
    round: r.round,
    label: r.label,
    groups: r.groups.map((g) => ({ ...g, games: g.games.map(card) })),
  }));
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;

/** Cached per league version, until the clock changes what is "recent" and "upcoming". */
export function homePage(db: Database, at: Date): Promise<HomePageData> {
  return cachedPageData(db, "home", () => loadHomePage(db, at), {
    now: at,
    changesAt: (page) => page.changesAt,
  });
}

/**
 * The home page, and the running scores of its live games (read on every
 * request) with the stream that follows them: only on a game day.
 */
export async function homePageWithLive(db: Database, at: Date) {
  const page = await homePage(db, at);
  const followed = page.season ? page.followed : [];
  const live = followed.length > 0 ? await liveFeed(db, followed) : null;
  return { ...page, live };
}
