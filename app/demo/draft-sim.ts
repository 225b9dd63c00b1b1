// Season 4 is built by its draft: each team keeps a captain (its core player)
// and the other active players are drafted in snake order. The last picks are
// left open for late signups.
import { defaultDraftWindows, snakeDraftOrder } from "~/domain/draft/order";
import { addDays, addMs, MINUTE_MS, type Day } from "./calendar";
import { chooseCaptain } from "./rosters";
import type { Rng } from "./random";
import type { DraftPickRow, DraftRow, Profile, Rosters, SeasonSide } from "./types";

export const DRAFT_ROUNDS = 10;
/** Picks at the end of the draft still to be made (late signups). */
export const OPEN_PICKS = 3;

export interface DraftResult {
  side: SeasonSide;
  draft: DraftRow;
  picks: DraftPickRow[];
  windows: { start: string; end: string }[];
  /** When the draft closed its last window. */
  endsAt: Date;
  startsAt: Date;
}

/**
 * Spreads `count` picks evenly over the windows' open time (with a little
 * jitter), leaving room for the open picks at the end. Picks are made in order
 * and each one before its 30-minute slot would have expired.
 */
function pickTimes(rng: Rng, windows: { start: Date; end: Date }[], count: number): Date[] {
  const spans = windows.map((w) => w.end.getTime() - w.start.getTime());
  const total = spans.reduce((a, b) => a + b, 0);
  const step = total / (count + OPEN_PICKS + 1);
  const times: Date[] = [];
  for (let i = 0; i < count; i++) {
    let offset = (i + 1 + rng.float(-0.35, 0.35)) * step;
    let w = 0;
    while (w < spans.length - 1 && offset >= (spans[w] ?? 0)) offset -= spans[w++] ?? 0;
    const start = windows[w]?.start ?? new Date(0);
    // Whole minutes look like a person clicked; a mid-window ± jitter stays inside.
    times.push(addMs(start, Math.round(offset / MINUTE_MS) * MINUTE_MS));
  }
  return times;
}

export function runSeason4Draft(opts: {
  rng: Rng;
  teamIds: string[];
  active: string[];
  previous: SeasonSide;
  byId: Map<string, Profile>;
  /** First day of the four draft days. */
  draftDay: Day;
  seasonYear: number;
}): DraftResult {
  const { rng, teamIds, active, previous, byId } = opts;
  const activeSet = new Set(active);
  const captains = new Map<string, string>();
  const taken = new Set<string>();
  for (const teamId of teamIds) {
    const last = previous.captains.get(teamId);
    const formerTeammates = (previous.rosters.get(teamId) ?? []).filter(
      (id) => activeSet.has(id) && !taken.has(id),
    );
    const captain =
      last && activeSet.has(last) && !taken.has(last)
        ? last
        : chooseCaptain(
            rng,
            formerTeammates.length > 0 ? formerTeammates : active.filter((id) => !taken.has(id)),
            byId,
            opts.seasonYear,
          );
    captains.set(teamId, captain);
    taken.add(captain);
  }

  const order = rng.shuffle(teamIds);
  const slots = snakeDraftOrder(order, DRAFT_ROUNDS);
  const available = active.filter((id) => !taken.has(id));
  const made = slots.length - OPEN_PICKS;
  if (available.length !== made) {
    throw new Error(`Season 4 needs ${made} players to draft, got ${available.length}.`);
  }
  const windows = defaultDraftWindows(opts.draftDay);
  const times = pickTimes(rng, windows, made);
  const rosters: Rosters = new Map(teamIds.map((id) => [id, [captains.get(id) ?? ""]]));
  const picks: DraftPickRow[] = [];
  for (const slot of slots.slice(0, made)) {
    // Best available by the team's taste: talent, familiarity and a gut feeling.
    const formerTeam = new Set(previous.rosters.get(slot.teamId) ?? []);
    let best = "";
    let bestScore = -Infinity;
    for (const id of available) {
      if (taken.has(id)) continue;
      const score =
        (byId.get(id)?.scoring ?? 0) + (formerTeam.has(id) ? 0.6 : 0) + rng.float(0, 0.9);
      if (score > bestScore) [best, bestScore] = [id, score];
    }
    taken.add(best);
    rosters.get(slot.teamId)?.push(best);
    picks.push({
      seasonId: 4,
      pickNumber: slot.pickNumber,
      teamId: slot.teamId,
      playerId: best,
      pickedAt: times[slot.pickNumber - 1],
    });
  }
  const first = windows[0];
  const last = windows[windows.length - 1];
  if (!first || !last) throw new Error("The draft needs at least one window.");
  return {
    side: { seasonId: 4, rosters, captains },
    draft: {
      seasonId: 4,
      draftOrder: order,
      corePlayerIds: teamIds.map((t) => captains.get(t) ?? ""),
    },
    picks,
    windows: windows.map((w) => ({ start: w.start.toISOString(), end: w.end.toISOString() })),
    startsAt: first.start,
    endsAt: last.end,
  };
}

/** The draft's first day: the Thursday about three weeks before the first games. */
export function draftDayBefore(firstSaturday: Day): Day {
  return addDays(firstSaturday, -23);
}
