// Property-based tests of the season schedule generator
// (app/domain/season-schedule/generator.ts) over random leagues, formats, calendars
// and templates. Whatever it answers is checked here from the rules' text, not
// from its code: a schedule against every promised fact, counted again from
// the games; a refusal against its own sentence, the numbers in it recomputed
// from the input (games, slots, game days, the earliest slots), and an
// "every choice was tried" refusal by a separate exhaustive search.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fairnessReport,
  generateSchedule,
  planRounds,
  type ScheduledGame,
  type ScheduleInput,
} from "~/domain/season-schedule/generator";
import { leagueDate } from "~/domain/time/league-time";

const RUNS = 300;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------- inputs

const day = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const dayNo = (s: string) => Date.parse(`${s}T00:00:00Z`) / DAY_MS;
const weekday = (n: number) => new Date(n * DAY_MS).getUTCDay();
const FIRST = dayNo("2027-01-02");

interface Groups {
  /** Team ids per group (conference, or the whole league). */
  groups: string[][];
  conferenceName: Map<string, string>;
}

function groupsOf(input: ScheduleInput): Groups {
  const east = input.teams.filter((t) => t.conference === "east").map((t) => t.id);
  const west = input.teams.filter((t) => t.conference === "west").map((t) => t.id);
  const groups =
    input.format.kind === "league"
      ? [input.teams.map((t) => t.id)]
      : [east, west].filter((g) => g.length > 0);
  const conferenceName = new Map([
    ...east.map((id) => [id, "East"] as const),
    ...west.map((id) => [id, "West"] as const),
  ]);
  return { groups, conferenceName };
}

/** Rounds of one cycle of a round robin of n teams (a phantom team when n is odd). */
const cycleRounds = (n: number) => (n % 2 === 1 ? n : n - 1);

/**
 * What the rules say the calendar looks like, from the input alone: the
 * games of each league round (groups side by side, a smaller group's rounds
 * spread evenly over the cycle), the game days each round takes, and how many
 * of its games fall at the earliest time (each day's slots used from the
 * earliest, its games spread evenly over the round's days).
 */
function expectedLayout(input: ScheduleInput) {
  const k = input.format.times;
  const { groups } = groupsOf(input);
  const cycle = Math.max(...groups.map((g) => cycleRounds(g.length)));
  const gamesAt = new Array<number>(cycle).fill(0);
  const groupsAt: Set<number>[] = Array.from({ length: cycle }, () => new Set());
  groups.forEach((g, gi) => {
    const own = cycleRounds(g.length);
    for (let j = 0; j < own; j++) {
      const at = Math.floor((j * cycle) / own);
      gamesAt[at] = (gamesAt[at] ?? 0) + Math.floor(g.length / 2);
      groupsAt[at]?.add(gi);
    }
  });
  const perDay = input.slots.length;
  const earliest = input.slots.map((s) => s.time).sort()[0] as string;
  const atEarliest = input.slots.filter((s) => s.time === earliest).length;
  const rounds = Array.from({ length: k * cycle }, (_, r) => {
    const games = gamesAt[r % cycle] ?? 0;
    const days = Math.ceil(games / perDay);
    const counts = Array.from(
      { length: days },
      (_, i) => Math.floor(games / days) + (i < games % days ? 1 : 0),
    );
    return {
      games,
      days,
      early: counts.reduce((s, c) => s + Math.min(c, atEarliest), 0),
      allEarly: counts.every((c) => c <= atEarliest),
      groups: groupsAt[r % cycle] as Set<number>,
    };
  });
  const blackouts = new Set(input.blackouts.map(dayNo));
  const available: number[] = [];
  for (let n = dayNo(input.firstDay); n <= dayNo(input.lastDay); n++) {
    if (input.weekdays.includes(weekday(n)) && !blackouts.has(n)) available.push(n);
  }
  const totalGames = groups.reduce((s, g) => s + (k * g.length * (g.length - 1)) / 2, 0);
  const gamesOfTeam = new Map(groups.flatMap((g) => g.map((id) => [id, k * (g.length - 1)])));
  return { rounds, available, totalGames, perDay, earliest, gamesOfTeam, groups, cycle };
}

