// /admin/seasons: every season with its status and whether it takes signups,
// and "Start next season" (docs/league-rules.md#seasons). The caller has
// already checked requireAdmin.
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { seasonGames } from "~/data/games.server";
import { nextSeasonProposal, startNextSeason } from "~/data/season-lifecycle.server";
import { listSeasons, SeasonChangeRefused, SeasonNameTaken } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { RECORD_ID } from "~/domain/ids";
import { proposedSeasonStart, seasonNameFor, seasonNameSchema } from "~/domain/season/start";
import { currentSeasonIdOf, seasonStatus } from "~/domain/season/status";
import { refusal, type FormReply } from "~/form-reply";

export async function loadAdminSeasons(db: Database) {
  const [seasons, proposal] = await Promise.all([listSeasons(db), nextSeasonProposal(db)]);
  const currentId = currentSeasonIdOf(seasons);
  const latestGames = proposal ? await seasonGames(db, proposal.latest.id) : [];
  const lastGame = latestGames.at(-1)?.startsAt ?? null;
  return {
    seasons: seasons.map((s) => ({
      id: s.id,
      name: s.name,
      status: seasonStatus(s.id, currentId),
      registrationOpen: s.registrationOpen,
    })),
    next: proposal
      ? {
          id: proposal.nextId,
          from: proposal.latest,
          name: seasonNameFor(proposedSeasonStart(lastGame, now())),
          teams: proposal.teams,
        }
      : null,
  };
}

export type AdminSeasonsReply = FormReply;

/** The captain picked for each team: a player id, or "" for none. */
function captainsFrom(form: FormData): Map<string, string | null> {
  const captains = new Map<string, string | null>();
  for (const [key, value] of form.entries()) {
    const teamId = key.startsWith("captain-") ? key.slice("captain-".length) : null;
    if (!teamId || !RECORD_ID.test(teamId) || typeof value !== "string") continue;
    captains.set(teamId, RECORD_ID.test(value) ? value : null);
  }
  return captains;
}

/** Far more teams than a season has: what a refusal sends back stays small. */
const MAX_TEAMS = 50;

/** What a refusal sends back so the form shows it again: the name and each captain picked. */
function typedStart(form: FormData, captains: Map<string, string | null>) {
  const typed: Record<string, string> = { name: String(form.get("name") ?? "").slice(0, 80) };
  for (const [teamId, captainId] of [...captains].slice(0, MAX_TEAMS)) {
    typed[`captain-${teamId}`] = captainId ?? "";
  }
  return typed;
}

/** "Start next season": season N+1 from the latest, then its page. */
export async function handleAdminSeasons(db: Database, viewer: Viewer, form: FormData) {
  const captains = captainsFrom(form);
  const typed = typedStart(form, captains);
  const refuse = (message: string | null, status: number, fieldErrors?: Record<string, string>) =>
    data<AdminSeasonsReply>({ result: refusal(message, { fieldErrors, typed }) }, status);
  if (form.get("intent") !== "start-season") {
    return refuse("Unknown action. Reload the page and try again.", 400);
  }
  const latestId = Number(form.get("latest"));
  if (!Number.isSafeInteger(latestId) || latestId < 1) {
    return refuse("Reload the page and try again: the form is missing the latest season.", 400);
  }
  const name = seasonNameSchema.safeParse(form.get("name") ?? "");
  if (!name.success) {
    const message = name.error.issues[0]?.message ?? "Check the season's name.";
    return refuse(null, 400, { name: message });
  }
  try {
    const id = await startNextSeason(
      db,
      { latestId, name: name.data, captains },
      { actorEmail: viewer.email, at: now() },
    );
    return redirect(`/admin/seasons/${id}?started=1`);
  } catch (error) {
    // A name another season has is bad input on the field; a race is a conflict.
    if (error instanceof SeasonNameTaken) return refuse(null, 400, { name: error.message });
    if (error instanceof SeasonChangeRefused) return refuse(error.message, 409);
    throw error;
  }
}
