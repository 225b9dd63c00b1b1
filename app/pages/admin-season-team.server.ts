// /admin/seasons/{season}/teams/{team}: one team's roster in one season, its
// captain, and the signups that may join it (paid for the season and on no team
// yet, docs/league-rules.md#teams-and-rosters). The caller has already checked
// requireAdmin.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import {
  addRosterPlayer,
  removeRosterPlayer,
  setCaptain,
  type RosterChangeResult,
} from "~/data/rosters.server";
import { freePaidSignups } from "~/data/rosters.server";
import { seasonById } from "~/data/seasons.server";
import { playerRefs } from "~/data/players.server";
import { seasonRoster, seasonTeamInfo, teamById } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { sortRoster } from "~/domain/teams/pages";
import { foundOr404 } from "~/http.server";
import { distinctNames, fullName } from "~/domain/people/name";
import { RECORD_ID } from "~/domain/ids";
import { refusal, type FormReply } from "~/form-reply";

async function slotOf(db: Database, seasonId: number, teamId: string) {
  const [season, team, info] = await Promise.all([
    seasonById(db, seasonId),
    teamById(db, teamId),
    seasonTeamInfo(db, seasonId, teamId),
  ]);
  foundOr404(season, "Season not found");
  const found = foundOr404(team, "Team not found");
  foundOr404(info, `${found.name} does not play in season ${seasonId}.`);
  return { team: found, info: info! };
}

/** `query` is the page's query string: the notice after a change. */
export async function loadSeasonTeamRoster(
  db: Database,
  seasonId: number,
  teamId: string,
  query: URLSearchParams,
) {
  const { team, info } = await slotOf(db, seasonId, teamId);
  const [roster, available] = await Promise.all([
    seasonRoster(db, seasonId, teamId),
    freePaidSignups(db, seasonId),
  ]);
  // The notice after a change names the player (looked up here, never taken from the URL).
  const changedId = query.get("added") ?? query.get("removed");
  const onRoster = roster.some((p) => p.id === changedId);
  const fits = query.has("added") ? onRoster : !onRoster;
  const changed =
    changedId && fits ? (await playerRefs(db, [changedId])).get(changedId) : undefined;
  const notice = !changed
    ? query.has("captain")
      ? "Captain saved."
      : null
    : query.has("added")
      ? `Added ${fullName(changed)} to the roster.`
      : `Removed ${fullName(changed)} from the roster.`;
  // Namesakes on the roster or in the list to add are told apart (distinctNames).
  const sorted = sortRoster(roster);
  const rosterNames = distinctNames(sorted);
  const availableNames = distinctNames(available);
  return {
    season: { id: seasonId },
    team: { id: team.id, name: team.name, conference: info.conference },
    captainId: info.captainId,
    roster: sorted.map((p, i) => ({
      id: p.id,
      name: rosterNames[i]!,
      jerseyNumber: p.jerseyNumber,
      isCaptain: p.isCaptain,
    })),
    available: available.map((p, i) => ({
      id: p.playerId,
      name: availableNames[i]!,
      // A label that tells a namesake apart already says his number.
      jerseyNumber: availableNames[i] === fullName(p) ? p.jerseyNumber : null,
    })),
    notice,
  };
}

const playerIdField = z.string().regex(RECORD_ID);

/** Captain, add or remove, as the admin `viewer`. */
export async function handleSeasonTeamRoster(
  db: Database,
  seasonId: number,
  teamId: string,
  viewer: Viewer,
  form: FormData,
) {
  await slotOf(db, seasonId, teamId);
  const intent = form.get("intent");
  const by = { actorEmail: viewer.email, at: now() };
  const slot = { seasonId, teamId };
  const back = `/admin/seasons/${seasonId}/teams/${teamId}`;
  const refused = (message: string, status = 400) =>
    data<FormReply>({ result: refusal(message) }, status);

  let result: RosterChangeResult;
  let done: string;
  if (intent === "captain") {
    const raw = String(form.get("captainId") ?? "");
    const captain = raw === "" ? null : playerIdField.safeParse(raw);
    if (captain && !captain.success) return refused("Choose a captain from the roster.");
    result = await setCaptain(db, slot, captain ? captain.data : null, by);
    done = `${back}?captain=1`;
  } else if (intent === "add" || intent === "remove") {
    const playerId = playerIdField.safeParse(form.get("playerId"));
    if (!playerId.success) return refused("Choose a player from the list.");
    result =
      intent === "add"
        ? await addRosterPlayer(db, slot, playerId.data, by)
        : await removeRosterPlayer(db, slot, playerId.data, by);
    done = `${back}?${intent === "add" ? "added" : "removed"}=${playerId.data}`;
  } else {
    return refused("Unknown action. Reload the page and try again.");
  }
  if (!result.ok) return refused(result.message, 409);
  return redirect(done);
}