const SLOT = fc.record({
  hour: fc.integer({ min: 7, max: 14 }),
  minute: fc.constantFrom(0, 15, 30, 45),
  location: fc.constantFrom("sbca", "b&gc", "condon", "jpt-school"),
});

const scheduleInput = fc
  .record({
    teams: fc.integer({ min: 4, max: 40 }),
    kind: fc.constantFrom("conference" as const, "league" as const),
    // Conference sizes: mostly about half and half, sometimes anything.
    nearHalf: fc.boolean(),
    shift: fc.integer({ min: -1, max: 1 }),
    anySplit: fc.integer({ min: 0, max: 1000 }),
    // Teams meet 1 to 4 times (~/domain/season-schedule/types.ts): all four are drawn.
    times: fc.integer({ min: 1, max: 4 }),
    weekdays: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
    slots: fc.uniqueArray(SLOT, {
      minLength: 1,
      maxLength: 6,
      selector: (s) => `${s.hour}:${s.minute} ${s.location}`,
    }),
    start: fc.integer({ min: 0, max: 365 }),
    /** The date range as a share (%) of the calendar days the rounds need. */
    room: fc.integer({ min: 60, max: 220 }),
    blackouts: fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 6 }),
    seed: fc.integer(),
  })
  .map((p): ScheduleInput => {
    const east = p.nearHalf
      ? Math.min(p.teams - 2, Math.max(2, Math.floor(p.teams / 2) + p.shift))
      : 2 + (p.anySplit % (p.teams - 3));
    const teams = Array.from({ length: p.teams }, (_, i) => ({
      id: `t${String(i).padStart(2, "0")}`,
      conference: i < east ? ("east" as const) : ("west" as const),
    }));
    const slots = p.slots.map((s) => ({
      time: `${String(s.hour).padStart(2, "0")}:${String(s.minute).padStart(2, "0")}`,
      location: s.location,
    }));
    const draft: ScheduleInput = {
      teams,
      format: { kind: p.kind, times: p.times },
      firstDay: day(FIRST + p.start),
      lastDay: day(FIRST + p.start),
      weekdays: p.weekdays,
      slots,
      blackouts: [],
      seed: p.seed,
    };
    const needed = expectedLayout(draft).rounds.reduce((s, r) => s + r.days, 0);
    // At most five years (the form's limit).
    const length = Math.min(1800, Math.ceil(((needed * 7) / p.weekdays.length) * (p.room / 100)));
    return {
      ...draft,
      lastDay: day(FIRST + p.start + length),
      blackouts: p.blackouts.map((b) => day(FIRST + p.start + (b % (length + 1)))),
    };
  });

