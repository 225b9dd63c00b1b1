import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("games/:gameId", "routes/game.tsx"),
  route("teams", "routes/teams.tsx"),
  route("teams/:teamId", "routes/team.tsx"),
  route("who-do-you-play-for/:teamId", "routes/who-do-you-play-for.tsx"),
  route("players", "routes/players.tsx"),
  route("players/:playerId", "routes/player.tsx"),
  route("schedule", "routes/schedule.tsx", { id: "schedule" }),
  route("schedule/teams/:teamId", "routes/schedule.tsx", { id: "schedule-team" }),
  route("schedule/seasons/:seasonId", "routes/schedule.tsx", { id: "schedule-season" }),
  route("schedule/seasons/:seasonId/teams/:teamId", "routes/schedule.tsx", {
    id: "schedule-season-team",
  }),
  route("calendar/league.ics", "routes/calendar-league.ts"),
  route("calendar/teams/:teamCalendar", "routes/calendar-team.ts"), // teamCalendar = "{teamId}.ics"
  route("seasons", "routes/seasons.tsx"),
  route("seasons/:seasonId", "routes/season.tsx"),
  route("records", "routes/records.tsx"),
  route("draft", "routes/draft.tsx"),
  route("our-story", "routes/our-story.tsx"),
  route("southietimes", "routes/southietimes.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
