// /admin/seasons/{season}/schedule: generate the season's schedule, read its
// fairness report, reshuffle, publish (docs/league-rules.md#schedules).
import { useSearchParams } from "react-router";
import { requireAdmin } from "~/auth/viewer.server";
import { ScheduleDraftView } from "~/components/admin/schedule-draft";
import { ScheduleForm } from "~/components/admin/schedule-form";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Link } from "~/components/link";
import { database } from "~/db/index.server";
import { fieldErrors, formErrors } from "~/form-reply";
import { seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
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
  return loadSeasonSchedule(await database(), seasonIdParam(params.seasonId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return handleSeasonSchedule(
    await database(),
    seasonIdParam(params.seasonId),
    viewer,
    await request.formData(),
  );
}

export default function AdminSeasonSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const [params] = useSearchParams();
  const [error] = formErrors(actionData?.result);
  const published = params.get("published");
  return (
    <div className="page admin-page">
      <p>
        <Link to={`/admin/seasons/${data.season.id}`}>← Season {data.season.id}</Link>
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
      ) : (
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
