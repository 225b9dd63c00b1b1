// The fairness report of a season schedule: the facts the generator promises
// (generator.ts), each MEASURED again from the games alone, so the
// same report checks a schedule edited by hand. Distances between two meetings
// of a pair are counted in rounds (the difference of their round numbers), the
// season's length as its number of rounds (last round − first round + 1); the
// days between them are shown beside.
import { dayNumber, formatClock, timesWord } from "~/domain/time/days";
import { CONFERENCE_NAMES, scheduleGroups } from "./calendar";
import type {
  FairnessReport,
  ReportFact,
  ReportGame,
  ScheduleFigures,
  ScheduleFormat,
  ScheduleTeam,
} from "./types";

/** Offenders listed in a failing fact's detail. */
const SHOWN = 3;

const FRACTION_WORDS: Record<number, string> = {
  2: "half",
  3: "a third",
  4: "a quarter",
  5: "a fifth",
};

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

function fact(label: string, offenders: string[], success?: string): ReportFact {
  const holds = offenders.length === 0;
  const detail = holds
    ? success
    : offenders.slice(0, SHOWN).join("; ") +
      (offenders.length > SHOWN ? ` and ${offenders.length - SHOWN} more` : "");
  return detail === undefined ? { label, holds } : { label, holds, detail };
}

function range(values: number[]): { min: number; max: number } {
  return values.length === 0
    ? { min: 0, max: 0 }
    : { min: Math.min(...values), max: Math.max(...values) };
}

/** Count of `key` in a map, plus one. */
function bump<K>(map: Map<K, number>, key: K): number {
  const next = (map.get(key) ?? 0) + 1;
  map.set(key, next);
  return next;
}

