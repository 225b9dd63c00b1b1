// What /admin/seasons/{season}/schedule shows: the form's values and the
// draft schedule with its fairness report.
import type { FairnessReport, ScheduleSettings } from "~/domain/schedule-types";

/** Rows of the slot template the form offers (blank rows are left out). */
export const SLOT_ROWS = 8;

export type ScheduleFormValues = ScheduleSettings;

export type ScheduleDraftData =
  | {
      ok: true;
      /** The stored inputs as Publish must find them unchanged. */
      shown: string;
      report: FairnessReport;
      days: {
        date: string;
        label: string;
        games: { time: string; matchup: string; place: string }[];
      }[];
    }
  | { ok: false; reason: string };
