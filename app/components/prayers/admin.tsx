// What admins see on the prayer-intention pages: the count of intentions
// still waiting, and the new ↔ prayed toggle on each intention.
// The toggle is a plain POST form, so it works without JavaScript; with
// JavaScript it is a fetcher, so the page neither reloads nor jumps, and the
// loaders' revalidation brings the new count.
import { useFetcher } from "react-router";
import {
  newCountText,
  otherStatus,
  PRAYER_STATUSES,
  statusLabel,
  toggleLabel,
  type PrayerStatus,
} from "~/domain/prayers/status";

export function PrayerNewCounter({ count }: { count: number }) {
  return (
    <p className="prayer-counter" aria-live="polite">
      <span className="prayer-counter-value">{newCountText(count)}</span>{" "}
      <span className="muted small">
        {count === 1 ? "intention is" : "intentions are"} waiting to be prayed for
      </span>
    </p>
  );
}

function isStatus(value: unknown): value is PrayerStatus {
  return PRAYER_STATUSES.includes(value as PrayerStatus);
}

export interface PrayerStatusToggleProps {
  prayerId: string;
  status: PrayerStatus;
  /** Said to screen readers after the button text: which intention it is. */
  context: string;
}

export function PrayerStatusToggle({ prayerId, status, context }: PrayerStatusToggleProps) {
  // One key per intention: the list and the intention's page share its state.
  const fetcher = useFetcher({ key: `prayer-status-${prayerId}` });
  // While the click is on its way, show what it asked for.
  const asked = fetcher.formData?.get("status");
  const shown = isStatus(asked) ? asked : status;
  return (
    <fetcher.Form method="post" className="prayer-status-form">
      <span className="prayer-status" data-status={shown}>
        Status: <strong>{statusLabel(shown)}</strong>
      </span>
      <input type="hidden" name="intent" value="set-status" />
      <input type="hidden" name="prayerId" value={prayerId} />
      <input type="hidden" name="status" value={otherStatus(shown)} />
      <button type="submit" className="button button-secondary prayer-status-button">
        {toggleLabel(shown)}
        <span className="visually-hidden">: {context}</span>
      </button>
    </fetcher.Form>
  );
}