export function fairnessReport(
  games: readonly ReportGame[],
  teams: readonly ScheduleTeam[],
  format: ScheduleFormat,
): FairnessReport {
  const k = format.times;
  const groups = scheduleGroups(teams, format);
  const groupOf = new Map(groups.flatMap((g, i) => g.teamIds.map((id) => [id, i] as const)));
  const conferenceOf = new Map(teams.map((t) => [t.id, t.conference]));
  const ordered = [...games].sort(
    (x, y) =>
      x.round - y.round ||
      (x.date < y.date ? -1 : x.date > y.date ? 1 : 0) ||
      (x.time < y.time ? -1 : x.time > y.time ? 1 : 0),
  );
  const facts: ReportFact[] = [];

  // Who meets whom, and how often.
  const meetings = new Map<string, ReportGame[]>();
  const wrongGames: string[] = [];
  for (const game of ordered) {
    const { homeTeamId: home, awayTeamId: away } = game;
    const [gh, ga] = [groupOf.get(home), groupOf.get(away)];
    if (gh === undefined || ga === undefined) {
      wrongGames.push(`${home} v ${away} has a team outside the list`);
    } else if (home === away) {
      wrongGames.push(`${home} plays itself in round ${game.round}`);
    } else if (gh !== ga) {
      const [ch, ca] = [conferenceOf.get(home), conferenceOf.get(away)];
      wrongGames.push(
        `${home} (${ch ? CONFERENCE_NAMES[ch] : "?"}) plays ${away} (${ca ? CONFERENCE_NAMES[ca] : "?"})`,
      );
    } else {
      const key = pairKey(home, away);
      meetings.set(key, [...(meetings.get(key) ?? []), game]);
    }
  }
  const pairCounts: string[] = [];
  let pairs = 0;
  for (const group of groups) {
    group.teamIds.forEach((a, i) =>
      group.teamIds.slice(i + 1).forEach((b) => {
        pairs++;
        const met = meetings.get(pairKey(a, b))?.length ?? 0;
        if (met !== k) pairCounts.push(`${a} and ${b} meet ${timesWord(met)}`);
      }),
    );
  }
  const whoMeets =
    format.kind === "conference"
      ? `Every two teams of a conference meet exactly ${timesWord(k)}, and no game crosses conferences.`
      : `Every two teams of the league meet exactly ${timesWord(k)}.`;
  facts.push(
    fact(whoMeets, [...wrongGames, ...pairCounts], `${pairs} pairs, ${games.length} games`),
  );

  // Rematches: home and away swap, and they are far apart.
  const rounds = games.map((g) => g.round);
  const seasonRounds = games.length === 0 ? 0 : Math.max(...rounds) - Math.min(...rounds) + 1;
  let closest: { rounds: number; days: number } | null = null;
  if (k >= 2) {
    const sameHome: string[] = [];
    const tooClose: string[] = [];
    const least = Math.ceil(seasonRounds / (k + 1));
    for (const list of meetings.values()) {
      for (let i = 1; i < list.length; i++) {
        const [before, after] = [list[i - 1] as ReportGame, list[i] as ReportGame];
        if (before.homeTeamId === after.homeTeamId) {
          sameHome.push(
            `${after.homeTeamId} hosts ${after.awayTeamId} in rounds ${before.round} and ${after.round}`,
          );
        }
        const gap = after.round - before.round;
        const days = (dayNumber(after.date) ?? 0) - (dayNumber(before.date) ?? 0);
        if (!closest || gap < closest.rounds || (gap === closest.rounds && days < closest.days)) {
          closest = { rounds: gap, days };
        }
        if (gap < least) {
          tooClose.push(
            `${before.homeTeamId} and ${before.awayTeamId} meet in rounds ${before.round} and ${after.round}`,
          );
        }
      }
    }
    facts.push(
      fact(
        k === 2
          ? "The two meetings of each pair swap home and away."
          : "Each pair's meetings alternate home and away.",
        sameHome,
      ),
    );
    const share = FRACTION_WORDS[k + 1] ?? `1/${k + 1}`;
    const c = closest as { rounds: number; days: number } | null;
    facts.push(
      fact(
        `${k === 2 ? "The two" : "Consecutive"} meetings of each pair are at least ${share} of the season apart (${least} of its ${seasonRounds} rounds).`,
        tooClose,
        c ? `closest: ${c.rounds} rounds apart (${c.days} days)` : undefined,
      ),
    );
  }

  // Per team: games, home and away, days, rounds, earliest games.
  const earliestTime =
    games.length === 0 ? null : games.reduce((t, g) => (g.time < t ? g.time : t), "99:99");
  const played = new Map<string, number>();
  const home = new Map<string, number>();
  const early = new Map<string, number>();
  const perDay = new Map<string, number>();
  const perRound = new Map<string, number>();
  const perSlot = new Map<string, number>();
  const twiceADay: string[] = [];
  const twiceARound: string[] = [];
  const doubleBooked: string[] = [];
  for (const game of ordered) {
    for (const team of [game.homeTeamId, game.awayTeamId]) {
      bump(played, team);
      if (game.time === earliestTime) bump(early, team);
      if (bump(perDay, `${team} ${game.date}`) === 2) twiceADay.push(`${team} on ${game.date}`);
      if (bump(perRound, `${team} ${game.round}`) === 2)
        twiceARound.push(`${team} in round ${game.round}`);
    }
    bump(home, game.homeTeamId);
    if (bump(perSlot, `${game.date} ${game.time} ${game.location}`) === 2) {
      doubleBooked.push(`${game.date} ${game.time} at ${game.location}`);
    }
  }
  const ids = teams.map((t) => t.id);
  const difference = (id: string) => {
    const h = home.get(id) ?? 0;
    return Math.abs(2 * h - (played.get(id) ?? 0));
  };
  const unbalanced = ids
    .filter((id) => difference(id) > 1)
    .map(
      (id) =>
        `${id}: ${home.get(id) ?? 0} home, ${(played.get(id) ?? 0) - (home.get(id) ?? 0)} away`,
    );
  const homeAwayMaxDifference = Math.max(0, ...ids.map(difference));
  facts.push(
    fact(
      "Every team's home and away games differ by at most 1.",
      unbalanced,
      `largest difference: ${homeAwayMaxDifference}`,
    ),
  );
  facts.push(fact("No team plays twice on one day.", twiceADay));
  facts.push(fact("No team plays twice in one round.", twiceARound));
  facts.push(fact("No slot (date, time and location) holds two games.", doubleBooked));
  const earlyCounts = range(ids.map((id) => early.get(id) ?? 0));
  const clock = earliestTime ? formatClock(earliestTime) : "earliest";
  facts.push({
    label: `Every team's count of ${clock} games (the earliest time) is within 1 of every other team's.`,
    holds: earlyCounts.max - earlyCounts.min <= 1,
    detail: `${earlyCounts.min}–${earlyCounts.max} per team`,
  });

  facts.push(...byeFacts(ordered, groups, format));

  const days = [...new Set(games.map((g) => g.date))].sort();
  const figures: ScheduleFigures = {
    games: games.length,
    teams: teams.length,
    gamesPerTeam: range(ids.map((id) => played.get(id) ?? 0)),
    rounds: new Set(rounds).size,
    gameDays: days.length,
    firstDay: days[0] ?? null,
    lastDay: days[days.length - 1] ?? null,
    earliestTime,
    earliestGamesPerTeam: earlyCounts,
    homeAwayMaxDifference,
    closestRematch: closest,
  };
  return { holds: facts.every((f) => f.holds), facts, figures };
}

