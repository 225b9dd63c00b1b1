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
} from "~/data/admin-season-rosters.server";
import { freePaidSignups, seasonById } from "~/data/admin-seasons.server";
import { playerRefs } from "~/data/players.server";
import { seasonRoster, seasonTeamInfo, teamById } from "~/data/teams.server";
import { database } from "~/db/index.server";
import { sortRoster } from "~/domain/teams";
import { foundOr404 } from "~/http.server";
import { fullName } from "~/domain/player-name";
import { RECORD_ID } from "~/domain/ids";

async function slotOf(seasonId: number, teamId: string) {
  const db = await database();
  const [season, team, info] = await Promise.all([
    seasonById(db, seasonId),
    teamById(db, teamId),
    seasonTeamInfo(db, seasonId, teamId),
  ]);
  foundOr404(season, "Season not found");
  const found = foundOr404(team, "Team not found");
  foundOr404(info, `${found.name} does not play in season ${seasonId}.`);
  return { db, team: found, info: info! };
}

export async function loadSeasonTeamRoster(seasonId: number, teamId: string, url: URL) {
  const { db, team, info } = await slotOf(seasonId, teamId);
  const [roster, available] = await Promise.all([
    seasonRoster(db, seasonId, teamId),
    freePaidSignups(db, seasonId),
  ]);
  // The notice after a change names the player (looked up here, never taken from the URL).
  const changedId = url.searchParams.get("added") ?? url.searchParams.get("removed");
  const onRoster = roster.some((p) => p.id === changedId);
  const fits = url.searchParams.has("added") ? onRoster : !onRoster;
  const changed =
    changedId && fits ? (await playerRefs(db, [changedId])).get(changedId) : undefined;
  const notice = !changed
    ? url.searchParams.has("captain")
      ? "Captain saved."
      : null
    : url.searchParams.has("added")
      ? `Added ${fullName(changed)} to the roster.`
      : `Removed ${fullName(changed)} from the roster.`;
  return {
    season: { id: seasonId },
    team: { id: team.id, name: team.name, conference: info.conference },
    captainId: info.captainId,
    roster: sortRoster(roster).map((p) => ({
      id: p.id,
      name: fullName(p),
      jerseyNumber: p.jerseyNumber,
      isCaptain: p.isCaptain,
    })),
    available: available.map((p) => ({
      id: p.playerId,
      name: fullName(p),
      jerseyNumber: p.jerseyNumber,
    })),
    notice,
  };
}

export type RosterReply = { formError: string };

const playerIdField = z.string().regex(RECORD_ID);

export async function handleSeasonTeamRoster(
  request: Request,
  seasonId: number,
  teamId: string,
  viewer: Viewer,
) {
  const { db } = await slotOf(seasonId, teamId);
  const form = await request.formData();
  const intent = form.get("intent");
  const by = { actorEmail: viewer.email, at: now() };
  const slot = { seasonId, teamId };
  const back = `/admin/seasons/${seasonId}/teams/${teamId}`;
  const refused = (message: string, status = 400) =>
    data<RosterReply>({ formError: message }, status);

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
