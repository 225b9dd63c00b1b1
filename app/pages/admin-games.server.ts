// /admin/games: the current season's games by day (today or the next game
// day first, then the days after, then the played days, latest first), each
// with its result or state and its link to the result form; ?team=ID keeps
// one team's games.
import { now } from "~/clock.server";
import { seasonGames } from "~/data/games.server";
import { currentSeason } from "~/data/seasons.server";
import { listTeams } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { gamesByDay } from "~/domain/game-day";
import { adminGameViews, dayView } from "./admin-game-list.server";

export async function loadAdminGames(db: Database, teamId: string | null, at: Date = now()) {
  const season = await currentSeason(db);
  if (!season) return { season: null, teams: [], teamId: null, upcoming: [], played: [] };
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
    teams: choices,
    teamId: team?.id ?? null,
    upcoming: upcoming.map((day) => dayView(day, views)),
    played: played.map((day) => dayView(day, views)),
  };
}
