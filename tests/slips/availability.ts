// Slips in the availability rules (app/domain/availability/):
// docs/league-rules.md#availability, and the sub list's days.
import type { Slip } from "./slip";

const AVAILABILITY = "app/domain/availability/availability.ts";
const EMAILS = "app/domain/availability/emails.ts";
const GAP = "app/domain/availability/reminder-gap.ts";
const SUB_DAYS = "app/domain/availability/sub-days.ts";

export const slips: Slip[] = [
  // --- availability.ts ---
  {
    file: AVAILABILITY,
    slip: "the reminder 48 hours before on the UTC clock, not the same time of day in Boston",
    find: "  const { year, month, day, hour, minute } = leagueDateParts(startsAt);\n  return leagueDate(year, month, day - days, hour, minute);",
    replace: "  return new Date(startsAt.getTime() - days * 24 * 60 * 60 * 1000);",
  },
  {
    file: AVAILABILITY,
    slip: "reminders and summary on the wrong days (the two swapped)",
    find: 'return [plan("reminders", REMINDER_DAYS_BEFORE), plan("captain-summary", SUMMARY_DAYS_BEFORE)];',
    replace:
      'return [plan("reminders", SUMMARY_DAYS_BEFORE), plan("captain-summary", REMINDER_DAYS_BEFORE)];',
  },
  {
    file: AVAILABILITY,
    slip: "jobs planned for a game with a team still to be decided",
    find: "if (!isOpenForAnswers(game, now) || !game.homeTeamId || !game.awayTeamId) return [];",
    replace: "if (!isOpenForAnswers(game, now)) return [];",
  },
  {
    file: AVAILABILITY,
    slip: "a job still runs after its game moved (stale start time accepted)",
    find: "if (game.startsAt.getTime() !== job.gameStartsAt.getTime()) {",
    replace: "if (game.startsAt.getTime() < job.gameStartsAt.getTime()) {",
  },
  {
    file: AVAILABILITY,
    slip: "a job runs at tip-off (>= for >)",
    find: 'if (now >= game.startsAt) return { valid: false, reason: "The game had started." };',
    replace: 'if (now > game.startsAt) return { valid: false, reason: "The game had started." };',
  },
  {
    file: AVAILABILITY,
    slip: "a postponed game's job still runs (the status check dropped)",
    find: 'if (game.status !== "scheduled") return { valid: false, reason: `The game is ${game.status}.` };',
    replace: "",
  },
  {
    file: AVAILABILITY,
    slip: "answers taken at tip-off (< for <=)",
    find: 'return game.status === "scheduled" && now < game.startsAt;',
    replace: 'return game.status === "scheduled" && now <= game.startsAt;',
  },
  {
    file: AVAILABILITY,
    slip: "a live game takes answers (the status dropped)",
    find: 'return game.status === "scheduled" && now < game.startsAt;',
    replace: 'return game.status !== "completed" && now < game.startsAt;',
  },
  {
    file: AVAILABILITY,
    slip: "subs listed before the team's own players",
    find: "Number(a.isSub) - Number(b.isSub) ||",
    replace: "Number(b.isSub) - Number(a.isSub) ||",
  },
  {
    file: AVAILABILITY,
    slip: "a sub who accepted counted as silent",
    find: "return members.filter((m) => m.answer === null && !m.isSub);",
    replace: "return members.filter((m) => m.answer === null);",
  },
  {
    file: AVAILABILITY,
    slip: "five players In still short (< for <=)",
    find: "return counts.in < PLAYERS_NEEDED;",
    replace: "return counts.in <= PLAYERS_NEEDED;",
  },
  {
    file: AVAILABILITY,
    slip: "a Maybe counted as In",
    find: 'for (const { answer } of members) counts[answer ?? "none"]++;',
    replace:
      'for (const { answer } of members) counts[answer === "maybe" ? "in" : (answer ?? "none")]++;',
  },
  {
    file: AVAILABILITY,
    slip: "a signed-out viewer answers for a team without a captain (null equals null)",
    find: "  if (!viewer.playerId) return false;\n",
    replace: "",
  },
  {
    file: AVAILABILITY,
    slip: "any player of the team answers for the others",
    find: "return viewer.playerId === playerId || viewer.playerId === team.captainId;",
    replace: "return viewer.playerId !== null;",
  },
  {
    file: AVAILABILITY,
    slip: "everyone sees a sub's contacts when the team has no captain",
    find: "return viewer.isAdmin || (viewer.playerId !== null && viewer.playerId === team.captainId);",
    replace: "return viewer.isAdmin || viewer.playerId === team.captainId;",
  },
  // --- reminder-gap.ts ---
  {
    file: GAP,
    slip: "a reminder again a moment before twelve hours (>= off by one)",
    find: "return !lastAt || now.getTime() >= nextReminderAt(lastAt).getTime();",
    replace: "return !lastAt || now.getTime() >= nextReminderAt(lastAt).getTime() - 1;",
  },
  {
    file: GAP,
    slip: "the gap is six hours (window narrowed)",
    find: "export const REMINDER_GAP_MS = 12 * 60 * 60 * 1000;",
    replace: "export const REMINDER_GAP_MS = 6 * 60 * 60 * 1000;",
  },
  {
    file: GAP,
    slip: "the latest of the waits said, not the soonest (comparison flipped)",
    find: "if (!soonest || next < soonest) soonest = next;",
    replace: "if (!soonest || next > soonest) soonest = next;",
  },
  // --- emails.ts ---
  {
    file: EMAILS,
    slip: "a reminder's key without its start time (a moved game's reminder deduplicated away)",
    find: "return `reminder:${gameId}:${startsAt.toISOString()}:${playerId}`;",
    replace: "return `reminder:${gameId}:${playerId}`;",
  },
  {
    file: EMAILS,
    slip: "the captain's summary says short with five In (< for <=)",
    find: "...(counts.in < PLAYERS_NEEDED",
    replace: "...(counts.in <= PLAYERS_NEEDED",
  },
  {
    file: EMAILS,
    slip: "a need-sub email's key keeps the asker's address's case (lower-casing forgotten)",
    find: ":${asker.email.toLowerCase()}`,",
    replace: ":${asker.email}`,",
  },
  // --- sub-days.ts ---
  {
    file: SUB_DAYS,
    slip: "days added on the machine's clock (local midnight, not the calendar day)",
    find: "  const at = new Date(`${day}T00:00:00Z`);\n  at.setUTCDate(at.getUTCDate() + days);",
    replace: "  const at = new Date(`${day}T00:00:00`);\n  at.setDate(at.getDate() + days);",
  },
  {
    file: SUB_DAYS,
    slip: "the 28th day shown among the first four weeks (< for <=)",
    find: "soon: days.filter((d) => d.day < end),",
    replace: "soon: days.filter((d) => d.day <= end),",
  },
  {
    file: SUB_DAYS,
    slip: "a day in both parts (>= kept while < widened)",
    find: "later: days.filter((d) => d.day >= end),",
    replace: "later: days.filter((d) => d.day >= addDays(end, -1)),",
  },
  {
    file: SUB_DAYS,
    slip: "three weeks at first (off by one)",
    find: "export const SUB_DAYS_FIRST_WEEKS = 4;",
    replace: "export const SUB_DAYS_FIRST_WEEKS = 3;",
  },
];
