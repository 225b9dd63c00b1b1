// What /admin/seasons/{season}/schedule shows: the form's values and the
// draft schedule with its fairness report.
import type { GymClosedInput } from "~/domain/schedule/changes";
import type { FairnessReport, ScheduleSettings } from "~/domain/season-schedule/types";
import type { FormReply } from "~/form-reply";

/** The settings form's id: the draft's Publish submits its fields (by GET) to ask its question. */
export const SCHEDULE_FORM_ID = "schedule-settings";

/** Rows of the slot template the form offers (blank rows are left out). */
export const SLOT_ROWS = 8;

export type ScheduleFormValues = ScheduleSettings;

export type ScheduleDraftData =
  | {
      ok: true;
      /**
       * The key a Yes to Publish carries for this draft: the digest of what its
       * question states (the draft's revision, games and days). Publish
       * publishes only when it finds the same.
       */
      shown: string;
      /**
       * Made from other settings than the form's (a Generate was refused
       * since, or the form was changed): shown, not publishable.
       */
      fromPrevious: boolean;
      /** The settings it was made from, in a line. */
      settings: string;
      report: FairnessReport;
      /** Every month with games, and how many: the page lists one month's games at a time. */
      months: { key: string; label: string; games: number }[];
      /** The month listed ("2027-03"). */
      month: string;
      /** That month's games by day. */
      days: {
        date: string;
        label: string;
        games: { time: string; matchup: string; place: string }[];
      }[];
    }
  /** A search that gave up (or was made for other teams): the page offers Reshuffle. */
  | { ok: false; reason: string };

/** The "Change the schedule" part, once the season's schedule is published. */
export interface ScheduleChangesData {
  teams: { id: string; name: string }[];
  locations: { code: string; name: string }[];
  /** Days from today with games left to play: what "Gym closed" offers. */
  daysLeft: { day: string; label: string; games: number }[];
  /** Today in the league's zone, "YYYY-MM-DD" (the date inputs' minimum). */
  today: string;
  /** The moves "Gym closed" asked for in the address, or why they can't be made. */
  gymClosed: {
    input: GymClosedInput;
    plan:
      | {
          ok: true;
          /** The moves as the confirmation must find them unchanged. */
          key: string;
          /** Each day's games and where they go, in order ("Sat, Nov 28" → "Sun, Nov 29"). */
          days: { from: string; to: string; games: number }[];
          moves: { gameId: string; matchup: string; from: string; to: string }[];
        }
      | { ok: false; reason: string };
  } | null;
}

/** A refused change: which form answered, and conform's reply. */
export type ScheduleChangeReply = FormReply<{ form: "add-game" | "gym-closed" }>;

/** A posted form, or an address's query (a Publish asks its question by GET with the form's fields). */
export interface FormFields {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/** The schedule form as the generator takes it (what it cannot read is left for the checks). */
export function scheduleInputFrom(form: FormFields, seed: number): ScheduleSettings {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const slots: ScheduleSettings["slots"] = [];
  for (let i = 0; i < SLOT_ROWS; i++) {
    const time = text(`slot-time-${i}`);
    const location = text(`slot-location-${i}`);
    if (time !== "" || location !== "") slots.push({ time, location });
  }
  return {
    format: {
      kind: text("kind") === "league" ? "league" : "conference",
      times: Number(text("times") || "NaN"),
    },
    firstDay: text("firstDay"),
    lastDay: text("lastDay"),
    weekdays: form
      .getAll("weekday")
      .map(Number)
      .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6),
    slots,
    blackouts: text("blackouts")
      .split(/[\s,;]+/)
      .filter(Boolean)
      .slice(0, 400),
    seed,
  };
}
