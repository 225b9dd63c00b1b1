// When and where games are played: the seasons' calendars, the regular-season
// schedule (a round robin, one game per team per weekend) and playoff slots.
import { BLOCKS_STEALS_TRACKED_AFTER } from "~/domain/games/state";
import { seasonNameFor } from "~/domain/season/start";
import type { Game, PlayoffRound } from "../domain/types";
import { addDays, at, dayOf, saturdayOnOrBefore, type Day } from "./calendar";
import type { Rng } from "./random";

export interface SeasonPlan {
  id: number;
  name: string;
  isCurrent: boolean;
  firstSaturday: Day;
  regularWeekends: number;
  blocksStealsAfter: Date | null;
  playerTableAfter: Date | null;
}

const LOCATION_CODES = ["sbca", "b&gc", "jpt-school", "condon"] as const;
/** Morning tip-offs (league time). */
const TIMES: [number, number][] = [
  [8, 0],
  [9, 15],
  [10, 30],
];

/** Seasons 1-3 at fixed dates; season 4 began on the weekend about 7 weeks before `now`. */
/** Which moment of the current season the demo shows. */
export type DemoPhase = "season" | "playoffs";

export function seasonPlans(now: Date, phase: DemoPhase = "season"): SeasonPlan[] {
  // Mid-season: season 4 began 7-8 weeks ago. Playoffs: its 14 regular-season
  // weekends are all behind us and the first playoff round is this past week.
  const current = saturdayOnOrBefore(addDays(dayOf(now), phase === "playoffs" ? -98 : -49));
  // Blocks and steals count only after 27 May 2024, as in the real league:
  // season 1 never tracks them, season 2 from June on, seasons 3 and 4
  // throughout.
  const cutoff = BLOCKS_STEALS_TRACKED_AFTER;
  return [
    {
      id: 1,
      name: "Spring–Summer 2023",
      isCurrent: false,
      firstSaturday: { year: 2023, month: 4, day: 15 },
      regularWeekends: 12,
      blocksStealsAfter: cutoff,
      playerTableAfter: null,
    },
    {
      id: 2,
      name: "Spring–Summer 2024",
      isCurrent: false,
      firstSaturday: { year: 2024, month: 4, day: 13 },
      regularWeekends: 12,
      blocksStealsAfter: cutoff,
      playerTableAfter: null,
    },
    {
      id: 3,
      name: "Fall 2024",
      isCurrent: false,
      firstSaturday: { year: 2024, month: 9, day: 7 },
      regularWeekends: 12,
      blocksStealsAfter: cutoff,
      playerTableAfter: null,
    },
    {
      id: 4,
      name: seasonNameFor(at(current, 12)),
      isCurrent: true,
      firstSaturday: current,
      regularWeekends: 14,
      blocksStealsAfter: cutoff,
      playerTableAfter: at(current, 0),
    },
  ];
}

/** Round robin by the circle method: n-1 rounds in which every team plays once. */
function roundRobin(teamIds: string[]): [string, string][][] {
  const ring = [...teamIds];
  const n = ring.length;
  const rounds: [string, string][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) pairs.push([ring[i] as string, ring[n - 1 - i] as string]);
    rounds.push(pairs);
    ring.splice(1, 0, ring.pop() as string);
  }
  return rounds;
}

export function blankGame(
  fields: Pick<Game, "id" | "seasonId" | "type" | "startsAt" | "location">,
): Game {
  return {
    status: "scheduled",
    homeTeamId: null,
    awayTeamId: null,
    homePlaceholder: null,
    awayPlaceholder: null,
    homeScore: null,
    awayScore: null,
    winnerId: null,
    referees: null,
    playoffRound: null,
    playoffConference: null,
    matchup: null,
    feederGameIds: [],
    playoffRoundOrder: null,
    ...fields,
  };
}

/** Four games on a morning: three in one gym, one in another at 9:15. */
function daySlots(day: Day, dayIndex: number): { startsAt: Date; location: string }[] {
  const main = LOCATION_CODES[dayIndex % 4] as string;
  const second = LOCATION_CODES[(dayIndex + 1) % 4] as string;
  return [
    ...TIMES.map(([h, m]) => ({ startsAt: at(day, h, m), location: main })),
    { startsAt: at(day, 9, 15), location: second },
  ];
}

