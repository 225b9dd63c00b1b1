// /admin/seasons/{season}/schedule: generate the season's schedule, read its
// fairness report, reshuffle, publish (docs/league-rules.md#schedules).
import { useSearchParams } from "react-router";
import { requireAdmin } from "~/auth/viewer.server";
import { ScheduleChangesView } from "~/components/admin/schedule-changes";
import { ScheduleDraftView } from "~/components/admin/schedule-draft";
import { ScheduleForm } from "~/components/admin/schedule-form";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Link } from "~/components/link";
import { database } from "~/db/index.server";
import { fieldErrors, formErrors } from "~/form-reply";
import { seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { handleScheduleChange, loadScheduleChanges } from "~/pages/admin-schedule-changes.server";
import type { ScheduleChangeReply } from "~/views/season-schedule";
import { handleSeasonSchedule, loadSeasonSchedule } from "~/pages/admin-season-schedule.server";
import type { Route } from "./+types/admin-season-schedule";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Schedule" };

export function meta({ loaderData }: Route.MetaArgs) {
  const id = loaderData?.season.id;
  return pageMeta({
    title: id ? `Admin: season ${id} schedule` : "Admin: schedule",
    description: "Generate, check and publish a season's schedule.",
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await database();
  const seasonId = seasonIdParam(params.seasonId);
  const url = new URL(request.url);
  const schedule = await loadSeasonSchedule(db, seasonId, url.searchParams.get("month"));
  const changes = schedule.published ? await loadScheduleChanges(db, seasonId, url) : null;
  return { ...schedule, changes };
}

const CHANGE_INTENTS = new Set(["add-game", "gym-closed"]);

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = await request.formData();
  const db = await database();
  const seasonId = seasonIdParam(params.seasonId);
  if (CHANGE_INTENTS.has(String(form.get("intent")))) {
    return handleScheduleChange(db, seasonId, viewer, form);
  }
  return handleSeasonSchedule(db, seasonId, viewer, form);
}

export default function AdminSeasonSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const [params] = useSearchParams();
  const changeReply =
    actionData && "form" in actionData ? (actionData as ScheduleChangeReply) : undefined;
  const [error] = changeReply ? [] : formErrors(actionData?.result);
  const published = params.get("published");
  const news = changeNews(params);
  return (
    <div className="page admin-page">
      <p>
        <Link to={`/admin/seasons/${data.season.id}`} className="more-link">
          ← Season {data.season.id}
        </Link>
      </p>
      <h1>Season {data.season.id} schedule</h1>
      <p className="muted">
        {data.season.name} · {data.teams} teams
      </p>
      {published ? (
        <p className="notice" role="status">
          Published {published} games. {params.get("emails") ?? 0} players were emailed that the
          schedule is out.
        </p>
      ) : null}
      {news ? (
        <p className="notice" role="status">
          {news}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {data.published ? (
        <p>
          The schedule is published: {data.publishedGames} regular-season games.{" "}
          <Link to={`/schedule/seasons/${data.season.id}`}>See it as players do</Link>.
        </p>
      ) : null}
      {data.changes ? (
        <ScheduleChangesView changes={data.changes} reply={changeReply} />
      ) : data.published ? null : (
        <>
          <ScheduleForm
            input={data.input}
            locations={data.locations}
            formatNote={data.formatNote}
            typed={actionData?.result.initialValue ?? null}
            errors={fieldErrors(actionData?.result)}
          />
          {data.draft ? <ScheduleDraftView draft={data.draft} /> : null}
        </>
      )}
    </div>
  );
}

/** What the last change did, from the address it redirected to. */
function changeNews(params: URLSearchParams): string | null {
  const emailed = Number(params.get("emailed") ?? 0) || 0;
  const who = `${emailed} ${emailed === 1 ? "player is" : "players are"} being emailed.`;
  const moved = params.get("moved");
  if (moved) return `Moved ${moved} ${moved === "1" ? "game" : "games"}. ${who}`;
  if (params.get("added")) return `Game added. ${who}`;
  if (params.get("deleted")) return `Game deleted. ${who}`;
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
