// A game scored live from the courtside phone (docs/league-rules.md#live-games).
// The game is a list of events, in the order the server applied them: a
// start, baskets (+1, +2, +3 for a team, perhaps for one of its players),
// undos of a basket, then a final (carrying the result saved) or an abandon.
// The running score is never stored: it is what these events add up to. The
// same reducer runs on the server (pages, the result form's prefill) and in
// the browser (spectators and the scorer's phone), so both always agree.

export type LiveEventKind = "start" | "score" | "undo" | "abandon" | "final";

/**
 * The scorer's id on the admin game page: what opens the scorer (Start, Score
 * live, the redirect after a tap without scripts) leads to it, so the page
 * opens with the scorer on screen rather than the page's header.
 */
export const LIVE_SCORER_ID = "live-scorer";

/** The admin game page, opened on its live scorer. */
export function liveScorerPath(gameId: string): string {
  return `/admin/games/${gameId}#${LIVE_SCORER_ID}`;
}

export const LIVE_POINTS = [1, 2, 3] as const;
export type LivePoints = (typeof LIVE_POINTS)[number];

/** One event as spectators receive it: already named and timed for display. */
export interface LiveEvent {
  /** The server's order; what a reconnecting stream resumes after. */
  seq: number;
  /** Made by the scorer's phone: a tap sent twice is the same event. */
  id: string;
  gameId: string;
  kind: LiveEventKind;
  teamId: string | null;
  playerId: string | null;
  /** 'Pat Murphy', or null for a basket credited to the team only. */
  playerName: string | null;
  points: number | null;
  /** For an undo: the id of the basket it takes back. */
  undoes: string | null;
  /** '9:42 AM' in the league's zone. */
  time: string;
  /** A final's result as saved (null: erased since); absent on other kinds. */
  final?: LiveFinal | null;
}

/**
 * The result a final carries, so a card listing the game turns Final with
 * its score without loading the page again.
 */
export interface LiveFinal {
  home: number;
  away: number;
  winnerId: string | null;
}

export interface Basket {
  id: string;
  teamId: string;
  playerId: string | null;
  playerName: string | null;
  points: number;
  time: string;
}

export type LivePhase = "live" | "final" | "abandoned" | "not-started";

export interface LiveState {
  phase: LivePhase;
  /** The id of the start this run began with (null before any). */
  runId: string | null;
  /** Baskets still standing (undone ones removed), oldest first. */
  baskets: Basket[];
  /** The last event applied (0: none). */
  seq: number;
  /** After a final: the result it carried (null or absent: not known here). */
  final?: LiveFinal | null;
}

export const NOT_STARTED: LiveState = { phase: "not-started", runId: null, baskets: [], seq: 0 };

/**
 * The state after one more event. An event at or before the state's `seq`
 * was already applied (a stream that replays what a page already showed) and
 * changes nothing; events the scorer's phone has not sent yet carry seq 0
 * and are applied on top of what the server confirmed.
 */
export function applyLiveEvent(state: LiveState, event: LiveEvent): LiveState {
  if (event.seq !== 0 && event.seq <= state.seq) return state;
  const seq = event.seq === 0 ? state.seq : event.seq;
  switch (event.kind) {
    case "start":
      return { phase: "live", runId: event.id, baskets: [], seq };
    case "score": {
      if (event.teamId === null || event.points === null) return { ...state, seq };
      if (state.baskets.some((b) => b.id === event.id)) return { ...state, seq };
      const basket: Basket = {
        id: event.id,
        teamId: event.teamId,
        playerId: event.playerId,
        playerName: event.playerName,
        points: event.points,
        time: event.time,
      };
      return { ...state, baskets: [...state.baskets, basket], seq };
    }
    case "undo":
      // Only its own team's basket: a stored undo naming the other team's
      // (possible before the server checked, basketToUndo) takes nothing back.
      return {
        ...state,
        baskets: state.baskets.filter((b) => b.id !== event.undoes || b.teamId !== event.teamId),
        seq,
      };
    case "abandon":
      return { ...state, phase: "abandoned", baskets: [], seq };
    case "final":
      return { ...state, phase: "final", final: event.final ?? null, seq };
  }
}

export function liveStateOf(events: LiveEvent[], from: LiveState = NOT_STARTED): LiveState {
  return events.reduce(applyLiveEvent, from);
}

export interface LiveScore {
  home: number;
  away: number;
}

/** The running score of the baskets standing. */
export function liveScore(baskets: Basket[], homeTeamId: string | null): LiveScore {
  let home = 0;
  let away = 0;
  for (const b of baskets) {
    if (b.teamId === homeTeamId) home += b.points;
    else away += b.points;
  }
  return { home, away };
}

/** Each basket with the score just after it, newest first (the timeline). */
export function scoringTimeline(
  baskets: Basket[],
  homeTeamId: string | null,
): (Basket & { score: LiveScore })[] {
  let home = 0;
  let away = 0;
  const rows = baskets.map((b) => {
    if (b.teamId === homeTeamId) home += b.points;
    else away += b.points;
    return { ...b, score: { home, away } };
  });
  return rows.reverse();
}

