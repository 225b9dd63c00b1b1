// The schedule form's starting values, read from the previous season so that
// the next one comes out shaped like it (generator.ts has the rules).
import { leagueDateParts } from "~/domain/time/league-time";
import { dayString, timesWord, weekdayOf } from "~/domain/time/days";
import { scheduleGroups } from "./calendar";
import type { ScheduleFormat, ScheduleInput, ScheduleSlot, ScheduleTeam } from "./types";
import type { Game } from "~/domain/types";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PreviousSeason {
  /** The season's teams and conferences. */
  teams: readonly ScheduleTeam[];
  /** Its games, regular season and playoffs (the playoffs only set when it ended). */
  games: readonly Pick<Game, "type" | "startsAt" | "location" | "homeTeamId" | "awayTeamId">[];
}

export interface ScheduleDefaults extends ScheduleInput {
  /** Calendar weeks that had regular-season games; first to last day spans as many. */
  weeks: number;
  /** Why this format, in one sentence, for the form. */
  formatNote: string;
}

interface DatedGame {
  day: number;
  time: string;
  location: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
}

function dated(game: PreviousSeason["games"][number]): DatedGame {
  const p = leagueDateParts(game.startsAt);
  return {
    day: Date.UTC(p.year, p.month - 1, p.day) / DAY_MS,
    time: `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`,
    location: game.location,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
  };
}

/**
 * Defaults from the previous season's regular-season games (null when it had none):
 * - weekdays: those it played on, leaving out a weekday with fewer than half as many
 *   game days as its busiest weekday (a game moved to a Monday doesn't make Monday a game day);
 * - slots: the (time, location) pairs of its busiest game day (the earliest of equals),
 *   by time then location;
 * - weeks: the calendar weeks with its games, a week starting on the game weekday after
 *   the longest gap (Saturday for a Saturday–Sunday league, so a weekend is one week);
 * - format: "conference" when every game was between conference rivals, else "league",
 *   k = games ÷ pairs rounded; when that doesn't give back its number of games (it wasn't
 *   a full round robin, like the demo's season 4: 14 of the 15 rounds of a 16-team
 *   league), the format and k whose number of games is nearest to its own;
 * - first day: the first week's first game weekday after its last game, regular or
 *   playoff; last day: that day + (weeks − 1) × 7 + the span of a week's game days
 *   (the Sunday of the last weekend).
 */
export function scheduleDefaults(previous: PreviousSeason): ScheduleDefaults | null {
  const regular = previous.games.filter((g) => g.type === "regular_season").map(dated);
  if (regular.length === 0) return null;
  const last = Math.max(...previous.games.map((g) => dated(g).day));

  // Weekdays with at least half as many game days as the busiest one.
  const daysOn = new Map<number, Set<number>>();
  for (const g of regular) {
    const set = daysOn.get(weekdayOf(g.day)) ?? new Set<number>();
    daysOn.set(weekdayOf(g.day), set.add(g.day));
  }
  const busiestWeekday = Math.max(...[...daysOn.values()].map((s) => s.size));
  const played = [...daysOn.keys()].filter((d) => 2 * (daysOn.get(d)?.size ?? 0) >= busiestWeekday);
  const { start, span } = weekShape(played);
  const weekdays = [...played].sort((a, b) => ((a - start + 7) % 7) - ((b - start + 7) % 7));

  // Calendar weeks, each starting on `start`.
  const anchor = (((start - 4) % 7) + 7) % 7; // day 0 (1970-01-01) was a Thursday
  const weeks = new Set(regular.map((g) => Math.floor((g.day - anchor) / 7))).size;

  // The busiest game day's slots.
  const perDay = new Map<number, DatedGame[]>();
  for (const g of regular) {
    if (weekdays.includes(weekdayOf(g.day))) perDay.set(g.day, [...(perDay.get(g.day) ?? []), g]);
  }
  let busiest: DatedGame[] = [];
  for (const day of [...perDay.keys()].sort((a, b) => a - b)) {
    const games = perDay.get(day) ?? [];
    if (games.length > busiest.length) busiest = games;
  }
  const seen = new Set<string>();
  const slots: ScheduleSlot[] = busiest
    .map((g) => ({ time: g.time, location: g.location }))
    .filter((s) => !seen.has(`${s.time} ${s.location}`) && seen.add(`${s.time} ${s.location}`))
    .sort((a, b) =>
      a.time < b.time ? -1 : a.time > b.time ? 1 : a.location < b.location ? -1 : 1,
    );

  const { format, formatNote } = formatOf(previous.teams, regular);
  let first = last + 1;
  while (weekdayOf(first) !== start) first++;
  return {
    teams: previous.teams.map((t) => ({ id: t.id, conference: t.conference })),
    format,
    firstDay: dayString(first),
    lastDay: dayString(first + (weeks - 1) * 7 + span),
    weekdays,
    slots,
    blackouts: [],
    seed: 1,
    weeks,
    formatNote,
  };
}

/**
 * The week of a set of game weekdays: it starts on the weekday after the
 * longest gap between them, and its game days span `span` days.
 */
export function weekShape(weekdays: readonly number[]): { start: number; span: number } {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  let start = sorted[0] ?? 6;
  let longest = 0;
  sorted.forEach((day, i) => {
    const next = sorted[(i + 1) % sorted.length] as number;
    const gap = (((next - day) % 7) + 7) % 7 || 7;
    if (gap > longest) {
      longest = gap;
      start = next;
    }
  });
  return { start, span: 7 - longest };
}

function formatOf(
  teams: readonly ScheduleTeam[],
  regular: readonly DatedGame[],
): { format: ScheduleFormat; formatNote: string } {
  const conference = new Map(teams.map((t) => [t.id, t.conference]));
  const known = regular.filter(
    (g) => conference.has(g.homeTeamId ?? "") && conference.has(g.awayTeamId ?? ""),
  );
  const rivalsOnly = known.every(
    (g) => conference.get(g.homeTeamId ?? "") === conference.get(g.awayTeamId ?? ""),
  );
  const pairs = (kind: ScheduleFormat["kind"]) =>
    scheduleGroups(teams, { kind }).reduce(
      (s, g) => s + (g.teamIds.length * (g.teamIds.length - 1)) / 2,
      0,
    );
  const count = known.length;
  const kind = rivalsOnly ? "conference" : "league";
  const times = Math.min(4, Math.max(1, Math.round(count / Math.max(1, pairs(kind)))));
  const describe = (f: ScheduleFormat) =>
    `${f.kind === "conference" ? "every conference rival" : "every team of the league"} ${timesWord(f.times)}`;
  if (times * pairs(kind) === count) {
    return {
      format: { kind, times },
      formatNote: `Last season played ${describe({ kind, times })}.`,
    };
  }
  const candidates: ScheduleFormat[] = [{ kind, times }];
  for (const k of ["conference", "league"] as const) {
    for (let t = 1; t <= 4; t++) if (pairs(k) > 0) candidates.push({ kind: k, times: t });
  }
  const distance = (f: ScheduleFormat) => Math.abs(f.times * pairs(f.kind) - count);
  const best = candidates.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  return {
    format: best,
    formatNote: `Last season's ${count} games were not a full round robin; ${describe(best)} gives ${best.times * pairs(best.kind)}, the nearest.`,
  };
}
