// /admin/seasons/{season}: the season's teams and conferences (Completed
// seasons are read-only, docs/league-rules.md#seasons), links to each team's
// roster, and the playoff bracket generator.
import { useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { BracketGenerator } from "~/components/admin/seasons/bracket-generator";
import { SeasonClose } from "~/components/admin/seasons/close";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { SeasonChecklist } from "~/components/admin/seasons/checklist";
import { SeasonLifecycle } from "~/components/admin/seasons/lifecycle";
import { SeasonFeeForm } from "~/components/admin/seasons/fee-form";
import { SeasonTeamPicker } from "~/components/admin/seasons/team-picker";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { formErrors } from "~/form-reply";
import { seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-season";
import { handleAdminSeason, loadAdminSeason } from "~/pages/admin-season.server";
import { loadSeasonFeeSection } from "~/pages/season-fee.server";
import { now } from "~/clock.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Edit season" };

export function meta({ loaderData }: Route.MetaArgs) {
  const id = loaderData?.season.id;
  return pageMeta({
    title: id ? `Admin: season ${id}` : "Admin: season",
    description: "Teams, rosters and playoffs of a season.",
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const asked = new URL(request.url).searchParams;
  const db = await database();
  const seasonId = seasonIdParam(params.seasonId);
  const page = await loadAdminSeason(db, seasonId, undefined, asked);
  return { ...page, fee: await loadSeasonFeeSection(db, seasonId, now()) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return handleAdminSeason(
    await database(),
    seasonIdParam(params.seasonId),
    viewer,
    await request.formData(),
  );
}

const SAVED: Record<string, (id: number) => string> = {
  started: (id) =>
    `Season ${id} is started. Open its signups, then make it current when it begins.`,
  current: (id) => `Season ${id} is now the current season.`,
  "open-registration": (id) => `Signups are open for season ${id}.`,
  "close-registration": (id) => `Signups are closed for season ${id}.`,
  closed: (id) => `Season ${id} is closed.`,
  reopened: (id) => `Season ${id} is open again for corrections.`,
  teams: (id) => `Saved the teams of season ${id}.`,
  fee: (id) => `Saved the fee and draft of season ${id}.`,
};

export default function AdminSeason({ loaderData, actionData }: Route.ComponentProps) {
  const { season, teams, playoffs, checklist, confirm } = loaderData;
  const refused = (form: "teams" | "playoffs" | "season" | "fee") =>
    actionData?.form === form ? actionData.result : undefined;
  const [teamsError] = formErrors(refused("teams"));
  const [playoffsError] = formErrors(refused("playoffs"));
  const [seasonError] = formErrors(refused("season"));
  const [feeError] = formErrors(refused("fee"));
  const [params] = useSearchParams();
  const saved = params.get("saved") ?? (params.get("started") ? "started" : null);
  const completed = season.status === "Completed";
  const playing = teams.filter((t) => t.inSeason);
  const count = (c: "east" | "west") => playing.filter((t) => t.conference === c).length;
  // A refused "open signups" while another season's are open asks its question instead.
  const question = confirm ?? (actionData?.form === "season" ? actionData.question : null) ?? null;
  return (
    <AdminPage
      back={{ to: "/admin/seasons", label: "All seasons" }}
      title={`Season ${season.id}`}
      subtitle={
        <>
          {season.name} · <span className="season-status">{season.status}</span> · {playing.length}{" "}
          teams ({count("east")} East, {count("west")} West)
        </>
      }
      answer={adminAnswer(
        seasonError ?? teamsError ?? playoffsError ?? feeError,
        saved ? SAVED[saved]?.(season.id) : null,
        params.get("playoffs") === "generated"
          ? `Playoff bracket generated: ${playoffs.games.length} games.`
          : null,
      )}
    >
      {question ? (
        <ConfirmStep question={question} cancelTo={`/admin/seasons/${season.id}`} />
      ) : (
        <SeasonChecklist {...checklist} />
      )}
      <SeasonLifecycle season={season} />
      <SeasonFeeForm fee={loaderData.fee} closed={season.closed} refused={refused("fee")} />
      <p>
        <Link to={`/admin/seasons/${season.id}/schedule`} className="button button-secondary">
          Schedule
        </Link>{" "}
        <Link to={`/admin/games?season=${season.id}`} className="button button-secondary">
          Games
        </Link>{" "}
        <Link to={`/admin/seasons/${season.id}/draft`} className="button button-secondary">
          Draft
        </Link>
      </p>
      <h2 className="section-title" id="teams">
        Teams
      </h2>
      {loaderData.closing.closedAt ? (
        <p className="small">
          Season {season.id} is closed: its teams, rosters, captains, results and playoffs stand as
          they are. Reopen it below to correct them.
        </p>
      ) : completed ? (
        <p className="small">
          Season {season.id} is completed: its teams are shown as they played and cannot change.
          Rosters stay open for corrections until the season is closed.
        </p>
      ) : null}
      <SeasonTeamPicker
        seasonId={season.id}
        completed={completed}
        teams={teams}
        typed={refused("teams")?.initialValue}
      />
      {/* No bracket to seed before the season has games (its schedule comes first). */}
      {loaderData.closing.games > 0 ? (
        <BracketGenerator seasonId={season.id} playoffs={playoffs} />
      ) : null}
      <SeasonClose seasonId={season.id} closing={loaderData.closing} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
