// The games of /admin's Game day and of /admin/games as the admin sees them:
// full team names, time, gym, and the state that decides which buttons a
// game gets. A live game's running score is never stored, so it is worked
// out from its live events here (docs/league-rules.md#live-games).
import { liveStates } from "~/data/live-events.server";
import type { Database } from "~/db/connection.server";
import { adminGameState, type DayOfGames } from "~/domain/games/day";
import { formatLocation, matchupText } from "~/domain/games/state";
import { liveScore } from "~/domain/live/game";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import type { AdminGameDayView, AdminGameView } from "~/views/admin";

/** Turns games into views; `names` maps team ids to full names. */
export async function adminGameViews(
  db: Database,
  games: Game[],
  names: Map<string, string>,
  at: Date,
): Promise<Map<string, AdminGameView>> {
  const live = games.filter((g) => g.status === "live");
  const states = await liveStates(
    db,
    live.map((g) => g.id),
  );
  const views = new Map<string, AdminGameView>();
  for (const g of games) {
    const state = adminGameState(g, at);
    const baskets = states.get(g.id)?.baskets ?? [];
    const tally = state === "live" ? liveScore(baskets, g.homeTeamId) : null;
    const score =
      state === "final"
        ? `${g.awayScore ?? 0}–${g.homeScore ?? 0}`
        : tally
          ? `${tally.away}–${tally.home}`
          : null;
    views.set(g.id, {
      id: g.id,
      matchup: matchupText(g, (id) => names.get(id)),
      day: formatGameDay(g.startsAt),
      time: formatGameTime(g.startsAt),
      gym: formatLocation(g.location),
      playoff: g.type === "playoff",
      state,
      score,
      canScore: g.homeTeamId !== null && g.awayTeamId !== null,
    });
  }
  return views;
}

/** One day of games as a view, its label read from its first game. */
export function dayView(
  day: DayOfGames<Game>,
  views: Map<string, AdminGameView>,
): AdminGameDayView {
  const games = day.games.map((g) => views.get(g.id)!);
  return { label: games[0]?.day ?? day.day, today: day.today, games };
}
