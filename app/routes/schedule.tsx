// /schedule, /schedule/teams/{teamId}, /schedule/seasons/{seasonId} and
// /schedule/seasons/{seasonId}/teams/{teamId}: one season's games (or one
// team's), upcoming first, then the results, newest first.
import { redirect } from "react-router";
import { Link } from "~/components/link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { RouteHandle } from "~/components/chrome";
import { GameCardList } from "~/components/game-card";
import { ServerMarkup } from "~/components/server-markup";
import { ScheduleResults } from "~/components/schedule-results";
import { ScheduleSeasonNav } from "~/components/schedule-season-nav";
import { ScheduleTeamPicker } from "~/components/schedule-team-picker";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { scheduleHref } from "~/domain/schedule-page";
import { foundOr404, idParam, seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/schedule";
import { loadSchedulePage } from "~/pages/schedule.server";

export const handle: RouteHandle = { title: "Schedule" };

export function meta({ data }: Route.MetaArgs) {
  if (!data) {
    return pageMeta({ title: "Schedule not found", description: "No such season or team." });
  }
  const { season, team } = data;
  return pageMeta({
    title: team ? `${team.name} Schedule` : `Schedule: ${season.name}`,
    description: team
      ? `Upcoming games and results of the ${team.name} in ${season.name}${data.record ? ` (${data.record})` : ""}.`
      : `Every upcoming game and result of ${season.name}, by team.`,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const p = params as { seasonId?: string; teamId?: string };
  const seasonId = p.seasonId === undefined ? null : seasonIdParam(p.seasonId);
  // The team picker's form without JavaScript: ?team=… goes to that team's address.
  const picked = new URL(request.url).searchParams.get("team");
  if (picked !== null) throw redirect(scheduleHref(seasonId, picked || null));
  const teamId = p.teamId === undefined ? null : idParam(p.teamId);
  const page = await loadSchedulePage(await database(), { seasonId, teamId }, now());
  shareWithVisitors(context, { changesAt: page?.changesAt });
  return foundOr404(page, "Schedule not found");
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <div className="page">
      <div className="page-intro">
        <h1>{data.team ? `${data.team.name} Schedule` : "Schedule"}</h1>
        <p className="muted">{data.season.name}</p>
      </div>

      <div className="schedule-controls">
        <ScheduleSeasonNav seasons={data.seasonLinks} />
        <ScheduleTeamPicker
          teams={data.teams}
          selectedId={data.team?.id ?? null}
          baseHref={data.baseHref}
        />
      </div>

      {data.team ? (
        <div className="schedule-team-summary">
          <span className="team-record">
            Record {data.record}
            {data.playoffRecord ? `, playoffs ${data.playoffRecord}` : ""}
          </span>
          <Link to={data.baseHref}>All Games</Link>
          <Link to={`/teams/${data.team.id}`}>Team page</Link>
        </div>
      ) : null}
      <p>
        <a href={data.calendarHref} className="subscribe-link">
          Subscribe to the {data.team ? `${data.team.name} ` : "league "}calendar
        </a>
        {data.season.isCurrent ? null : <span className="muted small"> (current season)</span>}
      </p>

      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="section-title">
          Upcoming
        </h2>
        {data.upcoming.length > 0 ? (
          <GameCardList games={data.upcoming} />
        ) : (
          <p className="empty">{data.emptyText}</p>
        )}
      </section>

      {data.pastByMonth.length > 0 ? (
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="section-title">
            Results
          </h2>
          <ServerMarkup data={data.pastByMonth}>
            <ScheduleResults months={data.pastByMonth} />
          </ServerMarkup>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
