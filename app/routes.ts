import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("games/:gameId", "routes/game.tsx"),
  // The picture a shared link of the game shows (its page's og:image).
  route("games/:gameId/share.png", "routes/game-share-image.ts"),
  // Live games: Server-Sent Events streams, and the scorer's taps.
  route("games/:gameId/live", "routes/game-live.ts"),
  route("live", "routes/live.ts"),
  route("teams", "routes/teams.tsx"),
  route("teams/:teamId", "routes/team.tsx"),
  route("who-do-you-play-for/:teamId", "routes/who-do-you-play-for.tsx"),
  route("players", "routes/players.tsx"),
  route("players/:playerId", "routes/player.tsx"),
  route("players/:playerId/edit", "routes/player-edit.tsx"),
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
  // People (accounts, comments, signup, prayer intentions)
  // better-auth's own HTTP endpoints (/api/auth/*) are not served: these
  // routes call its API after applying the site's rules.
  route("login", "routes/login.tsx"),
  route("login/verify", "routes/login-verify.tsx"),
  route("logout", "routes/logout.ts"),
  route("account", "routes/account.tsx"),
  route("alerts/unsubscribe", "routes/alerts-unsubscribe.tsx"),
  // Push notifications: what this device follows, and its subscription (JSON)
  route("follow", "routes/follow.tsx"),
  route("push/subscriptions", "routes/push-subscriptions.ts"),
  // Signed links of the availability emails (no sign-in needed)
  route("availability", "routes/availability.tsx"),
  route("availability/remind", "routes/availability-remind.tsx"),
  route("availability/invite", "routes/availability-invite.tsx"),
  route("availability/accept", "routes/availability-accept.tsx"),
  route("signup", "routes/signup.tsx"),
  route("signup/new", "routes/signup-new.tsx"),
  route("signup/returning", "routes/signup-returning.tsx"),
  route("signup/all", "routes/signup-all.tsx"),
  // The signed link of a signup's confirmation email (no sign-in needed)
  route("signup/confirm", "routes/signup-confirm.tsx"),
  route("signup/all/:playerId", "routes/signup-welcome.tsx"),
  route("prayer-intentions", "routes/prayer-intentions.tsx"),
  route("prayer-intentions/new", "routes/prayer-intention-new.tsx"),
  route("prayer-intentions/:prayerId", "routes/prayer-intention.tsx"),
  // Admin (every loader and action calls requireAdmin itself)
  route("admin", "routes/admin.tsx"),
  route("admin/data.json", "routes/admin-export.ts"),
  route("admin/import", "routes/admin-import.tsx"),
  route("admin/csv/:report", "routes/admin-csv.ts"),
  route("admin/games", "routes/admin-games.tsx"),
  route("admin/games/:gameId", "routes/admin-game.tsx"),
  route("admin/games/:gameId/live", "routes/admin-game-live.ts"),
  route("admin/games/:gameId/schedule", "routes/admin-game-schedule.tsx"),
  route("admin/teams", "routes/admin-teams.tsx"),
  route("admin/teams/new", "routes/admin-team-new.tsx"),
  route("admin/teams/:teamId", "routes/admin-team.tsx"),
  route("admin/seasons", "routes/admin-seasons.tsx"),
  route("admin/seasons/:seasonId", "routes/admin-season.tsx"),
  route("admin/seasons/:seasonId/schedule", "routes/admin-season-schedule.tsx"),
  route("admin/seasons/:seasonId/draft", "routes/admin-season-draft.tsx"),
  route("admin/seasons/:seasonId/teams/:teamId", "routes/admin-season-team.tsx"),
  route("admin/players", "routes/admin-players.tsx"),
  route("admin/players/:playerId", "routes/admin-player.tsx"),
  route("admin/signups", "routes/admin-signups.tsx"),
  // Installable and offline (docs/architecture.md#installable-and-offline)
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("offline", "routes/offline.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
