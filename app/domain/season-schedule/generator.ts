// The season schedule generator: the next season's regular-season games from
// the teams, the format, the dates and a game day's slots. Pure: the admin page
// reads the form, calls generateSchedule, shows the report and saves the games.
//
// Rules, and why:
// - Pairings come from the circle method (Berger tables, round-robin.ts), run
//   per group: each conference ("conference rivals") or the whole league. In
//   a round every team plays at most once; a group with an odd number of teams
//   adds a phantom team, and whoever meets it has a bye (listed as a bye, never
//   as a team). The circle method gives every team one bye per cycle, and home
//   and away within 1 of each other.
// - Teams meet k times (1–4): k cycles. Every later cycle repeats the first
//   cycle's round order with home and away swapped, so consecutive meetings of
//   a pair swap home and away and are exactly one cycle apart: with k = 2, half
//   the season. (The report asks for at least 1/(k + 1) of the season: a third
//   for k = 2, so a hand-edited schedule has some room.)
// - Groups play side by side: league round r holds every group's round r.
//   Groups of one size share one round order. A smaller conference's rounds
//   are spread evenly over the larger one's cycle (it rests now and then,
//   listed in byes as a resting conference), so cycles stay aligned.
// - Each round gets game days of its own, taken in order from the first day:
//   the next available game days (a listed weekday, first to last day, not a
//   blackout), as many as its games need at the template's slots a day, its
//   games spread evenly over them, each day's slots used from the earliest.
//   Rounds never share a day, so nobody plays twice on a day; with the demo's
//   4 slots and Saturday + Sunday a round of 8 games is one weekend. Days left
//   after the last round stay free.
// - The template's earliest time (8:00 AM) is the one nobody wants, so each
//   team's count of games at that time is within 1 of every other team's over
//   the season: a greedy choice per round (teams furthest behind first), then
//   a seeded swap search, then an exact search with a budget
//   (early-slots.ts). Sometimes no choice exists: every slot at one
//   time with conferences of different sizes; a small conference whose teams
//   play fewer games than the average at that time; an odd-sized conference
//   whose total there would be odd (each game there takes two of its teams);
//   4 teams once with one early game a round. Then the generator refuses and
//   says which (refusals.ts) rather than break the promise; rarely,
//   with conferences of very different sizes, it refuses because its searches
//   found no way within their budget, and says so (another seed may work).
// - The seed shuffles the teams' places in each Berger table, the round order
//   (the same for every cycle) and the choice of slots: the same input and
//   seed always give the same schedule, another seed ("Reshuffle") another
//   valid one. The input's order of teams, slots, weekdays and dates does not
//   matter.
// - Refusals are one sentence with the real limit: games against slots, else
//   rounds against game days (a round needs days of its own), else the
//   earliest time.
// - The report (report.ts) measures every promise again from the
//   games alone, so it can also check a schedule edited by hand.
import { leagueDate } from "~/domain/time/league-time";
import { circleRoundRobin, spreadRound, type Pairing } from "./round-robin";
import { dayNumber, dayString, timeParts } from "~/domain/time/days";
import { gameDays, scheduleGroups, SeededRandom } from "./calendar";
import { chooseEarlyGames } from "./early-slots";
import { scheduleInputProblems } from "./input";
import { earliestReason, oneTimeReason, roundsReason, slotsReason } from "./refusals";
import { fairnessReport } from "./report";
import type {
  PlannedRound,
  RoundByes,
  RoundPlan,
  ScheduledGame,
  ScheduleInput,
  ScheduleResult,
  ScheduleSlot,
} from "./types";
import type { Conference } from "~/domain/types";

export type * from "./types";
export { fairnessReport } from "./report";
export { validateScheduleInput, MIN_TIMES, MAX_TIMES } from "./input";
export { scheduleDefaults, type PreviousSeason, type ScheduleDefaults } from "./defaults";
export { leagueDay } from "~/domain/time/days";

interface LeagueRound {
  games: { pairing: Pairing; group: number }[];
  byes: string[];
  resting: Conference[];
}

/**
 * The first half of generateSchedule: the rounds (pairings, home and away,
 * byes) and the slots of each round's days, or the refusal when the input is
 * wrong or the dates can't hold the rounds. Which game takes which slot is
 * decided by generateSchedule.
 */
export function planRounds(input: ScheduleInput): RoundPlan {
  const problem = scheduleInputProblems(input)[0];
  if (problem) return { ok: false, reason: problem.message };
  const groups = scheduleGroups(input.teams, input.format);
  const rounds = pairRounds(groups, input.format.times, new SeededRandom(input.seed));

  // Calendar: each round its own consecutive game days.
  const first = dayNumber(input.firstDay) as number;
  const last = dayNumber(input.lastDay) as number;
  const blackouts = new Set(input.blackouts.map((d) => dayNumber(d) as number));
  const days = gameDays(first, last, new Set(input.weekdays), blackouts);
  const template = [...input.slots].sort(
    (a, b) => compare(a.time, b.time) || compare(a.location, b.location),
  );
  const perDay = template.length;
  const totalGames = rounds.reduce((sum, r) => sum + r.games.length, 0);
  if (totalGames > days.length * perDay) {
    return { ok: false, reason: slotsReason(totalGames, days.length, perDay) };
  }
  const daysOf = rounds.map((r) => Math.ceil(r.games.length / perDay));
  if (daysOf.reduce((a, b) => a + b, 0) > days.length) {
    return {
      ok: false,
      reason: roundsReason(
        rounds.map((r) => r.games.length),
        daysOf,
        perDay,
        days.length,
      ),
    };
  }
  let cursor = 0;
  const planned = rounds.map((round, r): PlannedRound => {
    const own = days.slice(cursor, cursor + (daysOf[r] ?? 0));
    cursor += own.length;
    // Games spread evenly over the round's days; each day's slots from the earliest.
    const slots = own.flatMap((day, i) => {
      const count =
        Math.floor(round.games.length / own.length) + (i < round.games.length % own.length ? 1 : 0);
      return template.slice(0, count).map((slot) => ({ date: dayString(day), ...slot }));
    });
    return {
      round: r + 1,
      games: round.games.map(({ pairing: [homeTeamId, awayTeamId] }) => ({
        homeTeamId,
        awayTeamId,
      })),
      byes: [...round.byes].sort(compare),
      restingConferences: round.resting,
      slots,
    };
  });
  return { ok: true, rounds: planned, earliestTime: (template[0] as ScheduleSlot).time };
}

