// Live games (docs/league-rules.md#live-games): starting one, the scorer's
// taps, abandoning, and reading the events back for pages and streams.
//
// Every write takes the live turn (one transaction-scoped advisory lock), so
// events get their `seq` in the order they commit: a stream that resumes after
// seq N can never miss an event numbered below N that committed later. Taps
// are stored under the id the phone made, once (`on conflict do nothing`), so
// a tap the phone sends again after a lost answer counts once. Each write ends
// with a NOTIFY, delivered at commit, that wakes every instance's streams.
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "~/db/connection.server";
import { games, liveEvents, players } from "~/db/schema";
import {
  applyLiveEvent,
  basketToUndo,
  liveStateOf,
  NOT_STARTED,
  type LiveEvent,
  type LiveFinal,
  type LiveState,
  type LiveTap,
} from "~/domain/live/game";
import { fullName } from "~/domain/people/name";
import { formatGameTime } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import { isCompleted } from "~/domain/games/state";
import { recordAudit } from "./audit.server";
import { queueLivePushes } from "./game-pushes.server";
import { seasonWrite, type SeasonWriteGrant } from "./season-state.server";

/** The NOTIFY channel every live write announces itself on. */
export const LIVE_CHANNEL = "live_events";
/** pg_advisory_xact_lock key of the live turn (any fixed number unique to this app). */
const LIVE_TURN_KEY = 7_346_501_924;

/** A live write that cannot be done as asked; the message is for the scorer. */
export class LiveRefused extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
  }
}

/**
 * Called last in a transaction, after its row locks (always in that order, so
 * two writers never wait on each other in a circle).
 */
async function takeLiveTurn(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIVE_TURN_KEY})`);
}

async function announce(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, '')`);
}

async function lockedGame(tx: Executor, gameId: string): Promise<Game> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for("update");
  if (!game) throw new LiveRefused("This game no longer exists.", 404);
  return game as Game;
}

async function appendEvent(
  season: SeasonWriteGrant,
  event: Omit<typeof liveEvents.$inferInsert, "seq">,
): Promise<boolean> {
  const stored = await season.tx
    .insert(liveEvents)
    .values(event)
    .onConflictDoNothing({ target: liveEvents.id })
    .returning({ seq: liveEvents.seq });
  return stored.length > 0;
}

/**
 * The game's new status, its event and audit entry, announced: the one shape
 * of Start and Abandon.
 */
async function changeLiveStatus(
  season: SeasonWriteGrant,
  game: Game,
  change: { status: "live" | "scheduled"; kind: "start" | "abandon"; before: object },
  actorEmail: string,
  at: Date,
): Promise<void> {
  const { tx } = season;
  await season.tx
    .update(games)
    .set({ status: change.status, updatedAt: at })
    .where(eq(games.id, game.id));
  await takeLiveTurn(tx);
  const event = { id: randomUUID(), gameId: game.id, kind: change.kind, actorEmail, createdAt: at };
  await appendEvent(season, event);
  await recordAudit(tx, {
    actorEmail,
    action: `${change.kind}-live`,
    entity: "game",
    entityId: game.id,
    before: change.before,
    after: { status: change.status },
    at,
  });
  await announce(tx);
}

/**
 * The grant to score the game, when its season allows it (the season state
 * machine); else a 409 saying why not.
 */
async function playableSeason(tx: Transaction, game: Game): Promise<SeasonWriteGrant> {
  const season = await seasonWrite(tx, game.seasonId, "play");
  if (typeof season === "string") throw new LiveRefused(season, 409);
  return season;
}

/** Scheduled (or postponed) → live. Starting a game already live changes nothing. */
export async function startLiveGame(
  db: Database,
  gameId: string,
  actorEmail: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const game = await lockedGame(tx, gameId);
    const season = await playableSeason(tx, game);
    if (game.status === "live") return;
    if (isCompleted(game)) {
      throw new LiveRefused("This game already has a result: erase it first.", 409);
    }
    if (!game.homeTeamId || !game.awayTeamId) {
      throw new LiveRefused("Both teams must be set before the game can start.", 409);
    }
    const before = { status: game.status };
    await changeLiveStatus(season, game, { status: "live", kind: "start", before }, actorEmail, at);
    // "… is live" to the devices following either team, committed with the start.
    await queueLivePushes(tx, game, at);
  });
}

/** Live → scheduled: the live score is dropped, as if the game had not started. */
export async function abandonLiveGame(
  db: Database,
  gameId: string,
  actorEmail: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const game = await lockedGame(tx, gameId);
    const season = await playableSeason(tx, game);
    if (game.status !== "live") return;
    const before = { status: "live", baskets: (await liveRun(tx, gameId)).baskets.length };
    const change = { status: "scheduled", kind: "abandon", before } as const;
    await changeLiveStatus(season, game, change, actorEmail, at);
  });
}

/**
 * Stores the taps in the order given, each once. An undo without a basket
 * named takes back the team's latest; an undo of nothing standing is
 * dropped; an undo naming the other team's basket refuses the whole post
 * (409, nothing stored). Answers how many taps were new.
 */
