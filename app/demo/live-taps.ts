// The demo's recent finals as if scored live from the courtside phone
// (docs/league-rules.md#live-games), so a fresh `npm start` shows their flow.
// The taps are derived FROM the generated box score, never the other way
// round: each player's points are split into baskets of 1, 2 and 3 and the
// baskets of both teams are spread over the game's 40 minutes at random, so
// each player's taps add up to his stat line and each team's to its score,
// and a close game swings. Now and then the scorer taps the wrong team and
// takes it back with Undo, as happens courtside. The rows have the shape the
// scorer's writes give them (app/data/live-events.server.ts): a start, the
// taps, the undos naming the basket they take back, and the final the
// result's save appends.
import type { Game } from "../domain/types";
import { addMs, dayOf, MINUTE_MS } from "./calendar";
import { IdMaker, type Rng } from "./random";
import type { GameStatRow, LiveEventRow } from "./types";

/** Who scores the demo's games: the demo admin (app/demo/accounts.server.ts). */
export const DEMO_SCORER = "admin@example.org";

/** How many of the latest game days with finals are scored live. */
export const LIVE_SCORED_DAYS = 2;

const HALF_MINUTES = 20;
const HALFTIME_MINUTES = 5;
/** Wall-clock minutes per minute of play: whistles, timeouts, free throws. */
const CLOCK_STOPS = 1.2;

/** The finals of the latest `LIVE_SCORED_DAYS` game days: both teams, a box score that makes the score. */
export function recentFinals(games: Game[], stats: GameStatRow[]): Game[] {
  const played = new Set(stats.filter((s) => s.status === "played").map((s) => s.gameId));
  const spoiled = new Set(
    stats.filter((s) => s.status === "forfeit" || s.status === "no-stats").map((s) => s.gameId),
  );
  const finals = games.filter(
    (g) =>
      g.status === "completed" &&
      g.homeTeamId !== null &&
      g.awayTeamId !== null &&
      played.has(g.id) &&
      !spoiled.has(g.id),
  );
  const dayKey = (g: Game) => {
    const d = dayOf(g.startsAt);
    return d.year * 10000 + d.month * 100 + d.day;
  };
  const days = [...new Set(finals.map(dayKey))].sort((a, b) => b - a).slice(0, LIVE_SCORED_DAYS);
  return finals.filter((g) => days.includes(dayKey(g)));
}

/** A player's points as baskets, mostly twos, some threes and free throws. */
function basketsOf(rng: Rng, points: number): number[] {
  const baskets: number[] = [];
  for (let left = points; left > 0;) {
    const roll = rng.next();
    const basket = roll < 0.15 && left >= 3 ? 3 : roll < 0.85 && left >= 2 ? 2 : 1;
    baskets.push(basket);
    left -= basket;
  }
  return baskets;
}

interface Tap {
  /** Minutes of play, 0 to 40. */
  minute: number;
  teamId: string;
  playerId: string;
  points: number;
}

/** The start, taps (and a few taken back) and final of one game, scored by the demo admin. */
function gameEvents(rng: Rng, ids: IdMaker, game: Game, lines: GameStatRow[], now: Date) {
  const taps: Tap[] = lines
    .filter((l) => l.status === "played")
    .flatMap((l) =>
      basketsOf(rng, l.points ?? 0).map((points) => ({
        minute: rng.float(0, 2 * HALF_MINUTES),
        teamId: l.teamId,
        playerId: l.playerId,
        points,
      })),
    )
    .sort((a, b) => a.minute - b.minute);
  // A game this close to `now` is squeezed into the time since its tip-off.
  const fullLength = (2 * HALF_MINUTES + HALFTIME_MINUTES + 4) * CLOCK_STOPS * MINUTE_MS;
  const squeeze = Math.min(1, (now.getTime() - game.startsAt.getTime()) / fullLength);
  const wall = (minute: number) =>
    addMs(
      game.startsAt,
      (minute + (minute >= HALF_MINUTES ? HALFTIME_MINUTES : 0)) *
        CLOCK_STOPS *
        MINUTE_MS *
        squeeze,
    );
  const event = (row: Omit<LiveEventRow, "id" | "gameId">): LiveEventRow => ({
    id: ids.next(),
    gameId: game.id,
    ...row,
  });
  const rows: LiveEventRow[] = [
    event({ kind: "start", actorEmail: DEMO_SCORER, createdAt: wall(-1) }),
  ];
  const otherTeam = (teamId: string) =>
    teamId === game.homeTeamId ? game.awayTeamId! : game.homeTeamId!;
  // Where, if anywhere, the scorer first credits the wrong team and takes it back.
  const slip = rng.chance(0.4) ? rng.int(0, taps.length - 1) : -1;
  taps.forEach((tap, i) => {
    const at = wall(tap.minute);
    if (i === slip) {
      const wrongTeam = otherTeam(tap.teamId);
      const wrong = event({
        kind: "score",
        teamId: wrongTeam,
        playerId: null,
        points: tap.points,
        actorEmail: DEMO_SCORER,
        createdAt: at,
      });
      rows.push(wrong, {
        ...event({ kind: "undo", teamId: wrongTeam, actorEmail: DEMO_SCORER, createdAt: at }),
        undoes: wrong.id,
      });
    }
    rows.push(
      event({
        kind: "score",
        teamId: tap.teamId,
        playerId: tap.playerId,
        points: tap.points,
        actorEmail: DEMO_SCORER,
        createdAt: at,
      }),
    );
  });
  // The result saved a few minutes after the buzzer (markLiveGameFinal: no actor).
  rows.push(event({ kind: "final", createdAt: wall(2 * HALF_MINUTES + 3) }));
  return rows;
}

/** Every live event of the recent finals, oldest first (the order the server would have numbered them). */
export function demoLiveEvents(opts: {
  rng: Rng;
  games: Game[];
  stats: GameStatRow[];
  now: Date;
}): LiveEventRow[] {
  const ids = new IdMaker(opts.rng.fork("ids"));
  const byGame = new Map<string, GameStatRow[]>();
  for (const s of opts.stats) byGame.set(s.gameId, [...(byGame.get(s.gameId) ?? []), s]);
  const rows = recentFinals(opts.games, opts.stats).flatMap((game) =>
    gameEvents(opts.rng, ids, game, byGame.get(game.id) ?? [], opts.now),
  );
  // Games on different courts overlap: their taps interleave in time.
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => a.row.createdAt!.getTime() - b.row.createdAt!.getTime() || a.i - b.i)
    .map(({ row }) => row);
}
