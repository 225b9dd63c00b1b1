// /admin/seasons and /admin/seasons/{season}: which teams play a season and in
// which conference, links to their rosters, and the playoff bracket
// generator. The caller has already checked requireAdmin.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import {
  generateSeasonPlayoffs,
  playoffState,
  saveSeasonTeams,
  seasonById,
  SeasonChangeRefused,
  seasonTeamChoices,
} from "~/data/admin-seasons.server";
import { listSeasons } from "~/data/seasons.server";
import { database } from "~/db/index.server";
import { LOCATIONS } from "~/domain/league";
import {
  firstPlayoffSaturday,
  PLAYOFF_TEAMS_PER_CONFERENCE,
  playoffRefusal,
  playoffSeeds,
  playoffStartsAt,
  playedPlayoffGames,
  unplayedRegularGames,
  usualLocation,
} from "~/domain/playoff-generator";
import { roundLabel } from "~/domain/playoffs";
import { formatRecord } from "~/domain/standings";
import { formatGameDay, formatGameTime } from "~/domain/time";
import type { Conference } from "~/domain/types";
import { foundOr404 } from "~/http.server";
import { currentSeasonIdOf, seasonStatus } from "./seasons.server";
import { matchupText } from "~/domain/game-state";

/**
 * Seasons below the current one are Completed; the others Upcoming
 * (docs/league-rules.md#seasons).
 */
export type AdminSeasonStatus = "Completed" | "Upcoming";

export async function adminSeasons() {
  const seasons = await listSeasons(await database());
  const currentId = currentSeasonIdOf(seasons);
  return seasons.map((s) => ({
    id: s.id,
    name: s.name,
    status: adminStatus(s.id, currentId),
  }));
}

function adminStatus(seasonId: number, currentId: number | null): AdminSeasonStatus {
  return seasonStatus(seasonId, currentId) === "Completed" ? "Completed" : "Upcoming";
}

async function seasonWithStatus(seasonId: number) {
  const db = await database();
  const [season, seasons] = await Promise.all([seasonById(db, seasonId), listSeasons(db)]);
  const found = foundOr404(season, "Season not found");
  return { db, season: found, status: adminStatus(found.id, currentSeasonIdOf(seasons)) };
}

const when = (d: Date) => `${formatGameDay(d)}, ${formatGameTime(d)}`;

export async function loadAdminSeason(seasonId: number) {
  const { db, season, status } = await seasonWithStatus(seasonId);
  const [teams, { teams: seasonTeams, games }] = await Promise.all([
    seasonTeamChoices(db, seasonId),
    playoffState(db, seasonId),
  ]);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const seeds = playoffSeeds(seasonTeams, games);
  const seedRows = (c: Conference) =>
    seeds[c].slice(0, PLAYOFF_TEAMS_PER_CONFERENCE).map((row) => ({
      seed: row.place,
      teamId: row.teamId,
      name: row.name,
      record: formatRecord(row),
    }));
  const refusal = playoffRefusal(seasonTeams, games);
  const playoffGames = games.filter((g) => g.type === "playoff");
  const firstSaturday = refusal === null ? firstPlayoffSaturday(games) : null;
  return {
    season: { id: season.id, name: season.name, status },
    teams,
    playoffs: {
      refusal,
      played: playedPlayoffGames(games).length,
      unplayedRegular: unplayedRegularGames(games).length,
      seeds: { east: seedRows("east"), west: seedRows("west") },
      plan:
        firstSaturday === null
          ? null
          : {
              firstRound: when(playoffStartsAt(firstSaturday, "first-round", 1)),
              final: when(playoffStartsAt(firstSaturday, "final", 1)),
              location: LOCATIONS[usualLocation(games)] ?? usualLocation(games),
            },
      games: playoffGames
        .sort(
          (a, b) =>
            a.startsAt.getTime() - b.startsAt.getTime() ||
            (a.playoffRoundOrder ?? 0) - (b.playoffRoundOrder ?? 0),
        )
        .map((g) => ({
          id: g.id,
          round: g.playoffRound ? roundLabel(g.playoffRound) : "Playoffs",
          conference: g.playoffConference,
          matchup: g.matchup,
          teams: matchupText(g, (id) => names.get(id)),
          when: when(g.startsAt),
          result: g.winnerId !== null ? `${g.awayScore ?? 0}–${g.homeScore ?? 0}` : "",
        })),
    },
  };
}

export type AdminSeasonReply = {
  intent: "teams" | "playoffs";
  formError: string;
  /** Per team: checked and conference as sent, so the form shows what was typed. */
  sent?: { teamId: string; conference: Conference }[];
};

const conferenceSchema = z.enum(["east", "west"]);

/** The checked teams and their conferences from the form; a missing conference is an error. */
function parseTeamChoices(form: FormData) {
  const chosen: { teamId: string; conference: Conference }[] = [];
  const missing: string[] = [];
  for (const teamId of new Set(form.getAll("team").map(String))) {
    const conference = conferenceSchema.safeParse(form.get(`conference-${teamId}`));
    if (conference.success) chosen.push({ teamId, conference: conference.data });
    else missing.push(teamId);
  }
  return { chosen, missing };
}

export async function handleAdminSeason(request: Request, seasonId: number, viewer: Viewer) {
  const { db, season, status } = await seasonWithStatus(seasonId);
  const form = await request.formData();
  const intent = form.get("intent");
  const by = { actorEmail: viewer.email, at: now() };
  try {
    if (intent === "generate-playoffs") {
      await generateSeasonPlayoffs(db, season.id, by);
      return redirect(`/admin/seasons/${season.id}?playoffs=generated#playoffs`);
    }
    if (intent !== "save-teams") {
      return data<AdminSeasonReply>(
        { intent: "teams", formError: "Unknown action. Reload the page and try again." },
        400,
      );
    }
    if (status === "Completed") {
      return data<AdminSeasonReply>(
        {
          intent: "teams",
          formError: `Season ${season.id} is completed: its teams can no longer change.`,
        },
        409,
      );
    }
    const { chosen, missing } = parseTeamChoices(form);
    if (missing.length > 0) {
      return data<AdminSeasonReply>(
        {
          intent: "teams",
          formError: `Choose East or West for every team that plays (missing: ${missing.join(", ")}). Nothing was saved.`,
          sent: chosen,
        },
        400,
      );
    }
    await saveSeasonTeams(db, season.id, chosen, by);
    return redirect(`/admin/seasons/${season.id}?saved=teams`);
  } catch (error) {
    if (error instanceof SeasonChangeRefused) {
      return data<AdminSeasonReply>(
        {
          intent: intent === "generate-playoffs" ? "playoffs" : "teams",
          formError: error.message,
          ...(intent === "save-teams" ? { sent: parseTeamChoices(form).chosen } : {}),
        },
        409,
      );
    }
    throw error;
  }
}