/** Points per player from the baskets credited to him: the result form's prefill. */
export function pointsByPlayer(baskets: Basket[]): Map<string, number> {
  const points = new Map<string, number>();
  for (const b of baskets) {
    if (b.playerId !== null) points.set(b.playerId, (points.get(b.playerId) ?? 0) + b.points);
  }
  return points;
}

/** The basket an Undo for `teamId` takes back: the team's latest one standing. */
export function lastBasketOf(baskets: Basket[], teamId: string): Basket | null {
  for (let i = baskets.length - 1; i >= 0; i--) {
    if (baskets[i]!.teamId === teamId) return baskets[i]!;
  }
  return null;
}

/** Why an undo naming the other team's basket is refused (409). */
export const UNDO_OTHER_TEAM =
  "That undo names a basket of the other team: nothing was taken back. Undo only takes back its own team's baskets.";

/**
 * The basket an undo for `tap.teamId` takes back: the one it names, or
 * without a name the team's latest standing. Only ever that team's: one
 * team's Undo must never take back the other team's points, so an undo
 * naming the other team's basket is refused. Null: nothing of it is standing
 * (already undone), and the undo changes nothing.
 */
export function basketToUndo(
  baskets: Basket[],
  tap: { teamId: string; undoes: string | null },
): { ok: true; basket: Basket | null } | { ok: false; message: string } {
  if (tap.undoes === null) return { ok: true, basket: lastBasketOf(baskets, tap.teamId) };
  const named = baskets.find((b) => b.id === tap.undoes) ?? null;
  if (named && named.teamId !== tap.teamId) return { ok: false, message: UNDO_OTHER_TEAM };
  return { ok: true, basket: named };
}

/** An event id made by a phone: a UUID, or anything of the same harmless alphabet. */
export const LIVE_EVENT_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A tap as the phone sends it (before the server names and orders it). */
export interface LiveTap {
  id: string;
  kind: "score" | "undo";
  teamId: string;
  playerId: string | null;
  points: LivePoints | null;
  /** The basket an undo takes back; null: the team's latest. */
  undoes: string | null;
}

export const MAX_TAPS_PER_POST = 200;

/**
 * Reads the taps a phone posts (a JSON list, oldest first). Each must name one
 * of the game's two teams and, if any, a player of that team's roster; an
 * undo names the basket it takes back (or none: the team's latest).
 */
export function parseLiveTaps(
  raw: string,
  game: { homeTeamId: string; awayTeamId: string },
  rosterTeamOf: (playerId: string) => string | undefined,
): { ok: true; taps: LiveTap[] } | { ok: false; message: string } {
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return { ok: false, message: "The taps could not be read." };
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_TAPS_PER_POST) {
    return { ok: false, message: `Send between 1 and ${MAX_TAPS_PER_POST} taps.` };
  }
  const taps: LiveTap[] = [];
  for (const item of list as unknown[]) {
    const tap = readTap(item, game, rosterTeamOf);
    if (typeof tap === "string") return { ok: false, message: tap };
    taps.push(tap);
  }
  return { ok: true, taps };
}

function readTap(
  item: unknown,
  game: { homeTeamId: string; awayTeamId: string },
  rosterTeamOf: (playerId: string) => string | undefined,
): LiveTap | string {
  if (typeof item !== "object" || item === null) return "A tap is not an object.";
  const t = item as Record<string, unknown>;
  if (typeof t.id !== "string" || !LIVE_EVENT_ID.test(t.id)) return "A tap has no valid id.";
  if (t.teamId !== game.homeTeamId && t.teamId !== game.awayTeamId) {
    return "A tap names a team that is not in this game.";
  }
  const teamId = t.teamId;
  if (t.kind === "undo") {
    const undoes = t.undoes ?? null;
    if (undoes !== null && (typeof undoes !== "string" || !LIVE_EVENT_ID.test(undoes))) {
      return "An undo names no valid basket.";
    }
    return { id: t.id, kind: "undo", teamId, playerId: null, points: null, undoes };
  }
  if (t.kind !== "score") return "A tap is neither a basket nor an undo.";
  if (!LIVE_POINTS.includes(t.points as LivePoints)) return "A basket is worth 1, 2 or 3.";
  const playerId = t.playerId ?? null;
  if (playerId !== null && (typeof playerId !== "string" || rosterTeamOf(playerId) !== teamId)) {
    return "A basket names a player who is not on that team.";
  }
  return {
    id: t.id,
    kind: "score",
    teamId,
    playerId,
    points: t.points as LivePoints,
    undoes: null,
  };
}

/** Why a script-less post was not counted, by the code the admin page is sent back with. */
export const LIVE_REFUSALS = {
  "not-live": "That tap was not counted: the game is not being scored live.",
  "bad-tap": "That tap could not be read: nothing was counted.",
  "no-teams": "Both teams must be set before the game can start.",
  decided: "This game already has a result: erase it first.",
  closed: "This game's season is closed: reopen it to score its games.",
  "other-team": UNDO_OTHER_TEAM,
} as const;
export type LiveRefusalCode = keyof typeof LIVE_REFUSALS;
