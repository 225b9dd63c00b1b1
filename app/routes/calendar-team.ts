// /calendar/teams/{teamId}.ics: one team's current-season games as a subscribable feed.
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { siteOrigin } from "~/http.server";
import type { Route } from "./+types/calendar-team";
import { feedNotFound, teamCalendarResponse } from "~/pages/calendar.server";
import { isRecordId } from "~/domain/ids";

export async function loader({ request, params }: Route.LoaderArgs) {
  // The segment is "{teamId}.ics" with a plain id; anything else is no feed.
  const teamId = params.teamCalendar?.replace(/\.ics$/, "");
  if (!params.teamCalendar?.endsWith(".ics") || !isRecordId(teamId)) return feedNotFound();
  const response = await teamCalendarResponse(await database(), teamId, {
    origin: siteOrigin(request),
    stamp: now(),
  });
  return response ?? feedNotFound();
}
