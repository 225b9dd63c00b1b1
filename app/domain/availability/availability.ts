// "Will we have five?" (docs/league-rules.md#availability): each rostered
// player's In / Out / Maybe for his team's next games, who may see the names
// and set an answer for someone else, when reminders and captains' summaries
// are due, and when a team is short. Pure: the queries gather, the jobs send.
import { z } from "zod";
import { leagueDate, leagueDateParts } from "~/domain/time/league-time";
import type { AvailabilityAnswer } from "./answers";

// The answers and their labels are shared with the pages' answer buttons.
export * from "./answers";

export const answerSchema = z.enum(["in", "out", "maybe"], {
  error: "Choose In, Out or Maybe.",
});

/** A team needs this many players In, or it forfeits. */
export const PLAYERS_NEEDED = 5;
/** Reminders go out this many days before the game, at the game's time of day. */
export const REMINDER_DAYS_BEFORE = 2;
/** Captains' summaries (and the "need a sub" email), this many days before. */
export const SUMMARY_DAYS_BEFORE = 1;

export type JobKind = "reminders" | "captain-summary";
export type JobStatus = "pending" | "done" | "cancelled";

/**
 * The moment `days` days before the game at the same time of day on the
 * league's clock: a Saturday 8:00 AM game is reminded Thursday 8:00 AM in
 * Boston, even across a change to or from daylight time (then 47 or 49 hours).
 */
export function daysBeforeInLeagueZone(startsAt: Date, days: number): Date {
  const { year, month, day, hour, minute } = leagueDateParts(startsAt);
  return leagueDate(year, month, day - days, hour, minute);
}

export interface PlannableGame {
  id: string;
  status: string;
  startsAt: Date;
  homeTeamId: string | null;
  awayTeamId: string | null;
}

export interface PlannedJob {
  kind: JobKind;
  gameId: string;
  gameStartsAt: Date;
  runAt: Date;
  dedupeKey: string;
}

/** One key per kind, game and start time: planning twice adds nothing, a move plans anew. */
export function jobKey(kind: JobKind, gameId: string, startsAt: Date): string {
  return `${kind}:${gameId}:${startsAt.toISOString()}`;
}

/**
 * The jobs a game needs: reminders and the captains' summary, while it is
 * scheduled with both teams known and has not started. A job whose moment
 * has passed (a game set less than two days ahead) is due at once.
 */
export function jobsForGame(game: PlannableGame, now: Date): PlannedJob[] {
  if (!isOpenForAnswers(game, now) || !game.homeTeamId || !game.awayTeamId) return [];
  const plan = (kind: JobKind, days: number): PlannedJob => ({
    kind,
    gameId: game.id,
    gameStartsAt: game.startsAt,
    runAt: daysBeforeInLeagueZone(game.startsAt, days),
    dedupeKey: jobKey(kind, game.id, game.startsAt),
  });
  return [plan("reminders", REMINDER_DAYS_BEFORE), plan("captain-summary", SUMMARY_DAYS_BEFORE)];
}

/**
 * Whether a job may still run: its game is scheduled at the very time it was
 * planned for, and has not started. Otherwise it is cancelled (the game moved,
 * was postponed, played, or the server was down until after tip-off).
 */
export function jobStillValid(
  job: { gameStartsAt: Date },
  game: Pick<PlannableGame, "status" | "startsAt"> | undefined,
  now: Date,
): { valid: true } | { valid: false; reason: string } {
  if (!game) return { valid: false, reason: "The game no longer exists." };
  if (game.status !== "scheduled") return { valid: false, reason: `The game is ${game.status}.` };
  if (game.startsAt.getTime() !== job.gameStartsAt.getTime()) {
    return { valid: false, reason: "The game moved: its new time has jobs of its own." };
  }
  if (now >= game.startsAt) return { valid: false, reason: "The game had started." };
  return { valid: true };
}

/** Answers are taken until tip-off, for a scheduled game (not a postponed, live or played one). */
export function isOpenForAnswers(
  game: Pick<PlannableGame, "status" | "startsAt">,
  now: Date,
): boolean {
  return game.status === "scheduled" && now < game.startsAt;
}

export const ANSWERS_CLOSED = "Answers for this game are closed: it is no longer upcoming.";

/** The league's calendar date of a moment, as the sub list keeps it: '2026-11-28'. */
export { leagueDay } from "~/domain/time/days";

// --- A team's answers ------------------------------------------------------

export interface TeamMember {
  playerId: string;
  firstName: string;
  lastName: string;
  /** Played for this team in this game only: an invited sub who accepted. */
  isSub: boolean;
}

export interface MemberAnswer extends TeamMember {
  answer: AvailabilityAnswer | null;
}

export interface AvailabilityCounts {
  in: number;
  maybe: number;
  out: number;
  none: number;
}

/** The roster with each one's answer (subs who accepted are In), in name order. */
export function teamAnswers(
  roster: TeamMember[],
  answers: ReadonlyMap<string, AvailabilityAnswer>,
): MemberAnswer[] {
  return [...roster]
    .map((member) => ({ ...member, answer: answers.get(member.playerId) ?? null }))
    .sort(
      (a, b) =>
        Number(a.isSub) - Number(b.isSub) ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.playerId.localeCompare(b.playerId),
    );
}

/** Who has not answered (a sub who accepted always has: he said In). */
export function silentMembers<M extends Pick<MemberAnswer, "answer" | "isSub">>(members: M[]): M[] {
  return members.filter((m) => m.answer === null && !m.isSub);
}

export function countAnswers(members: Pick<MemberAnswer, "answer">[]): AvailabilityCounts {
  const counts: AvailabilityCounts = { in: 0, maybe: 0, out: 0, none: 0 };
  for (const { answer } of members) counts[answer ?? "none"]++;
  return counts;
}

/** 'In 6 · Maybe 1 · Out 2 · No answer 3' */
export function countsText(counts: AvailabilityCounts): string {
  return `In ${counts.in} · Maybe ${counts.maybe} · Out ${counts.out} · No answer ${counts.none}`;
}

export function isShortOfPlayers(counts: AvailabilityCounts): boolean {
  return counts.in < PLAYERS_NEEDED;
}

// --- Who may see and do what -----------------------------------------------

export interface AvailabilityViewer {
  playerId: string | null;
  isAdmin: boolean;
}

/** Names are for the team's own players (subs included) and admins; counts are for everyone. */
export function seesNames(viewer: AvailabilityViewer, members: Pick<TeamMember, "playerId">[]) {
  return viewer.isAdmin || members.some((m) => m.playerId === viewer.playerId);
}

/** A player answers for himself; the team's captain and admins for anyone on it. */
export function mayAnswerFor(
  viewer: AvailabilityViewer,
  playerId: string,
  team: { captainId: string | null },
): boolean {
  if (viewer.isAdmin) return true;
  if (!viewer.playerId) return false;
  return viewer.playerId === playerId || viewer.playerId === team.captainId;
}

/** Captains and admins see a sub's email and phone; everyone else his name only. */
export function seesContacts(viewer: AvailabilityViewer, team: { captainId: string | null }) {
  return viewer.isAdmin || (viewer.playerId !== null && viewer.playerId === team.captainId);
}
