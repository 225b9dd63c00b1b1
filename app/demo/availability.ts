// The demo's answers for the coming week's games (docs/league-rules.md#availability):
// most players have said In, some Maybe or Out, a few nothing yet, so the
// game pages show real counts and the reminders go to the silent ones only.
// The demo player has answered every game (his emails stay the sign-in links).
import type { Rng } from "./random";
import type { AvailabilityRow, GameRow, SeasonRosterRow } from "./types";

const WEEK_MS = 7 * 24 * 3600_000;

export function demoAvailability(opts: {
  rng: Rng;
  games: GameRow[];
  rosters: SeasonRosterRow[];
  demoPlayerId: string | undefined;
  now: Date;
}): AvailabilityRow[] {
  const rows: AvailabilityRow[] = [];
  const soon = opts.games
    .filter(
      (g) =>
        g.status === "scheduled" &&
        g.homeTeamId &&
        g.awayTeamId &&
        g.startsAt > opts.now &&
        g.startsAt.getTime() - opts.now.getTime() < WEEK_MS,
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id!.localeCompare(b.id!));
  for (const game of soon) {
    for (const teamId of [game.awayTeamId!, game.homeTeamId!]) {
      const roster = opts.rosters.filter(
        (r) => r.seasonId === game.seasonId && r.teamId === teamId,
      );
      for (const { playerId } of roster) {
        const roll = opts.rng.next();
        const answer =
          playerId === opts.demoPlayerId
            ? "in"
            : roll < 0.6
              ? "in"
              : roll < 0.7
                ? "maybe"
                : roll < 0.8
                  ? "out"
                  : null;
        if (!answer) continue;
        rows.push({
          gameId: game.id!,
          playerId,
          teamId,
          answer,
          isSub: false,
          setBy: "self",
          updatedAt: new Date(opts.now.getTime() - opts.rng.int(1, 72) * 3600_000),
        });
      }
    }
  }
  return rows;
}