// ---------------------------------------------------------------- schedules

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Every promise, counted again from the games. Returns the broken ones. */
function brokenPromises(input: ScheduleInput, games: readonly ScheduledGame[]): string[] {
  const broken: string[] = [];
  const k = input.format.times;
  const layout = expectedLayout(input);
  const { groups } = groupsOf(input);
  const groupOf = new Map(groups.flatMap((g, i) => g.map((id) => [id, i])));
  const allowed = new Set(layout.available);
  const template = new Set(input.slots.map((s) => `${s.time} ${s.location}`));

  // Every pair of a group meets exactly k times; no game outside a group.
  const meetings = new Map<string, ScheduledGame[]>();
  for (const g of games) {
    const [a, b] = [groupOf.get(g.homeTeamId), groupOf.get(g.awayTeamId)];
    if (a === undefined || a !== b || g.homeTeamId === g.awayTeamId) broken.push("group");
    const key = pairKey(g.homeTeamId, g.awayTeamId);
    meetings.set(key, [...(meetings.get(key) ?? []), g]);
  }
  for (const g of groups) {
    for (let i = 0; i < g.length; i++) {
      for (let j = i + 1; j < g.length; j++) {
        if (meetings.get(pairKey(g[i] as string, g[j] as string))?.length !== k)
          broken.push("pairs");
      }
    }
  }
  // Rematches swap home and away and are at least 1/(k + 1) of the season apart.
  const rounds = games.map((g) => g.round);
  const season = Math.max(...rounds) - Math.min(...rounds) + 1;
  for (const list of meetings.values()) {
    const sorted = [...list].sort((x, y) => x.round - y.round);
    for (let i = 1; i < sorted.length; i++) {
      const [x, y] = [sorted[i - 1] as ScheduledGame, sorted[i] as ScheduledGame];
      if (x.homeTeamId === y.homeTeamId) broken.push("home swap");
      if ((y.round - x.round) * (k + 1) < season) broken.push("spacing");
      if (k === 2 && (y.round - x.round) * 3 < season) broken.push("a third");
    }
  }
  // Per team: home and away, once a day, once a round, the earliest time.
  const earliestPlayed = games.map((g) => g.time).sort()[0];
  if (earliestPlayed !== layout.earliest) broken.push("earliest time unused");
  const home = new Map<string, number>();
  const played = new Map<string, number>();
  const early = new Map<string, number>();
  const seen = new Set<string>();
  for (const g of games) {
    home.set(g.homeTeamId, (home.get(g.homeTeamId) ?? 0) + 1);
    for (const t of [g.homeTeamId, g.awayTeamId]) {
      played.set(t, (played.get(t) ?? 0) + 1);
      if (g.time === earliestPlayed) early.set(t, (early.get(t) ?? 0) + 1);
      for (const key of [`day ${t} ${g.date}`, `round ${t} ${g.round}`]) {
        if (seen.has(key)) broken.push(key.split(" ")[0] as string);
        seen.add(key);
      }
    }
    const slot = `slot ${g.date} ${g.time} ${g.location}`;
    if (seen.has(slot)) broken.push("slot");
    seen.add(slot);
    // Where and when: a game day, a template slot, the league clock.
    if (!allowed.has(dayNo(g.date))) broken.push("not a game day");
    if (!template.has(`${g.time} ${g.location}`)) broken.push("not a template slot");
    const [y, m, d] = g.date.split("-").map(Number) as [number, number, number];
    const [hh, mm] = g.time.split(":").map(Number) as [number, number];
    if (g.startsAt.getTime() !== leagueDate(y, m, d, hh, mm).getTime()) broken.push("startsAt");
  }
  for (const t of input.teams) {
    const p = played.get(t.id) ?? 0;
    if (p !== layout.gamesOfTeam.get(t.id)) broken.push("games per team");
    if (Math.abs(2 * (home.get(t.id) ?? 0) - p) > 1) broken.push("home and away");
  }
  const earlyCounts = input.teams.map((t) => early.get(t.id) ?? 0);
  if (Math.max(...earlyCounts) - Math.min(...earlyCounts) > 1) broken.push("earliest spread");

  // Rounds take the first available game days in order, never sharing one.
  const daysOfRound = new Map<number, Set<number>>();
  for (const g of games) {
    const set = daysOfRound.get(g.round) ?? new Set<number>();
    daysOfRound.set(g.round, set.add(dayNo(g.date)));
  }
  const used = [...daysOfRound.keys()]
    .sort((a, b) => a - b)
    .flatMap((r) => [...(daysOfRound.get(r) as Set<number>)].sort((a, b) => a - b));
  if (used.join() !== layout.available.slice(0, used.length).join()) broken.push("round days");

  // Odd groups: one bye a group round, one per team a cycle, never two in a row.
  for (const g of groups.filter((x) => x.length % 2 === 1)) {
    const members = new Set(g);
    const byRound = new Map<number, Set<string>>();
    for (const game of games) {
      if (!members.has(game.homeTeamId)) continue;
      const set = byRound.get(game.round) ?? new Set<string>();
      byRound.set(game.round, set.add(game.homeTeamId).add(game.awayTeamId));
    }
    const order = [...byRound.keys()].sort((a, b) => a - b);
    const byes = order.map((r) => g.filter((id) => !byRound.get(r)?.has(id)));
    byes.forEach((list, i) => {
      if (list.length !== 1) broken.push("one bye a round");
      if (list[0] !== undefined && byes[i - 1]?.[0] === list[0]) broken.push("byes in a row");
    });
    for (let c = 0; c * g.length < byes.length; c++) {
      const cycle = byes.slice(c * g.length, (c + 1) * g.length).map((l) => l[0]);
      if (new Set(cycle).size !== cycle.length) broken.push("two byes a cycle");
    }
  }
  return broken;
}

