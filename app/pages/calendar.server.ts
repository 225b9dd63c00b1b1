// The subscribable calendar feeds: /calendar/league.ics and /calendar/teams/{id}.ics.
// ical-generator writes the iCalendar text; app/domain/schedule/calendar-feed.ts decides what
// each event says.
import { TZDate } from "@date-fns/tz";
import ical, { ICalEventStatus, type ICalCalendar } from "ical-generator";
import { seasonGames } from "~/data/games.server";
import { currentSeason, seasonTeamsOf } from "~/data/seasons.server";
import { teamById, teamSeasonGames } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import {
  CALENDAR_REFRESH_MINUTES,
  calendarEventEnd,
  calendarEventStatus,
  calendarEventSummary,
} from "~/domain/schedule/calendar-feed";
import { formatLocation } from "~/domain/games/state";
import { LEAGUE_NAME, LEAGUE_SHORT_NAME, LEAGUE_TIME_ZONE } from "~/domain/league";
import type { Game, TeamRef } from "~/domain/types";

/** Calendar apps poll feeds; five minutes of caching spares the database. */
const CACHE_CONTROL = "public, max-age=300";

/**
 * The league zone's rules as a VTIMEZONE block (US rules since 2007), so that
 * clients which do not know IANA names (Outlook) still place games right.
 * Other zones fall back to the TZID alone, which most clients resolve.
 */
const VTIMEZONES: Record<string, string> = {
  "America/New_York": [
    "BEGIN:VTIMEZONE",
    "TZID:America/New_York",
    "X-LIC-LOCATION:America/New_York",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n"),
};

export interface FeedContext {
  /** Scheme, host and port that links in the feed start with. */
  origin: string;
  /** When the feed is generated (DTSTAMP), from the app's clock. */
  stamp: Date;
}

function buildCalendar(
  name: string,
  description: string,
  games: Game[],
  teamsById: Map<string, TeamRef>,
  { origin, stamp }: FeedContext,
): ICalCalendar {
  const calendar = ical({
    name,
    description,
    prodId: { company: LEAGUE_NAME, product: "schedule", language: "EN" },
    url: origin,
    // No calendar-wide zone: ical-generator would then write DTSTAMP as a
    // local time, and RFC 5545 wants it in UTC. Each event names the league
    // zone instead, and the generator still adds its VTIMEZONE block.
    timezone: { name: null, generator: (zone) => VTIMEZONES[zone] ?? null },
    ttl: CALENDAR_REFRESH_MINUTES * 60,
  });
  const host = new URL(origin).hostname;
  for (const game of games) {
    const url = `${origin}/games/${encodeURIComponent(game.id)}`;
    calendar.createEvent({
      id: `${game.id}@${host}`,
      stamp,
      // TZDate reads wall-clock time in the league zone, which is what
      // ical-generator writes next to TZID.
      start: new TZDate(game.startsAt.getTime(), LEAGUE_TIME_ZONE),
      end: new TZDate(calendarEventEnd(game).getTime(), LEAGUE_TIME_ZONE),
      timezone: LEAGUE_TIME_ZONE,
      summary: calendarEventSummary(game, teamsById),
      location: formatLocation(game.location),
      url,
      description: `${LEAGUE_SHORT_NAME}. Game details: ${url}`,
      status:
        calendarEventStatus(game) === "CANCELLED"
          ? ICalEventStatus.CANCELLED
          : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar;
}

function calendarResponse(calendar: ICalCalendar, filename: string): Response {
  return new Response(calendar.toString(), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": CACHE_CONTROL,
      "Content-Disposition": `inline; filename="${filename}"`,
    },
  });
}

/** Every game of the current season (an empty calendar before any season exists). */
export async function leagueCalendar(db: Database, context: FeedContext): Promise<ICalCalendar> {
  const season = await currentSeason(db);
  const [games, teams] = season
    ? await Promise.all([seasonGames(db, season.id), seasonTeamsOf(db, season.id)])
    : [[], []];
  return buildCalendar(
    LEAGUE_NAME,
    `Every game of ${season?.name ?? "the season"}.`,
    games,
    new Map(teams.map((t) => [t.id, t])),
    context,
  );
}

/** One team's current-season games; null for an unknown team (404). */
export async function teamCalendar(
  db: Database,
  teamId: string,
  context: FeedContext,
): Promise<ICalCalendar | null> {
  const team = await teamById(db, teamId);
  if (!team) return null;
  const season = await currentSeason(db);
  const [games, teams] = season
    ? await Promise.all([teamSeasonGames(db, season.id, team.id), seasonTeamsOf(db, season.id)])
    : [[], []];
  const teamsById = new Map<string, TeamRef>(teams.map((t) => [t.id, t]));
  teamsById.set(team.id, team);
  return buildCalendar(
    `${team.name} · ${LEAGUE_SHORT_NAME}`,
    `Games of the ${team.name} in ${season?.name ?? "the season"}.`,
    games,
    teamsById,
    context,
  );
}

export async function leagueCalendarResponse(
  db: Database,
  context: FeedContext,
): Promise<Response> {
  const calendar = await leagueCalendar(db, context);
  return calendarResponse(calendar, "league.ics");
}

/** Null for an unknown team. */
export async function teamCalendarResponse(
  db: Database,
  teamId: string,
  context: FeedContext,
): Promise<Response | null> {
  const calendar = await teamCalendar(db, teamId, context);
  return calendar ? calendarResponse(calendar, `${teamId}.ics`) : null;
}

/** Feeds are read by calendar apps, not people: a plain-text 404, not a page. */
export function feedNotFound(): Response {
  return new Response("Calendar not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
