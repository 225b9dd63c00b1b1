// An intention's new ↔ prayed status as admins see and move it
// (docs/league-rules.md#prayer-intentions). Apart from prayer.ts and its zod
// schemas, so the prayer pages, read-only for visitors, bring no
// form-validation code to the browser (docs/architecture.md#paint-first).
import { withThousands } from "~/domain/numbers";

export const PRAYER_STATUSES = ["new", "prayed"] as const;
export type PrayerStatus = (typeof PRAYER_STATUSES)[number];

export function otherStatus(status: PrayerStatus): PrayerStatus {
  return status === "new" ? "prayed" : "new";
}

export function statusLabel(status: PrayerStatus): string {
  return status === "new" ? "New" : "Prayed";
}

/** The toggle's text: what a click does. */
export function toggleLabel(status: PrayerStatus): string {
  return status === "new" ? "Mark prayed" : "Mark new";
}

/** The admins' counter: '3 new'. */
export function newCountText(count: number): string {
  return `${withThousands(count)} new`;
}