// ---------------------------------------------------------------- refusals

const clock = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
};

/**
 * Is there a choice of E_r games per round (at the earliest time) that gives
 * every team q or q + 1 of them? Depth-first with the failures remembered.
 * true / false, or null past the budget.
 */
function earlySplitExists(
  rounds: { games: [string, string][]; early: number }[],
  teams: string[],
): boolean | null {
  const total = 2 * rounds.reduce((s, r) => s + r.early, 0);
  const q = Math.floor(total / teams.length);
  const extra = total - q * teams.length;
  const index = new Map(teams.map((t, i) => [t, i]));
  const counts = new Array<number>(teams.length).fill(0);
  const failed = new Set<string>();
  let budget = 5_000_000;
  const visit = (r: number): boolean | null => {
    if (--budget < 0) return null;
    if (r === rounds.length) {
      return counts.filter((c) => c === q + 1).length === extra && counts.every((c) => c >= q);
    }
    const key = `${r}:${counts.join(",")}`;
    if (failed.has(key)) return false;
    const round = rounds[r] as { games: [string, string][]; early: number };
    const pick = (from: number, left: number): boolean | null => {
      if (left === 0) return visit(r + 1);
      for (let g = from; g <= round.games.length - left; g++) {
        const [a, b] = (round.games[g] as [string, string]).map((t) => index.get(t) ?? 0) as [
          number,
          number,
        ];
        if ((counts[a] ?? 0) > q || (counts[b] ?? 0) > q) continue;
        counts[a] = (counts[a] ?? 0) + 1;
        counts[b] = (counts[b] ?? 0) + 1;
        const found = counts.filter((c) => c > q).length <= extra ? pick(g + 1, left - 1) : false;
        counts[a] = (counts[a] ?? 0) - 1;
        counts[b] = (counts[b] ?? 0) - 1;
        if (found !== false) return found;
      }
      return false;
    };
    const found = pick(0, round.early);
    if (found === false) failed.add(key);
    return found;
  };
  return visit(0);
}

