// The season state machine's facts, read inside a write's transaction
// (app/domain/season/state.ts says what they allow), and the one way to write
// a season's rows: seasonWrite asks seasonWriteRefusal and, when the write is
// allowed, answers a SeasonWriteGrant, the token every write to a row that
// belongs to a season goes through (its `tx`). Only this module can make one:
// a function that writes a season's rows for its caller takes a grant, and a
// call that did not ask the state machine has none to give (it does not
// compile); tests/unit/season-writes.test.ts fails on any insert, update or
// delete of a season's table made on anything but a grant's transaction.
// Part of the seasons aggregate.
//
// The season's row is locked first: a share lock for the writes that change
// what is in a season (two can run at once, a close waits for them), an update
// lock for those that change its state (close, reopen, make current,
// signups), which wait for the others and make them wait. The state changes
// also take the league's season-state turn first (one advisory lock), so two
// of them never interleave: what one reads of the other seasons (which is
// current, which takes signups) holds until it commits.
import { and, asc, count, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor, Transaction } from "~/db/connection.server";
import { games, scheduleDrafts, seasonRosters, seasons, signups } from "~/db/schema";
import { currentSeasonIdOf } from "~/domain/season/status";
import {
  seasonWriteRefusal,
  type SeasonFacts,
  type SeasonGamesToPlay,
  type SeasonWrite,
} from "~/domain/season/state";

const STATE_CHANGES: ReadonlySet<SeasonWrite> = new Set([
  "close",
  "reopen",
  "make-current",
  "open-signups",
  "close-signups",
]);

/** pg_advisory_xact_lock key of the season-state turn (any fixed number unique to this app). */
const SEASON_STATE_TURN_KEY = 740219;

export const SEASON_GONE = "This season no longer exists.";