export async function recordLiveTaps(
  db: Database,
  gameId: string,
  taps: LiveTap[],
  actorEmail: string,
  at: Date,
): Promise<{ stored: number }> {
  return db.transaction(async (tx) => {
    const game = await lockedGame(tx, gameId);
    const season = await playableSeason(tx, game);
    if (game.status !== "live") {
      throw new LiveRefused(
        "This game is not being scored live (it was finished or abandoned): these taps were not counted.",
        409,
      );
    }
    await takeLiveTurn(tx);
    // The baskets standing matter only to an undo: read once, at the first
    // (it sees this post's earlier taps), so a plain basket costs no read.
    let state: LiveState | null = null;
    let stored = 0;
    for (const tap of taps) {
      let undoes: string | null = null;
      if (tap.kind === "undo") {
        state ??= await liveRun(tx, gameId);
        const target = basketToUndo(state.baskets, tap);
        // Refused: the whole post is rolled back, so nothing of it counts.
        if (!target.ok) throw new LiveRefused(target.message, 409);
        if (!target.basket) continue;
        undoes = target.basket.id;
      }
      const isNew = await appendEvent(season, {
        id: tap.id,
        gameId,
        kind: tap.kind,
        teamId: tap.teamId,
        playerId: tap.playerId,
        points: tap.points,
        undoes,
        actorEmail,
        createdAt: at,
      });
      if (!isNew) continue;
      stored += 1;
      if (state) {
        state = applyLiveEvent(state, {
          ...tap,
          undoes,
          seq: 0,
          gameId,
          playerName: null,
          time: "",
        });
      }
    }
    if (stored > 0) await announce(tx);
    return { stored };
  });
}

/**
 * Inside a result save, under its grant: the game is over. Every page that
 * follows it turns its card (or its game page) to the final, whether it was
 * scored live or its sheet is typed in afterwards.
 */
export async function markLiveGameFinal(
  season: SeasonWriteGrant,
  gameId: string,
  at: Date,
): Promise<void> {
  await takeLiveTurn(season.tx);
  await appendEvent(season, { id: randomUUID(), gameId, kind: "final", createdAt: at });
  await announce(season.tx);
}

const eventColumns = {
  seq: liveEvents.seq,
  id: liveEvents.id,
  gameId: liveEvents.gameId,
  kind: liveEvents.kind,
  teamId: liveEvents.teamId,
  playerId: liveEvents.playerId,
  points: liveEvents.points,
  undoes: liveEvents.undoes,
  createdAt: liveEvents.createdAt,
  firstName: players.firstName,
  lastName: players.lastName,
  gameStatus: games.status,
  homeScore: games.homeScore,
  awayScore: games.awayScore,
  winnerId: games.winnerId,
};

type EventRow = {
  [K in keyof typeof eventColumns]: (typeof eventColumns)[K]["_"]["data"] | null;
} & { seq: number; id: string; gameId: string; kind: LiveEvent["kind"]; createdAt: Date };

/**
 * A final carries the game's result as it is saved now (read with the event,
 * so a replay never shows a result since corrected); null once erased.
 */
function finalOf(row: EventRow): LiveFinal | null {
  if (row.gameStatus !== "completed" || row.homeScore === null || row.awayScore === null) {
    return null;
  }
  return { home: row.homeScore, away: row.awayScore, winnerId: row.winnerId };
}

function toLiveEvent(row: EventRow): LiveEvent {
  return {
    seq: Number(row.seq),
    id: row.id,
    gameId: row.gameId,
    kind: row.kind,
    teamId: row.teamId,
    playerId: row.playerId,
    playerName:
      row.firstName !== null && row.lastName !== null
        ? fullName({ firstName: row.firstName, lastName: row.lastName })
        : null,
    points: row.points,
    undoes: row.undoes,
    time: formatGameTime(row.createdAt),
    ...(row.kind === "final" ? { final: finalOf(row) } : {}),
  };
}

function selectEvents(db: Executor) {
  return db
    .select(eventColumns)
    .from(liveEvents)
    .leftJoin(players, eq(players.id, liveEvents.playerId))
    .innerJoin(games, eq(games.id, liveEvents.gameId));
}

/** Events after `afterSeq`, oldest first (of one game, or of all). */
export async function liveEventsSince(
  db: Executor,
  afterSeq: number,
  { gameId, limit }: { gameId?: string | null; limit: number },
): Promise<LiveEvent[]> {
  const rows = await selectEvents(db)
    .where(
      gameId
        ? and(gt(liveEvents.seq, afterSeq), eq(liveEvents.gameId, gameId))
        : gt(liveEvents.seq, afterSeq),
    )
    .orderBy(asc(liveEvents.seq))
    .limit(limit);
  return (rows as EventRow[]).map(toLiveEvent);
}

/** The newest event's seq (0 when there is none): where a new stream starts. */
export async function latestLiveSeq(db: Executor): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${liveEvents.seq})` })
    .from(liveEvents);
  return Number(row?.seq ?? 0);
}

/** Each game's state from the events since its last start. */
export async function liveStates(db: Executor, gameIds: string[]): Promise<Map<string, LiveState>> {
  const states = new Map<string, LiveState>();
  if (gameIds.length === 0) return states;
  const lastStart = sql`(select max(s.seq) from ${liveEvents} s where s.game_id = ${liveEvents.gameId} and s.kind = 'start')`;
  const rows = await selectEvents(db)
    .where(and(inArray(liveEvents.gameId, gameIds), sql`${liveEvents.seq} >= ${lastStart}`))
    .orderBy(asc(liveEvents.seq));
  for (const event of (rows as EventRow[]).map(toLiveEvent)) {
    states.set(event.gameId, applyLiveEvent(states.get(event.gameId) ?? NOT_STARTED, event));
  }
  return states;
}

async function liveRun(tx: Executor, gameId: string): Promise<LiveState> {
  return (await liveStates(tx, [gameId])).get(gameId) ?? liveStateOf([]);
}
