// The draft board page's rules (docs/league-rules.md#the-draft): how many
// rounds the board shows, which picks are made and which are on the clock, and
// when the current season's columns appear in the player table.
import {
  draftPickSlots,
  isOnTheClock,
  snakeDraftOrder,
  type DraftPick,
  type DraftWindow,
} from "./order";
import { firstMomentAfter } from "~/domain/time/league-time";

/**
 * Rounds needed so every pick already made and every player still waiting to
 * be drafted has a slot on the board: ceil((made + waiting) / teams), at least
 * one round when the league has teams.
 */
export function draftRoundsNeeded(teamCount: number, picksMade: number, waiting: number): number {
  if (teamCount <= 0) return 0;
  return Math.max(1, Math.ceil((picksMade + waiting) / teamCount));
}

export interface MadePick {
  pickNumber: number;
  teamId: string;
  playerId: string;
}

export interface BoardPick extends DraftPick {
  /** The drafted player, or null while the pick is open. */
  playerId: string | null;
  /** When the pick's 30-minute slot opens, or null when it falls outside every window. */
  scheduledAt: Date | null;
  onTheClock: boolean;
}

export interface BoardRound {
  round: number;
  picks: BoardPick[];
}

/**
 * The whole board: the snake order over `rounds`, with the picks made filled
 * in by pick number. Picks are made in order, so the count of picks made says
 * which one is current; a later pick whose slot has passed is on the
 * clock too. A made pick shows the team that really made it (normally the
 * snake order's team; an admin may have traded a pick).
 */
export function buildDraftBoard(opts: {
  order: string[];
  rounds: number;
  picks: MadePick[];
  windows: DraftWindow[];
  now: Date;
}): BoardRound[] {
  const slots = snakeDraftOrder(opts.order, opts.rounds);
  const times = draftPickSlots(opts.windows, slots.length);
  const made = new Map(opts.picks.map((p) => [p.pickNumber, p]));
  const picksMade = opts.picks.length;
  const rounds: BoardRound[] = [];
  for (const slot of slots) {
    const index = slot.pickNumber - 1;
    const pick = made.get(slot.pickNumber);
    const scheduledAt = times[index] ?? null;
    const boardPick: BoardPick = {
      ...slot,
      teamId: pick?.teamId ?? slot.teamId,
      playerId: pick?.playerId ?? null,
      scheduledAt,
      onTheClock: !pick && isOnTheClock(index, picksMade, scheduledAt, opts.now),
    };
    const round = rounds[slot.round - 1] ?? { round: slot.round, picks: [] };
    round.picks.push(boardPick);
    rounds[slot.round - 1] = round;
  }
  return rounds;
}

/**
 * The pick to make next, in snake order: number picksMade + 1, its round and
 * its team. Null when the draft has no teams in its order.
 */
export function nextPick(order: string[], picksMade: number): DraftPick | null {
  if (order.length === 0) return null;
  const rounds = Math.ceil((picksMade + 1) / order.length);
  return snakeDraftOrder(order, rounds)[picksMade] ?? null;
}

/**
 * What a draft page says when nobody is left to draft: with no signups at
 * all, that nobody has signed up (not that everyone was drafted).
 */
export function nobodyToDraftText(seasonId: number, signups: number): string {
  return signups === 0
    ? `No one has signed up for season ${seasonId} yet.`
    : "Every signed-up player is on a team.";
}

/**
 * The player table hides the current season's column until after the
 * season's `playerTableAfter` moment (8 June 2025 for the original season 4)
 * while that season has no stats yet. Without a moment there is nothing to
 * wait for.
 */
export function showsCurrentSeasonColumn(
  playerTableAfter: Date | null,
  now: Date,
  currentSeasonHasStats: boolean,
): boolean {
  if (currentSeasonHasStats || playerTableAfter === null) return true;
  return now.getTime() > playerTableAfter.getTime();
}

/** The two parts of /draft, in the order the page shows them. */
export type DraftPageSection = "players" | "board";

/**
 * While the draft is under way (a pick is made or its first window has opened,
 * and signed-up players still wait to be drafted) captains come for the players
 * they can still pick, so those come first: the board is 176 rows, eleven
 * thousand pixels on a phone. Before the draft the board is the news (the order
 * and when each team picks), and once nobody waits it is the draft's result,
 * so it comes first then.
 */
export function draftPageOrder(opts: {
  picksMade: number;
  waiting: number;
  windows: DraftWindow[];
  now: Date;
}): [DraftPageSection, DraftPageSection] {
  const opened = opts.windows.some((w) => w.start.getTime() <= opts.now.getTime());
  const underWay = (opts.picksMade > 0 || opened) && opts.waiting > 0;
  return underWay ? ["players", "board"] : ["board", "players"];
}

/** When `draftPageOrder` may turn by the clock alone: the draft's first window opening. */
export function draftPageOrderChangesAt(windows: DraftWindow[], now: Date): Date | null {
  // No windows: Math.min() is Infinity, never a moment.
  return firstMomentAfter([Math.min(...windows.map((w) => w.start.getTime()))], now);
}