/** Two changes to seasons' states (or a new season) take turns: see the top of this file. */
async function takeSeasonStateTurn(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEASON_STATE_TURN_KEY})`);
}

/** The season's facts, its row locked for this transaction; undefined when it does not exist. */
async function lockedSeasonFacts(
  tx: Executor,
  seasonId: number,
  write: SeasonWrite,
): Promise<SeasonFacts | undefined> {
  const stateChange = STATE_CHANGES.has(write);
  if (stateChange) await takeSeasonStateTurn(tx);
  const [row] = await tx
    .select({ closedAt: seasons.closedAt, registrationOpen: seasons.registrationOpen })
    .from(seasons)
    .where(eq(seasons.id, seasonId))
    .for(stateChange ? "update" : "share");
  if (!row) return undefined;
  // One after the other: a transaction is one connection.
  const all = await tx.select({ n: count() }).from(games).where(eq(games.seasonId, seasonId));
  const unresolved = await tx
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.seasonId, seasonId), ne(games.status, "completed")));
  const flags = await tx.select({ id: seasons.id, isCurrent: seasons.isCurrent }).from(seasons);
  return {
    id: seasonId,
    currentId: currentSeasonIdOf(flags),
    closed: row.closedAt !== null,
    registrationOpen: row.registrationOpen,
    games: Number(all[0]?.n ?? 0),
    gamesWithoutResult: Number(unresolved[0]?.n ?? 0),
    toPlayElsewhere: write === "make-current" ? await gamesToPlayBelow(tx, seasonId) : [],
  };
}

/**
 * The open seasons below `seasonId` with games still to play (scheduled or
 * live), their rows locked first: a game added to one of them, or a result
 * erased, waits until making `seasonId` current has committed, and is then
 * refused or allowed by the completed state it finds.
 */
async function gamesToPlayBelow(tx: Executor, seasonId: number): Promise<SeasonGamesToPlay[]> {
  await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(lt(seasons.id, seasonId), isNull(seasons.closedAt)))
    .orderBy(asc(seasons.id))
    .for("update");
  const rows = await tx
    .select({ season: games.seasonId, games: count() })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(
      and(
        lt(games.seasonId, seasonId),
        isNull(seasons.closedAt),
        inArray(games.status, ["scheduled", "live"]),
      ),
    )
    .groupBy(games.seasonId);
  return rows.map((r) => ({ season: r.season, games: Number(r.games) }));
}

const GRANTED = Symbol("season write granted");

/**
 * Leave to write one season's rows in one transaction, for one kind of
 * write: made only by seasonWrite (and newSeasonWrite, for a season being
 * started), after the state machine allowed it with the season's row
 * locked. Every insert, update and delete of a table that belongs to a
 * season is made on its `tx` (tests/unit/season-writes.test.ts), and the
 * functions that write such rows for a caller take the grant, not a bare
 * transaction. The grant names its season: a write under it is to that
 * season's rows (a row found by its own id is looked up first, and its
 * season asked for), or to what the write's rule says it changes in the
 * league (make current: which season is current and whose signups close).
 */
export interface SeasonWriteGrant {
  /** The transaction the season's row is locked in: the season's rows are written on it. */
  readonly tx: Transaction;
  readonly seasonId: number;
  /** The write allowed ("start": the season is being started). */
  readonly write: SeasonWrite | "start";
  /** The season's facts as the state machine read them, its row locked. */
  readonly facts: SeasonFacts;
  readonly [GRANTED]: true;
}

/**
 * Leave to make `write` to season `seasonId` in `tx`, or the sentence that
 * refuses it (its state, or that it no longer exists): the one door to a
 * season's rows. Call it first inside the write's transaction.
 */
export async function seasonWrite(
  tx: Transaction,
  seasonId: number,
  write: SeasonWrite,
): Promise<SeasonWriteGrant | string> {
  const facts = await lockedSeasonFacts(tx, seasonId, write);
  if (!facts) return SEASON_GONE;
  return seasonWriteRefusal(facts, write) ?? { tx, seasonId, write, facts, [GRANTED]: true };
}

/**
 * Leave to write the rows of season `seasonId` as it is started (the state
 * machine's way in: there is no state to ask yet), in the season-state turn.
 * Its number is the seasons table's primary key: a season already started
 * under it makes the insert fail, which the caller answers.
 */
export async function newSeasonWrite(tx: Transaction, seasonId: number): Promise<SeasonWriteGrant> {
  await takeSeasonStateTurn(tx);
  const flags = await tx.select({ id: seasons.id, isCurrent: seasons.isCurrent }).from(seasons);
  const facts: SeasonFacts = {
    id: seasonId,
    currentId: currentSeasonIdOf(flags),
    closed: false,
    registrationOpen: false,
    games: 0,
    gamesWithoutResult: 0,
    toPlayElsewhere: [],
  };
  return { tx, seasonId, write: "start", facts, [GRANTED]: true };
}

/**
 * Why this write to the season would be refused (its state, or that it no
 * longer exists), or null: for a page that asks before it offers a write.
 * The write itself asks seasonWrite, in its own transaction.
 */
export async function seasonWriteRefused(
  tx: Executor,
  seasonId: number,
  write: SeasonWrite,
): Promise<string | null> {
  const facts = await lockedSeasonFacts(tx, seasonId, write);
  if (!facts) return SEASON_GONE;
  return seasonWriteRefusal(facts, write);
}

/** How far a season's people have come, for its checklist (read, not locked). */
export async function seasonPeopleProgress(db: Executor, seasonId: number) {
  const [signedUp, onRosters, undrafted, draft] = await Promise.all([
    db.select({ n: count() }).from(signups).where(eq(signups.seasonId, seasonId)),
    db.select({ n: count() }).from(seasonRosters).where(eq(seasonRosters.seasonId, seasonId)),
    // Signed up and on no team: the draft's players still to place.
    db
      .select({ n: count() })
      .from(signups)
      .leftJoin(
        seasonRosters,
        and(
          eq(seasonRosters.seasonId, signups.seasonId),
          eq(seasonRosters.playerId, signups.playerId),
        ),
      )
      .where(and(eq(signups.seasonId, seasonId), isNull(seasonRosters.playerId))),
    db
      .select({ revision: scheduleDrafts.revision })
      .from(scheduleDrafts)
      .where(eq(scheduleDrafts.seasonId, seasonId)),
  ]);
  return {
    signups: Number(signedUp[0]?.n ?? 0),
    rostered: Number(onRosters[0]?.n ?? 0),
    undrafted: Number(undrafted[0]?.n ?? 0),
    drafted: draft.length > 0,
  };
}
