// The generator's refusals, each one sentence that names the real limit
// (generator.ts explains the rules behind them).
import { formatClock, plural } from "~/domain/time/days";
import { CONFERENCE_NAMES, type scheduleGroups } from "./calendar";
import type { EarlyObstacle } from "./early-slots";
import type { PlannedRound, ScheduleInput } from "./types";
import type { Conference } from "~/domain/types";

/**
 * With every slot at one time, every game is at the earliest time: teams'
 * counts there are their numbers of games, which differ between conferences
 * of different sizes.
 */
export function oneTimeReason(
  input: ScheduleInput,
  rounds: readonly Pick<PlannedRound, "games">[],
  earliest: string,
): string | null {
  if (input.slots.some((s) => s.time !== earliest)) return null;
  const played = new Map<string, number>();
  for (const round of rounds) {
    for (const game of round.games) {
      for (const id of [game.homeTeamId, game.awayTeamId])
        played.set(id, (played.get(id) ?? 0) + 1);
    }
  }
  const counts = input.teams.map((t) => played.get(t.id) ?? 0);
  if (Math.max(...counts) - Math.min(...counts) <= 1) return null;
  const gamesIn = (c: Conference) => {
    const list = input.teams.filter((t) => t.conference === c).map((t) => played.get(t.id) ?? 0);
    return Math.max(...list);
  };
  return `Every slot is at ${formatClock(earliest)}, so every game is played then, and the East's teams play ${plural(gamesIn("east"), "game")} while the West's play ${gamesIn("west")}: more than 1 apart.`;
}

/** More games than slots in the dates. */
export function slotsReason(games: number, days: number, perDay: number): string {
  return `${games} games need ${games} slots; the dates and template give ${days * perDay} (${plural(days, "game day")} × ${plural(perDay, "slot")}).`;
}

/** Enough slots, but not enough game days for every round to have its own. */
export function roundsReason(
  gamesPerRound: readonly number[],
  daysOf: readonly number[],
  perDay: number,
  available: number,
): string {
  const needed = daysOf.reduce((a, b) => a + b, 0);
  const why =
    new Set(gamesPerRound).size === 1 && new Set(daysOf).size === 1
      ? `${plural(daysOf[0] ?? 0, "day")} each for ${plural(gamesPerRound[0] ?? 0, "game")} at ${plural(perDay, "slot")} a day`
      : "a team plays once a round and rounds never share a day";
  return `${plural(gamesPerRound.length, "round")} need ${plural(needed, "game day")} (${why}); the dates give ${available}.`;
}

/** Why the earliest time can't be shared within 1 per team. */
export function earliestReason(
  obstacle: EarlyObstacle,
  earlyGames: number,
  earliest: string,
  groups: ReturnType<typeof scheduleGroups>,
  teamIds: readonly string[],
): string {
  const clock = formatClock(earliest);
  const held = `The ${clock} slots hold ${plural(earlyGames, "game")}`;
  const who = (team: number) => {
    const id = teamIds[team] ?? "";
    const group = groups.find((g) => g.teamIds.includes(id));
    return group?.conference ? `${id} (${CONFERENCE_NAMES[group.conference]})` : id;
  };
  switch (obstacle.kind) {
    case "too-few-games":
      return `${held}, ${obstacle.need} or more for every team to be within 1 of the others, but ${who(obstacle.team)} plays only ${plural(obstacle.most, "game")}.`;
    case "too-many-forced":
      return `${held}, at most ${obstacle.most} a team to keep everyone within 1, but every slot of some rounds is at ${clock}, so ${who(obstacle.team)} would play ${obstacle.least} there.`;
    case "split": {
      const { q, extra } = obstacle;
      const share = extra > 0 ? `${q} or ${q + 1}` : `${q}`;
      // A conference whose total at that time would be odd: every team at q
      // (none of them plays more than q games, or no team may have q + 1).
      const odd = groups.find(
        (g, i) =>
          (obstacle.group === i || (obstacle.group < 0 && extra === 0)) &&
          (g.teamIds.length * q) % 2 === 1,
      );
      if (odd?.conference) {
        const name = CONFERENCE_NAMES[odd.conference];
        const why = extra > 0 ? ` (none with more than ${plural(q, "game")})` : "";
        return `${held}, ${share} a team for everyone to be within 1 of the others, but then the ${name}'s ${odd.teamIds.length} teams${why} would fill ${odd.teamIds.length * q} places there, an odd number, while each game takes two ${name} teams.`;
      }
      return `${held}: ${extra} teams must play ${q + 1} there and the rest ${q} for everyone to be within 1, which the conferences can't split (only a team with more than ${plural(q, "game")} can reach ${q + 1}, and a conference's total there must be even, each game taking two of its teams).`;
    }
    case "exhausted":
      return `${held}, and no choice of them among these rounds keeps every team's count within 1 of the others (every choice was tried).`;
    case "not-found":
      return `${held}, and no way was found to keep every team's count within 1 of the others (the closest gives ${obstacle.min} to ${obstacle.max}); Reshuffle tries another seed, or change the template.`;
  }
}

/** A search stopped at its time budget (the server's, not the generator's own step budgets). */
export function outOfTimeReason(budgetMs: number): string {
  return `No fair schedule was found within ${plural(Math.round(budgetMs / 1000), "second")}; Reshuffle tries another seed, or change the template.`;
}