/**
 * Byes, in a group with an odd number of teams: a group's rounds are the
 * rounds in which it has a game, a team's bye a group round without its game,
 * a cycle n consecutive group rounds (one meeting with every rival).
 */
function byeFacts(
  ordered: readonly ReportGame[],
  groups: ReturnType<typeof scheduleGroups>,
  format: ScheduleFormat,
): ReportFact[] {
  const odd = groups.filter((g) => g.teamIds.length % 2 === 1);
  if (odd.length === 0) return [];
  const notOne: string[] = [];
  const twiceInCycle: string[] = [];
  const inARow: string[] = [];
  for (const group of odd) {
    const members = new Set(group.teamIds);
    const n = group.teamIds.length;
    const playing = new Map<number, Set<string>>();
    for (const game of ordered) {
      if (!members.has(game.homeTeamId) || !members.has(game.awayTeamId)) continue;
      const set = playing.get(game.round) ?? new Set<string>();
      set.add(game.homeTeamId).add(game.awayTeamId);
      playing.set(game.round, set);
    }
    const groupRounds = [...playing.keys()].sort((a, b) => a - b);
    const name = group.conference ? `the ${CONFERENCE_NAMES[group.conference]}` : "the league";
    const lastBye = new Map<string, number>();
    const byesInCycle = new Map<string, number>();
    groupRounds.forEach((round, index) => {
      const on = playing.get(round) as Set<string>;
      const resting = group.teamIds.filter((id) => !on.has(id));
      if (resting.length !== 1) {
        notOne.push(`${resting.length} byes in ${name} in round ${round}`);
      }
      for (const id of resting) {
        if (lastBye.get(id) === index - 1)
          inARow.push(`${id} in rounds ${groupRounds[index - 1]} and ${round}`);
        lastBye.set(id, index);
        const key = `${id} ${Math.floor(index / n)}`;
        if (bump(byesInCycle, key) === 2)
          twiceInCycle.push(`${id} in cycle ${Math.floor(index / n) + 1}`);
      }
    });
  }
  const where = format.kind === "league" ? "the league" : "an odd-sized conference";
  return [
    fact(`Every round of ${where} gives exactly one team a bye.`, notOne),
    fact(
      format.times === 1
        ? "No team has more than one bye."
        : "No team has two byes in one cycle (a cycle: one meeting with every rival).",
      twiceInCycle,
    ),
    fact("No team has byes in two rounds in a row.", inARow),
  ];
}