/** One game per team per weekend: four on Saturday, four on Sunday. */
export function regularSeason(
  plan: SeasonPlan,
  teamIds: string[],
  rng: Rng,
  newId: () => string,
): Game[] {
  const rounds = rng.shuffle(roundRobin(rng.shuffle(teamIds))).slice(0, plan.regularWeekends);
  const homeGames = new Map(teamIds.map((id) => [id, 0]));
  const games: Game[] = [];
  rounds.forEach((pairs, week) => {
    const saturday = addDays(plan.firstSaturday, week * 7);
    const slots = [
      ...daySlots(saturday, week * 2),
      ...daySlots(addDays(saturday, 1), week * 2 + 1),
    ];
    rng.shuffle(pairs).forEach(([a, b], i) => {
      const slot = slots[i] ?? slots[0];
      if (!slot) return;
      // Balance home games; a coin decides when it is even.
      const ha = homeGames.get(a) ?? 0;
      const hb = homeGames.get(b) ?? 0;
      const [home, away] = ha < hb || (ha === hb && rng.chance(0.5)) ? [a, b] : [b, a];
      homeGames.set(home, (homeGames.get(home) ?? 0) + 1);
      const game = blankGame({ id: newId(), seasonId: plan.id, type: "regular_season", ...slot });
      games.push({ ...game, homeTeamId: home, awayTeamId: away });
    });
  });
  return games.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
}

/**
 * Playoff calendar after the regular season: first round over the next
 * weekend (East Saturday, West Sunday), semifinals the Saturday after,
 * conference finals a week later and the final the week after that.
 */
export function playoffSlots(plan: SeasonPlan): {
  startsAt: (round: PlayoffRound, order: number) => Date;
  location: (round: PlayoffRound, order: number) => string;
} {
  const weekend = (n: number) => addDays(plan.firstSaturday, (plan.regularWeekends + n) * 7);
  const layout: [number, number, string][] = [
    [8, 0, "sbca"],
    [9, 15, "sbca"],
    [10, 30, "sbca"],
    [9, 15, "b&gc"],
  ];
  const place = (
    round: PlayoffRound,
    order: number,
  ): { day: Day; slot: [number, number, string] } => {
    const i = (order - 1) % 4;
    switch (round) {
      case "first-round":
        return { day: addDays(weekend(0), order > 4 ? 1 : 0), slot: layout[i] ?? [8, 0, "sbca"] };
      case "conference-semifinal":
        return { day: weekend(1), slot: layout[i] ?? [8, 0, "sbca"] };
      case "conference-final":
        return { day: weekend(2), slot: order === 1 ? [9, 15, "sbca"] : [10, 30, "sbca"] };
      case "final":
        return { day: weekend(3), slot: [10, 30, "sbca"] };
    }
  };
  return {
    startsAt: (round, order) => {
      const { day, slot } = place(round, order);
      return at(day, slot[0], slot[1]);
    },
    location: (round, order) => place(round, order).slot[2],
  };
}

/**
 * `count` older, completed seasons before season 1 (for `historySeasons`):
 * Fall 2022, Spring–Summer 2022, Fall 2021, … going back two a year. Their
 * ids are temporary, `1 - count` … 0 (oldest first), so the league's own
 * rules that look at season ids (conference swaps from season 3, season 1-3
 * specials) treat them like the years before season 1; the generator then
 * renumbers every season to 1 … N+1.
 */
export function historyPlans(count: number): SeasonPlan[] {
  const plans: SeasonPlan[] = [];
  for (let back = 1; back <= count; back++) {
    const fall = back % 2 === 1;
    const year = 2023 - Math.ceil(back / 2);
    const firstSaturday = saturdayOnOrBefore(
      fall ? { year, month: 9, day: 10 } : { year, month: 4, day: 16 },
    );
    plans.unshift({
      id: 1 - back,
      name: fall ? `Fall ${year}` : `Spring–Summer ${year}`,
      isCurrent: false,
      firstSaturday,
      regularWeekends: 12,
      blocksStealsAfter: BLOCKS_STEALS_TRACKED_AFTER,
      playerTableAfter: null,
    });
  }
  return plans;
}