/** Checks a refusal's sentence against the input; returns what is false in it. */
function falseInRefusal(input: ScheduleInput, reason: string): string | null {
  const layout = expectedLayout(input);
  const slots = layout.available.length * layout.perDay;
  const daysNeeded = layout.rounds.reduce((s, r) => s + r.days, 0);

  // Random blackouts may take every game day of a short range: a form problem.
  let m = /^The blackout dates cover all (\d+) game days? between /.exec(reason);
  if (m) {
    let onWeekdays = 0;
    for (let n = dayNo(input.firstDay); n <= dayNo(input.lastDay); n++) {
      if (input.weekdays.includes(weekday(n))) onWeekdays++;
    }
    if (layout.available.length > 0) return "a game day is left";
    return Number(m[1]) === onWeekdays ? null : "count";
  }
  m = /^No (.+) falls between /.exec(reason);
  if (m) {
    for (let n = dayNo(input.firstDay); n <= dayNo(input.lastDay); n++) {
      if (input.weekdays.includes(weekday(n))) return "a game weekday is in the range";
    }
    return null;
  }
  m =
    /^(\d+) games need (\d+) slots; the dates and template give (\d+) \((\d+) game days? × (\d+) slots?\)\.$/.exec(
      reason,
    );
  if (m) {
    const [games, , given, days, perDay] = m.slice(1).map(Number);
    if (games !== layout.totalGames) return `games ${games} ≠ ${layout.totalGames}`;
    if (given !== slots || days !== layout.available.length || perDay !== layout.perDay)
      return "slots";
    return games > slots ? null : "the games fit";
  }
  m = /^(\d+) rounds? need (\d+) game days? \(.+\); the dates give (\d+)\.$/.exec(reason);
  if (m) {
    const [rounds, needed, given] = m.slice(1).map(Number);
    if (rounds !== layout.rounds.length) return `rounds ${rounds} ≠ ${layout.rounds.length}`;
    if (needed !== daysNeeded || given !== layout.available.length) return "game days";
    if (layout.totalGames > slots) return "the real reason is games vs slots";
    return needed > given ? null : "the rounds fit";
  }
  // Past this point the dates hold the rounds: the reason is the earliest time.
  if (layout.totalGames > slots || daysNeeded > layout.available.length) return "capacity";
  const E = layout.rounds.reduce((s, r) => s + r.early, 0);
  const teams = input.teams.length;
  const q = Math.floor((2 * E) / teams);
  const extra = 2 * E - q * teams;
  const games = (id: string) => layout.gamesOfTeam.get(id) ?? 0;

  m =
    /^Every slot is at (.+?), so every game is played then, .*play (\d+) games? while the West's play (\d+): more than 1 apart\.$/.exec(
      reason,
    );
  if (m) {
    if (input.slots.some((s) => s.time !== layout.earliest)) return "not one time";
    const counts = input.teams.map((t) => games(t.id));
    return Math.max(...counts) - Math.min(...counts) > 1 ? null : "games within 1";
  }
  m = /^The (.+?) slots hold (\d+) games?/.exec(reason);
  if (!m) return `unknown refusal: ${reason}`;
  if (m[1] !== clock(layout.earliest)) return `time ${m[1]}`;
  if (Number(m[2]) !== E) return `early games ${m[2]} ≠ ${E}`;

  const few =
    /, (\d+) or more for every team .* but (t\d+)(?: \((East|West)\))? plays only (\d+) games?\.$/.exec(
      reason,
    );
  if (few) {
    const [need, id, , count] = [Number(few[1]), few[2] as string, few[3], Number(few[4])];
    if (need !== q) return `q ${need} ≠ ${q}`;
    return count === games(id) && count < q ? null : "team games";
  }
  const forced =
    /, at most (\d+) a team .* so (t\d+)(?: \((East|West)\))? would play (\d+) there\.$/.exec(
      reason,
    );
  if (forced) {
    const [most, id, least] = [Number(forced[1]), forced[2] as string, Number(forced[4])];
    if (most !== (extra > 0 ? q + 1 : q)) return "most";
    // Its group's rounds with every game at the earliest time, less its byes.
    const g = layout.groups.findIndex((list) => list.includes(id));
    const size = layout.groups[g]?.length ?? 0;
    const allEarly = layout.rounds.filter((r) => r.allEarly && r.groups.has(g)).length;
    const byes = size % 2 === 1 ? input.format.times : 0;
    if (least > allEarly || least < allEarly - byes) return "forced count";
    return least > most ? null : "not over";
  }
  const odd =
    /, but then the (East|West)'s (\d+) teams.* would fill (\d+) places there, an odd number/.exec(
      reason,
    );
  if (odd) {
    const [name, size, places] = [odd[1], Number(odd[2]), Number(odd[3])];
    const group = input.teams.filter((t) => t.conference === name?.toLowerCase());
    if (group.length !== size || places !== size * q || places % 2 === 0) return "parity";
    // Every team of it at q: none may be above (extra 0) or none can be.
    return extra === 0 || group.every((t) => games(t.id) <= q) ? null : "could go above";
  }
  if (/which the conferences can't split/.test(reason)) {
    // Teams at q + 1 per conference: at most those with more than q games,
    // with the conference's total even; can they add up to `extra`?
    let low = 0;
    let high = 0;
    for (const g of layout.groups) {
      const able = g.filter((id) => games(id) > q).length;
      const parity = (g.length * q) % 2;
      const top = able - ((able - parity) % 2);
      if (top < parity) return null;
      low += parity;
      high += top;
    }
    return extra < low || extra > high ? null : "the split works";
  }
  if (/every choice was tried/.test(reason)) {
    const plan = planRounds(input);
    if (!plan.ok) return "no plan";
    const rounds = plan.rounds.map((r, i) => {
      const early = r.slots.filter((s) => s.time === plan.earliestTime).length;
      if (early !== layout.rounds[i]?.early) throw new Error("planRounds has other slots");
      return {
        games: r.games.map((g) => [g.homeTeamId, g.awayTeamId] as [string, string]),
        early,
      };
    });
    // The plan is the rounds the rules ask for (a schedule of them passes every
    // check but the earliest spread), and no choice of early games exists.
    const asGames = plan.rounds.flatMap((r) =>
      r.games.map((g, i) => ({
        ...g,
        round: r.round,
        date: r.slots[i]?.date ?? "",
        time: r.slots[i]?.time ?? "",
        location: r.slots[i]?.location ?? "",
        startsAt: leagueDate(
          ...((r.slots[i]?.date ?? "").split("-").map(Number) as [number, number, number]),
          ...((r.slots[i]?.time ?? "").split(":").map(Number) as [number, number]),
        ),
      })),
    );
    const wrong = brokenPromises(input, asGames).filter(
      (b) => b !== "earliest spread" && b !== "earliest time unused",
    );
    if (wrong.length > 0) return `plan breaks ${wrong.join(", ")}`;
    const exists = earlySplitExists(
      rounds,
      input.teams.map((t) => t.id),
    );
    return exists === false ? null : exists ? "a split exists" : "search ran out";
  }
  const notFound = /no way was found .* \(the closest gives (\d+) to (\d+)\)/.exec(reason);
  if (notFound) {
    // A search that gave up: its words are true; the closest it got must miss.
    return Number(notFound[2]) - Number(notFound[1]) >= 2 ? null : "closest is within 1";
  }
  return `unknown refusal: ${reason}`;
}

