// The original site's teams and seasonTeams mapped to our teams, season_teams
// and season_rosters. Pure; errors name the record (see
// ./legacy-fields).
import { type Located, Reader } from "./legacy-fields";
import { teamNameClash } from "~/domain/teams/form";
import type { Conference } from "~/domain/types";

export interface ImportedTeam {
  id: string;
  name: string;
  abbreviation: string;
  bio: string[];
}

export interface ImportedSeasonTeam {
  seasonId: number;
  teamId: string;
  conference: Conference;
  seed: number | null;
  captainId: string | null;
}

export interface ImportedRoster {
  seasonId: number;
  teamId: string;
  playerId: string;
}

const ABBREVIATION_SPELLINGS = ["name_abbv", "nameAbbv", "abbreviation"];

/**
 * The teams, their names and abbreviations under the rule for typed names
 * (~/domain/people/typed-name); a team whose name or abbreviation an earlier one has in any
 * spacing, width or case fails, as the team form would refuse it.
 */
export function mapTeams(docs: Located[]): ImportedTeam[] {
  const mapped: ImportedTeam[] = [];
  for (const at of docs) {
    const r: Reader = new Reader(at);
    const team = mapTeam(r);
    const clash = teamNameClash(team, mapped);
    if (clash) {
      const field = clash.field === "name" ? "name" : ABBREVIATION_SPELLINGS.find((f) => r.has(f))!;
      r.fail(field, clash.message.replace(/\.$/, ""));
    }
    mapped.push(team);
  }
  return mapped;
}

function mapTeam(r: Reader): ImportedTeam {
  const bio = r.value("bio");
  return {
    id: r.docId(),
    name: r.typedName(["name"], "the team's name", true)!,
    abbreviation: r.typedName(ABBREVIATION_SPELLINGS, "the abbreviation", true)!,
    // A list of paragraphs; a single text is split at blank lines.
    bio:
      typeof bio === "string"
        ? bio
            .split(/\n\s*\n/)
            .map((p) => p.trim())
            .filter(Boolean)
        : r.strings(["bio"]),
  };
}

const CONFERENCES = ["east", "west"] as const;

/** seasonTeams entries → season_teams rows and the season rosters (one team per player per season). */
export function mapSeasonTeams(
  docs: Located[],
  teamIds: Set<string>,
  playerIds: Set<string>,
  teamDocs: Map<string, Reader>,
) {
  const seasonTeams: ImportedSeasonTeam[] = [];
  const rosters: ImportedRoster[] = [];
  const onTeam = new Map<string, string>();
  for (const at of docs) {
    const r: Reader = new Reader(at);
    const teamId = r.requiredId("team_id", "teamId");
    if (!teamIds.has(teamId)) r.fail("team_id", `team "${teamId}" is not among the teams`);
    const seasonId = r.requiredInt("season", 1);
    const team = teamDocs.get(teamId);
    const conference = r.has("conference")
      ? r.oneOf(["conference"], CONFERENCES)
      : team?.has("conference")
        ? team.oneOf(["conference"], CONFERENCES)
        : r.fail("conference", "missing here and on the team (east or west)");
    const captainId = r.id(["captain", "captain_id"]);
    if (captainId !== null && !playerIds.has(captainId)) {
      r.fail("captain", `player "${captainId}" is not among the players`);
    }
    seasonTeams.push({
      seasonId,
      teamId,
      conference,
      seed: r.int(["seed"], { min: 1 }),
      captainId,
    });
    for (const playerId of r.strings(["players"])) {
      if (!playerIds.has(playerId))
        r.fail("players", `player "${playerId}" is not among the players`);
      const other = onTeam.get(`${seasonId}:${playerId}`);
      if (other !== undefined) {
        if (other === teamId) continue;
        r.fail("players", `player ${playerId} is already on team ${other} in season ${seasonId}`);
      }
      onTeam.set(`${seasonId}:${playerId}`, teamId);
      rosters.push({ seasonId, teamId, playerId });
    }
  }
  return { seasonTeams, rosters, onTeam };
}

/**
 * A team document with a conference and players but no seasonTeams entry at
 * all describes the current season (at display a team is merged with it).
 */
export function addCurrentTeamsFromTeamDocs(
  current: number,
  teams: ImportedTeam[],
  readers: Map<string, Reader>,
  seasonTeams: ImportedSeasonTeam[],
  rosters: ImportedRoster[],
  onTeam: Map<string, string>,
  playerIds: Set<string>,
  notes: string[],
): void {
  for (const team of teams) {
    const r = readers.get(team.id);
    if (!r || seasonTeams.some((t) => t.teamId === team.id) || !r.has("conference")) continue;
    seasonTeams.push({
      seasonId: current,
      teamId: team.id,
      conference: r.oneOf(["conference"], CONFERENCES),
      seed: r.int(["seed"], { min: 1 }),
      captainId: null,
    });
    for (const playerId of r.strings(["players"])) {
      if (!playerIds.has(playerId))
        r.fail("players", `player "${playerId}" is not among the players`);
      if (onTeam.has(`${current}:${playerId}`)) continue;
      onTeam.set(`${current}:${playerId}`, team.id);
      rosters.push({ seasonId: current, teamId: team.id, playerId });
    }
    notes.push(
      `Team ${team.id} had no seasonTeams entry: placed in season ${current} from its team document.`,
    );
  }
}

/** The league copy's team_id puts a player on his current team when no roster lists him. */
export function addRosterFromPlayerCopies(
  current: number,
  teamOf: Map<string, string>,
  seasonTeams: ImportedSeasonTeam[],
  rosters: ImportedRoster[],
  onTeam: Map<string, string>,
  notes: string[],
): void {
  for (const [playerId, teamId] of teamOf) {
    if (onTeam.has(`${current}:${playerId}`)) continue;
    if (!seasonTeams.some((t) => t.seasonId === current && t.teamId === teamId)) {
      notes.push(
        `Player ${playerId}: team_id ${teamId} does not play in season ${current}; not placed on a roster.`,
      );
      continue;
    }
    onTeam.set(`${current}:${playerId}`, teamId);
    rosters.push({ seasonId: current, teamId, playerId });
  }
}
