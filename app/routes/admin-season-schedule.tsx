// /admin/seasons/{season}/schedule: generate the season's schedule, read its
// fairness report, reshuffle, publish (docs/league-rules.md#schedules).
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { publishedAnswer, sameScheduleSettings } from "~/domain/season-schedule/draft";
import { requireAdmin } from "~/auth/viewer.server";
import { ScheduleChangesView } from "~/components/admin/seasons/schedule-changes";
import { ScheduleDraftView } from "~/components/admin/seasons/schedule-draft";
import { ScheduleForm } from "~/components/admin/seasons/schedule-form";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Link } from "~/components/link";
import { database } from "~/db/index.server";
import { fieldErrors, formErrors } from "~/form-reply";
import { seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { handleScheduleChange, loadScheduleChanges } from "~/pages/admin-schedule-changes.server";
import type { ScheduleChangeReply, ScheduleFormValues } from "~/views/season-schedule";
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
  const schedule = await loadSeasonSchedule(
    db,
    seasonId,
    url.searchParams.get("month"),
    url.searchParams,
  );
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
  const [error] = formErrors(actionData?.result);
  const published = params.get("published");
  // With JavaScript, the draft follows the form as it is edited; without, the server compares.
  // Kept as the form's settings (and their season), not as a flag: a Generate
  // replaces the draft without remounting the page, and the draft it made is
  // the form's again.
  const [typed, setTyped] = useState<{ season: number; settings: ScheduleFormValues } | null>(null);
  const draftInput = data.draftInput;
  const edited =
    typed !== null &&
    typed.season === data.season.id &&
    draftInput !== null &&
    !sameScheduleSettings(draftInput, typed.settings);
  const cancelTo = `/admin/seasons/${data.season.id}/schedule`;
  return (
    <AdminPage
      back={{ to: `/admin/seasons/${data.season.id}`, label: `Season ${data.season.id}` }}
      title={`Season ${data.season.id} schedule`}
      subtitle={`${data.season.name} · ${data.teams} teams`}
      answer={adminAnswer(
        error ?? data.publishRefused,
        published
          ? publishedAnswer(Number(published) || 0, Number(params.get("emails")) || 0)
          : null,
        changeNews(params),
        params.get("draft") && data.draft?.ok
          ? "Draft schedule made: check it, then publish."
          : null,
      )}
    >
      {data.publish ? <ConfirmStep question={data.publish} cancelTo={cancelTo} /> : null}
      {data.published ? (
        <p>
          The schedule is published: {data.publishedGames} regular-season games.{" "}
          <Link to={`/schedule/seasons/${data.season.id}`}>See it as players do</Link> ·{" "}
          <Link to={`/admin/games?season=${data.season.id}`}>its games in Games</Link>.
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
            primary={!data.draft?.ok || data.draft.fromPrevious || edited}
            onSettingsChange={(settings) => setTyped({ season: data.season.id, settings })}
          />
          {data.draft ? (
            <ScheduleDraftView draft={data.draft} edited={edited} asking={data.publish !== null} />
          ) : null}
        </>
      )}
    </AdminPage>
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