/** The season's games, or why it can't be done (the rules: the block above). */
export function generateSchedule(input: ScheduleInput): ScheduleResult {
  const plan = planRounds(input);
  if (!plan.ok) return plan;
  const { rounds, earliestTime } = plan;
  // Slot choices draw from their own stream, so planRounds alone gives the same rounds.
  const rng = new SeededRandom(input.seed ^ 0x5bd1e995);

  // The earliest time, shared within 1 per team.
  const groups = scheduleGroups(input.teams, input.format);
  const oneTime = oneTimeReason(input, rounds, earliestTime);
  if (oneTime) return { ok: false, reason: oneTime };
  const teamIds = groups.flatMap((g) => g.teamIds);
  const index = new Map(teamIds.map((id, i) => [id, i]));
  const choice = chooseEarlyGames(
    groups.flatMap((g, i) => g.teamIds.map(() => i)),
    rounds.map((round) => ({
      games: round.games.map(
        (g) => [index.get(g.homeTeamId) ?? 0, index.get(g.awayTeamId) ?? 0] as const,
      ),
      early: round.slots.filter((s) => s.time === earliestTime).length,
    })),
    rng,
  );
  if (!choice.ok) {
    const reason = earliestReason(
      choice.obstacle,
      choice.places / 2,
      earliestTime,
      groups,
      teamIds,
    );
    // Only a search that ran out of budget is worth another seed; the other
    // obstacles hold whatever the seed.
    return choice.obstacle.kind === "not-found"
      ? { ok: false, reason, anotherSeedMayHelp: true }
      : { ok: false, reason };
  }

  const games: ScheduledGame[] = rounds.flatMap((round, r) => {
    const earlySlots = rng.shuffle(round.slots.filter((s) => s.time === earliestTime));
    const laterSlots = rng.shuffle(round.slots.filter((s) => s.time !== earliestTime));
    return round.games.map((game, g) => {
      const slot = (choice.early[r]?.[g] ? earlySlots.pop() : laterSlots.pop()) as ScheduleSlot & {
        date: string;
      };
      const [year, month, day] = slot.date.split("-").map(Number) as [number, number, number];
      const { hour, minute } = timeParts(slot.time);
      return {
        round: round.round,
        date: slot.date,
        time: slot.time,
        location: slot.location,
        startsAt: leagueDate(year, month, day, hour, minute),
        ...game,
      };
    });
  });
  games.sort(
    (x, y) => compare(x.date, y.date) || compare(x.time, y.time) || compare(x.location, y.location),
  );
  const byes: RoundByes[] = rounds.map((round) => ({
    round: round.round,
    teamIds: round.byes,
    restingConferences: round.restingConferences,
  }));
  return { ok: true, games, byes, report: fairnessReport(games, input.teams, input.format) };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * League rounds: k cycles of every group's Berger table, the seed shuffling
 * the teams' places and the round order; later cycles repeat the order with
 * home and away swapped; a smaller group's rounds spread over the cycle.
 */
function pairRounds(
  groups: ReturnType<typeof scheduleGroups>,
  k: number,
  rng: SeededRandom,
): LeagueRound[] {
  // Groups of the same size share one round order, so that which of their
  // rounds meet in a league round doesn't depend on the seed.
  const orders = new Map<number, number[]>();
  const tables = groups.map((group) => {
    const robin = circleRoundRobin(rng.shuffle(group.teamIds));
    const order = orders.get(robin.length) ?? rng.shuffle(robin.map((_, i) => i));
    orders.set(robin.length, order);
    return { group, robin, order };
  });
  const cycle = Math.max(...tables.map((t) => t.robin.length));
  const rounds: LeagueRound[] = Array.from({ length: k * cycle }, () => ({
    games: [],
    byes: [],
    resting: [],
  }));
  tables.forEach(({ robin, order }, g) => {
    for (let c = 0; c < k; c++) {
      order.forEach((which, j) => {
        const round = rounds[c * cycle + spreadRound(j, robin.length, cycle)] as LeagueRound;
        const table = robin[which];
        if (!table) return;
        for (const [home, away] of table.games) {
          round.games.push({ pairing: c % 2 === 0 ? [home, away] : [away, home], group: g });
        }
        if (table.bye !== null) round.byes.push(table.bye);
      });
    }
  });
  for (const round of rounds) {
    for (const [g, { group }] of tables.entries()) {
      if (group.conference && !round.games.some((game) => game.group === g)) {
        round.resting.push(group.conference);
      }
    }
  }
  return rounds;
}
