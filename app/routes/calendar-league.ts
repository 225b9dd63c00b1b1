// /calendar/league.ics: every game of the current season as a subscribable feed.
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { siteOrigin } from "~/http.server";
import type { Route } from "./+types/calendar-league";
import { leagueCalendarResponse } from "~/pages/calendar.server";

export async function loader({ request }: Route.LoaderArgs) {
  return leagueCalendarResponse(await database(), { origin: siteOrigin(request), stamp: now() });
}
