// The shapes of the season schedule generator (generator.ts), its
// report (report.ts), its form checks and defaults. Dates are
// "YYYY-MM-DD" and times "HH:MM", both on the league's wall clock.
import type { Conference } from "~/domain/types";

export interface ScheduleTeam {
  id: string;
  conference: Conference;
}

/**
 * Who plays whom: every conference rival `times` times ("conference"), or every
 * team of the league `times` times ("league"); `times` is 1 to 4.
 */
export interface ScheduleFormat {
  kind: "conference" | "league";
  times: number;
}

/** One slot of a game day's template: a tip-off time and a location code (LOCATIONS). */
export interface ScheduleSlot {
  /** "HH:MM", 24-hour, league wall clock. */
  time: string;
  location: string;
}

export interface ScheduleInput {
  teams: ScheduleTeam[];
  format: ScheduleFormat;
  /** First and last day games may be played, "YYYY-MM-DD". */
  firstDay: string;
  lastDay: string;
  /** Days of the week games are played: 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  /** The slots of one game day. */
  slots: ScheduleSlot[];
  /** Days without games, "YYYY-MM-DD". */
  blackouts: string[];
  /** Any integer; the same inputs and seed give the same schedule. */
  seed: number;
}

/**
 * A season's schedule settings: the generator's input without the teams (they
 * are the season's). What a draft stores and the admin's form shows.
 */
export type ScheduleSettings = Omit<ScheduleInput, "teams">;

export interface ScheduledGame {
  /** League round, from 1: every team plays at most once in a round. */
  round: number;
  date: string;
  time: string;
  location: string;
  /** `date` and `time` on the league's clock (leagueDate). */
  startsAt: Date;
  homeTeamId: string;
  awayTeamId: string;
}

/** A game as the report reads it: the generator's, or one edited by hand. */
export type ReportGame = Pick<
  ScheduledGame,
  "round" | "date" | "time" | "location" | "homeTeamId" | "awayTeamId"
>;

export interface RoundByes {
  round: number;
  /** Teams of an odd-sized group that sit this round out (the phantom team's opponent). */
  teamIds: string[];
  /**
   * Conferences with no game this round: with conferences of different sizes
   * the smaller one has fewer rounds per cycle, spread over the larger one's.
   */
  restingConferences: Conference[];
}

export interface ReportFact {
  /** A plain English sentence, e.g. "No team plays twice on one day." */
  label: string;
  holds: boolean;
  /** The measured figure behind it, or the first offenders when it fails. */
  detail?: string;
}

export interface ScheduleFigures {
  games: number;
  teams: number;
  /** Fewest and most games of a team. */
  gamesPerTeam: { min: number; max: number };
  /** Distinct round numbers, and distinct days with games. */
  rounds: number;
  gameDays: number;
  firstDay: string | null;
  lastDay: string | null;
  /** The earliest tip-off time of any game, and each team's count of games at it. */
  earliestTime: string | null;
  earliestGamesPerTeam: { min: number; max: number };
  /** Largest |home − away| of a team. */
  homeAwayMaxDifference: number;
  /**
   * The closest two consecutive meetings of a pair: in rounds (difference of
   * round numbers) and in days (difference of dates). Null when no pair meets twice.
   */
  closestRematch: { rounds: number; days: number } | null;
}

export interface FairnessReport {
  /** Every fact holds. */
  holds: boolean;
  facts: ReportFact[];
  figures: ScheduleFigures;
}

export type ScheduleResult =
  { ok: true; games: ScheduledGame[]; byes: RoundByes[]; report: FairnessReport } | ScheduleRefusal;

export interface ScheduleRefusal {
  ok: false;
  reason: string;
  /**
   * The search gave up within its budget without proving there is no way:
   * another seed ("Reshuffle") may find one. Absent for a limit no seed changes.
   */
  anotherSeedMayHelp?: true;
}

/**
 * What a draft keeps of the generator's answer, so that no page load searches
 * again and Publish writes exactly what the admin saw: the games and their
 * report, or the refusal of a search that gave up (which offers Reshuffle).
 * `teams` are the season's teams it was made for.
 */
export type DraftOutcome =
  | { ok: true; teams: ScheduleTeam[]; games: ScheduledGame[]; report: FairnessReport }
  | { ok: false; teams: ScheduleTeam[]; reason: string };

export type ScheduleField =
  "teams" | "format" | "firstDay" | "lastDay" | "weekdays" | "slots" | "blackouts" | "seed";

export interface ScheduleProblem {
  field: ScheduleField;
  message: string;
}

/** A round before its games get slots: who plays whom, and the slots of its days. */
export interface PlannedRound {
  round: number;
  games: { homeTeamId: string; awayTeamId: string }[];
  byes: string[];
  restingConferences: Conference[];
  /** The slots its games will fill: on each of its days, the template's from the earliest. */
  slots: { date: string; time: string; location: string }[];
}

export type RoundPlan =
  { ok: true; rounds: PlannedRound[]; earliestTime: string } | { ok: false; reason: string };

/** One round of the early-slot search (early-slots.ts, early-exact.ts). */
export interface EarlyRound {
  /** The round's games, as the two teams' numbers. */
  games: readonly (readonly [number, number])[];
  /** How many of them fall in the earliest time slot. */
  early: number;
}
