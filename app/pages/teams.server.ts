// The /teams page: the current season's teams by conference, with records.
import { seasonGames } from "~/data/games.server";
import { currentSeason, seasonTeamsOf } from "~/data/seasons.server";
import { listTeams } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { formatRecord } from "~/domain/stats/standings";
import { CONFERENCES, teamSeasonRecord } from "~/domain/teams/pages";
import type { TeamListItem } from "~/views/teams";

export async function loadTeamsPage(db: Database) {
  const [season, allTeams] = await Promise.all([currentSeason(db), listTeams(db)]);
  const [teams, games] = season
    ? await Promise.all([seasonTeamsOf(db, season.id), seasonGames(db, season.id)])
    : [[], []];
  const playing = new Set(teams.map((t) => t.id));
  return {
    season: season ? { id: season.id, name: season.name } : null,
    conferences: CONFERENCES.map(({ conference, label }) => ({
      conference,
      label,
      teams: teams
        .filter((t) => t.conference === conference)
        .map((t): TeamListItem => ({
          id: t.id,
          name: t.name,
          abbreviation: t.abbreviation,
          color: t.color,
          record: formatRecord(teamSeasonRecord(t.id, games).regular),
        })),
    })),
    // Teams of earlier seasons keep their pages; list them apart.
    otherTeams: allTeams
      .filter((t) => !playing.has(t.id))
      .map((t): TeamListItem => ({
        id: t.id,
        name: t.name,
        abbreviation: t.abbreviation,
        color: t.color,
        record: null,
      })),
  };
}

export type TeamsPageData = Awaited<ReturnType<typeof loadTeamsPage>>;