// ---------------------------------------------------------------- properties

describe("generateSchedule over random leagues", () => {
  it("either refuses with a true sentence, or keeps every promise (and its report says so)", () => {
    let made = 0;
    /** Schedules made with teams meeting four times: the format's upper end is exercised. */
    let fourMeetings = 0;
    fc.assert(
      fc.property(scheduleInput, (input) => {
        const result = generateSchedule(input);
        if (!result.ok) {
          expect(falseInRefusal(input, result.reason), result.reason).toBeNull();
          return;
        }
        made++;
        if (input.format.times === 4) fourMeetings++;
        expect(brokenPromises(input, result.games)).toEqual([]);
        expect(result.report.holds).toBe(true);
        expect(result.report.facts.filter((f) => !f.holds)).toEqual([]);
        expect(fairnessReport(result.games, input.teams, input.format)).toEqual(result.report);
        expect(result.report.figures.games).toBe(result.games.length);
        // Byes listed per round are the teams of odd groups without a game.
        for (const { round, teamIds } of result.byes) {
          const playing = new Set(
            result.games
              .filter((g) => g.round === round)
              .flatMap((g) => [g.homeTeamId, g.awayTeamId]),
          );
          for (const id of teamIds) expect(playing.has(id)).toBe(false);
        }
      }),
      { numRuns: RUNS },
    );
    // The generated calendars are mostly roomy enough: most runs make a schedule.
    expect(made).toBeGreaterThan(RUNS / 4);
    expect(fourMeetings).toBeGreaterThan(0);
  });

  it("gives the same schedule for the same input and seed, whatever the input's order", () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        const reordered: ScheduleInput = {
          ...input,
          teams: [...input.teams].reverse(),
          slots: [...input.slots].reverse(),
          weekdays: [...input.weekdays].reverse(),
          blackouts: [...input.blackouts].reverse(),
        };
        expect(generateSchedule(reordered)).toEqual(generateSchedule(input));
      }),
      { numRuns: 40 },
    );
  });

  it("usually gives another schedule for another seed", () => {
    const inputs = fc.sample(scheduleInput, { numRuns: 60, seed: 11 });
    let compared = 0;
    let differ = 0;
    for (const input of inputs) {
      const a = generateSchedule(input);
      const b = generateSchedule({ ...input, seed: input.seed + 1 });
      if (!a.ok || !b.ok) continue;
      compared++;
      if (JSON.stringify(a.games) !== JSON.stringify(b.games)) differ++;
    }
    expect(compared).toBeGreaterThan(10);
    expect(differ / compared).toBeGreaterThan(0.9);
  });
});
