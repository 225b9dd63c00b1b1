// The season schedule form's checks (generator.ts explains the rules):
// every problem names its field and says in one sentence what is wrong.
import { calendarDate, calendarDateProblem } from "~/domain/time/calendar-date";
import { isLeagueLocation, LOCATIONS, NOT_A_LEAGUE_LOCATION } from "~/domain/league";
import { dayNumber, formatClock, formatDay, isTime, plural } from "~/domain/time/days";
import { CONFERENCE_NAMES, gameDays, scheduleGroups, WEEKDAY_NAMES } from "./calendar";
import type { ScheduleInput, ScheduleProblem } from "./types";

export const MIN_TIMES = 1;
export const MAX_TIMES = 4;
/** A bound on the work a request can ask for: five years of days. */
export const MAX_SEASON_DAYS = 5 * 366;

/**
 * Problems of a schedule request, today's date aside: what the generator
 * itself refuses (it reads the first problem as its reason).
 */
export function scheduleInputProblems(input: ScheduleInput): ScheduleProblem[] {
  return [
    ...teamProblems(input),
    ...dateProblems(input),
    ...slotProblems(input),
    ...(Number.isSafeInteger(input.seed)
      ? []
      : [{ field: "seed" as const, message: "The seed must be a whole number." }]),
  ];
}

/**
 * The form's checks: those of scheduleInputProblems, and a first game day
 * before `today` ("YYYY-MM-DD" on the league's clock; the caller reads the clock).
 */
export function validateScheduleInput(input: ScheduleInput, today: string): ScheduleProblem[] {
  const first = calendarDate(input.firstDay)?.dayNumber ?? null;
  const now = dayNumber(today);
  const past: ScheduleProblem[] =
    first !== null && now !== null && first < now
      ? [
          {
            field: "firstDay",
            message: `The first game day, ${formatDay(input.firstDay)}, is in the past.`,
          },
        ]
      : [];
  return [...past, ...scheduleInputProblems(input)];
}

function teamProblems(input: ScheduleInput): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const { format, teams } = input;
  if (format.kind !== "conference" && format.kind !== "league") {
    problems.push({
      field: "format",
      message: "Choose whether teams play their conference rivals or the whole league.",
    });
  }
  if (!Number.isInteger(format.times) || format.times < MIN_TIMES || format.times > MAX_TIMES) {
    problems.push({
      field: "format",
      message: `Teams can meet ${MIN_TIMES} to ${MAX_TIMES} times, not ${String(format.times)}.`,
    });
  }
  const seen = new Set<string>();
  for (const team of teams) {
    if (team.id.trim() === "") {
      problems.push({ field: "teams", message: "Every team needs an id." });
    } else if (seen.has(team.id)) {
      problems.push({ field: "teams", message: `The team ${team.id} is listed twice.` });
    }
    seen.add(team.id);
    if (team.conference !== "east" && team.conference !== "west") {
      problems.push({
        field: "teams",
        message: `The team ${team.id} needs a conference, East or West.`,
      });
    }
  }
  if (format.kind === "league" && teams.length < 2) {
    problems.push({
      field: "teams",
      message: `The league needs at least 2 teams to play; it has ${teams.length}.`,
    });
  } else if (format.kind === "conference") {
    const groups = scheduleGroups(teams, format);
    if (groups.length === 0) {
      problems.push({ field: "teams", message: "A conference needs at least 2 teams to play." });
    }
    for (const group of groups) {
      if (group.teamIds.length < 2 && group.conference) {
        problems.push({
          field: "teams",
          message: `The ${CONFERENCE_NAMES[group.conference]} has only 1 team; a conference needs at least 2 to play.`,
        });
      }
    }
  }
  return problems;
}

function dateProblems(input: ScheduleInput): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const first = calendarDate(input.firstDay)?.dayNumber ?? null;
  const last = calendarDate(input.lastDay)?.dayNumber ?? null;
  const firstProblem = calendarDateProblem(input.firstDay, "The first game day");
  if (firstProblem) problems.push({ field: "firstDay", message: firstProblem });
  const lastProblem = calendarDateProblem(input.lastDay, "The last game day");
  if (lastProblem) problems.push({ field: "lastDay", message: lastProblem });
  if (first !== null && last !== null && last < first) {
    problems.push({
      field: "lastDay",
      message: `The last game day, ${formatDay(input.lastDay)}, is before the first, ${formatDay(input.firstDay)}.`,
    });
  }
  const tooLong = first !== null && last !== null && last - first >= MAX_SEASON_DAYS;
  if (tooLong) {
    problems.push({ field: "lastDay", message: "A season can't run longer than five years." });
  }
  const weekdaysValid = input.weekdays.every((d) => Number.isInteger(d) && d >= 0 && d <= 6);
  if (input.weekdays.length === 0) {
    problems.push({ field: "weekdays", message: "Choose at least one day of the week for games." });
  } else if (!weekdaysValid) {
    problems.push({
      field: "weekdays",
      message: "Days of the week run from 0 (Sunday) to 6 (Saturday).",
    });
  }
  const blackouts = new Set<number>();
  for (const day of input.blackouts) {
    const n = calendarDate(day)?.dayNumber ?? null;
    if (n === null) {
      problems.push({
        field: "blackouts",
        message: calendarDateProblem(day, `The blackout “${day}”`)!,
      });
    } else blackouts.add(n);
  }
  if (
    first !== null &&
    last !== null &&
    last >= first &&
    !tooLong &&
    input.weekdays.length > 0 &&
    weekdaysValid
  ) {
    const weekdays = new Set(input.weekdays);
    const open = gameDays(first, last, weekdays, new Set());
    const names = [...weekdays].sort().map((d) => WEEKDAY_NAMES[d] ?? "");
    const between = `between ${formatDay(input.firstDay)} and ${formatDay(input.lastDay)}`;
    if (open.length === 0) {
      problems.push({
        field: "weekdays",
        message: `No ${names.join(" or ")} falls ${between}.`,
      });
    } else if (open.every((n) => blackouts.has(n))) {
      problems.push({
        field: "blackouts",
        message: `The blackout dates cover all ${plural(open.length, "game day")} ${between}.`,
      });
    }
  }
  return problems;
}

function slotProblems(input: ScheduleInput): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (input.slots.length === 0) {
    problems.push({
      field: "slots",
      message: "Add at least one slot, a time and a location, to the game day.",
    });
  }
  const seen = new Set<string>();
  for (const slot of input.slots) {
    if (!isTime(slot.time)) {
      problems.push({
        field: "slots",
        message: `“${slot.time}” is not a time written HH:MM, like 08:00 or 18:30.`,
      });
      continue;
    }
    if (slot.location.trim() === "") {
      problems.push({ field: "slots", message: "Every slot needs a location." });
      continue;
    }
    // The same gyms as add game and move: a slot's text ends up in every game
    // of the season (pages, calendar feeds), so nothing else is taken.
    if (!isLeagueLocation(slot.location)) {
      problems.push({ field: "slots", message: NOT_A_LEAGUE_LOCATION });
      continue;
    }
    const key = `${slot.time} ${slot.location}`;
    if (seen.has(key)) {
      const place = LOCATIONS[slot.location] ?? slot.location;
      problems.push({
        field: "slots",
        message: `The ${formatClock(slot.time)} slot at ${place} is listed twice.`,
      });
    }
    seen.add(key);
  }
  return problems;
}
