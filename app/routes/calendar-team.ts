// /calendar/teams/{teamId}.ics: one team's current-season games as a subscribable feed.
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import type { Route } from "./+types/calendar-team";
import { feedNotFound, teamCalendarResponse } from "./calendar.server";

/** The segment is "{teamId}.ics" with a plain id (like idParam), anything else is no feed. */
const FEED_NAME = /^([A-Za-z0-9_-]{1,64})\.ics$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  const teamId = FEED_NAME.exec(params.teamCalendar ?? "")?.[1];
  if (!teamId) return feedNotFound();
  const response = await teamCalendarResponse(await database(), request, teamId, now());
  return response ?? feedNotFound();
}
