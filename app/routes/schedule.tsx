// /schedule, /schedule/teams/{teamId}, /schedule/seasons/{seasonId} and
// /schedule/seasons/{seasonId}/teams/{teamId}: one season's games (or one
// team's) under day headers: a game being scored live first ("Live Now", its
// running score followed from the live stream), then the results, newest day
// first, then what is to come, with links at the top to jump to each. On a
// game day its cards follow the live stream where they stand (LIVE, the
// score, Final).
import { redirect } from "react-router";
import { Link } from "~/components/link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { RouteHandle } from "~/components/chrome/page-title";
import { LiveNowSection } from "~/components/games/card";
import { GameDays } from "~/components/games/days";
import { LiveCards, useLiveCards } from "~/components/live/live-cards";
import { ScheduleResults } from "~/components/schedule/results";
import { ScheduleSeasonNav } from "~/components/schedule/season-nav";
import { ScheduleTeamPicker } from "~/components/schedule/team-picker";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { scheduleHref } from "~/domain/schedule/page";
import { foundOr404, idParam, seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/schedule";
import { loadSchedulePage } from "~/pages/schedule.server";
import { TitledSection } from "~/components/chrome/titled-section";

export const handle: RouteHandle = {
  hydrate: "never",
  islands: ["live", "enhance"],
  title: "Schedule",
};

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
  shareWithVisitors(context, {
    changesAt: page?.changesAt,
    liveScores: (page?.liveNow.length ?? 0) > 0,
  });
  return foundOr404(page, "Schedule not found");
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const live = useLiveCards(data.live);
  return (
    <div
      className="page"
      // The live island's part (app/islands/live.ts): the stream it follows; only its
      // game cards change, drawn as on this page.
      data-live-stream={data.live?.streamUrl ?? ""}
      data-live-cards=""
    >
      <div className="page-intro">
        <h1>{data.team ? `${data.team.name} Schedule` : "Schedule"}</h1>
        <p className="muted">{data.season.name}</p>
      </div>

      {/* Plain in-page anchors: they jump without JavaScript. */}
      <nav className="schedule-jump" aria-label="Jump to">
        {data.liveNow.length > 0 ? <a href="#live">Live Now</a> : null}
        {data.results.months.length > 0 ? <a href="#results">Results</a> : null}
        <a href="#upcoming">Upcoming</a>
      </nav>

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

      <LiveCards states={live}>
        <LiveNowSection games={data.liveNow} id="live" />

        {data.results.months.length > 0 ? (
          <TitledSection titleId="results-title" id="results" title="Results">
            <ScheduleResults results={data.results} />
          </TitledSection>
        ) : null}

        <TitledSection titleId="upcoming-title" id="upcoming" title="Upcoming">
          {data.upcomingDays.length > 0 ? (
            <GameDays days={data.upcomingDays} />
          ) : (
            <p className="empty">{data.emptyText}</p>
          )}
        </TitledSection>
      </LiveCards>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
