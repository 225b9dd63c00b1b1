// /admin/games: a season's games by day (today or the next game day first,
// then the days after, then the played days, latest first), each with its
// result or state and its link to the result form; ?season=N picks the
// season (the current one by default), ?team=ID keeps one team's games.
import { now } from "~/clock.server";
import { seasonGames } from "~/data/games.server";
import { currentSeason, listSeasons, seasonById } from "~/data/seasons.server";
import { listTeams } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { gamesByDay } from "~/domain/games/day";
import { foundOr404 } from "~/http.server";
import { adminGameViews, dayView } from "./admin-game-list.server";

export async function loadAdminGames(
  db: Database,
  teamId: string | null,
  at: Date = now(),
  seasonId: number | null = null,
) {
  const season =
    seasonId === null
      ? await currentSeason(db)
      : foundOr404(await seasonById(db, seasonId), "Season not found");
  const seasons = (await listSeasons(db)).map((s) => ({ id: s.id, name: s.name })).reverse();
  if (!season) return { season: null, seasons, teams: [], teamId: null, upcoming: [], played: [] };
  const [games, teams] = await Promise.all([seasonGames(db, season.id), listTeams(db)]);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  // The picker offers the teams that play this season; any other ?team= shows every game.
  const playing = new Set(games.flatMap((g) => [g.homeTeamId, g.awayTeamId]));
  const choices = teams
    .filter((t) => playing.has(t.id))
    .map((t) => ({ id: t.id, name: t.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const team = choices.find((t) => t.id === teamId) ?? null;
  const shown = team
    ? games.filter((g) => g.homeTeamId === team.id || g.awayTeamId === team.id)
    : games;
  const views = await adminGameViews(db, shown, names, at);
  const { upcoming, played } = gamesByDay(shown, at);
  return {
    season: { id: season.id, name: season.name },
    seasons,
    teams: choices,
    teamId: team?.id ?? null,
    upcoming: upcoming.map((day) => dayView(day, views)),
    played: played.map((day) => dayView(day, views)),
  };
}
