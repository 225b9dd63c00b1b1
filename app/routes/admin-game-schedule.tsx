// /admin/games/{gameId}/schedule: postpone a game, or move it to a new date,
// time and place (docs/league-rules.md#postponing-and-moving-a-game). The
// players who asked are emailed; the schedule, the calendar feeds and the
// game page follow at once.
import { useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { refusedAnswer } from "~/components/admin/form-answer";
import { DeleteGame, GameScheduleForm } from "~/components/admin/games/schedule-form";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { idParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { changeGameSchedule, loadGameSchedulePage } from "~/pages/admin-game-schedule.server";
import type { Route } from "./+types/admin-game-schedule";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Postpone or move" };

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.game.title ?? "game";
  return pageMeta({ title: `Postpone or move ${title}`, description: "Postpone or move a game." });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadGameSchedulePage(await database(), idParam(params.gameId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return changeGameSchedule(
    await database(),
    idParam(params.gameId),
    viewer,
    await request.formData(),
  );
}

function doneMessage(done: string | null, emailed: number): string | null {
  if (done !== "postponed" && done !== "moved") return null;
  const what = done === "postponed" ? "Postponed" : "Saved";
  const who =
    emailed === 0
      ? "No player asked to be emailed."
      : `${emailed} player${emailed === 1 ? " is" : "s are"} being emailed.`;
  return `${what}: the schedule, the calendar feeds and the game page show it now. ${who}`;
}

export default function AdminGameSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { game, locked, deleteLocked, defaultValue, locations } = loaderData;
  const [params] = useSearchParams();
  const message = actionData
    ? null
    : doneMessage(params.get("done"), Number(params.get("emailed") ?? 0) || 0);
  const refused = refusedAnswer(actionData?.result);
  return (
    <AdminPage
      back={{ to: `/admin/games/${game.id}`, label: "Result entry" }}
      title={game.title}
      subtitle={
        <>
          {game.when} · {game.location} · <Link to={`/games/${game.id}`}>Game page</Link>
        </>
      }
      answer={adminAnswer(refused, message)}
      narrow
    >
      {locked ? (
        // Why the game cannot change; a refusal just now is already the page's one alert.
        <p className="form-error" role={refused ? undefined : "alert"}>
          {locked}
        </p>
      ) : (
        <GameScheduleForm
          // A fresh form after each change: its boxes show the game as saved.
          key={`${game.when}-${game.location}`}
          gameId={game.id}
          postponed={game.postponed}
          defaultValue={defaultValue}
          locations={locations}
          lastResult={actionData?.result}
        />
      )}
      {deleteLocked ? null : <DeleteGame shown={loaderData.deleteKey} />}
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
