// Prayer intentions (docs/league-rules.md#prayer-intentions): what a visitor
// may send, how an intention is shown, and the new ↔ prayed status an admin
// moves. Pure: no I/O, so the same schema checks the form in the browser and
// the action on the server.
import { z } from "zod";
import { relativeTime } from "~/domain/time/league-time";
import { RECORD_ID } from "~/domain/ids";
import { PRAYER_STATUSES, type PrayerStatus } from "./status";
import { withThousands } from "~/domain/numbers";
import { typedNameSchema } from "~/domain/people/typed-name";
import { shownText } from "~/domain/shown-text";

// The status and its labels are shared with the admins' toggle and counter.
export * from "./status";

/** Long enough for a heartfelt paragraph or two, short enough to read in the list. */
export const PRAYER_MESSAGE_MAX = 2000;
/** A first name, a family or "the Murphy family": never an essay. */
export const PRAYER_NAME_MAX = 80;
/** What an intention without a name shows. */
export const ANONYMOUS = "Anonymous";

export const MESSAGE_REQUIRED = "Please write your prayer intention.";

function tooLong(what: string, max: number) {
  return (issue: { input?: unknown }) => {
    const typed = typeof issue.input === "string" ? issue.input.length : undefined;
    const count = typed === undefined ? "" : ` (yours has ${withThousands(typed)})`;
    return `${what} can be at most ${withThousands(max)} characters${count}.`;
  };
}

/**
 * The form at /prayer-intentions/new. Browsers send a textarea's line breaks
 * as CRLF but count them as one character against maxlength, so line breaks
 * are made LF before counting; the message is trimmed, the name is a typed
 * name (~/domain/people/typed-name). An empty name becomes null (shown as Anonymous).
 */
export const prayerIntentionSchema = z.object({
  name: typedNameSchema("your name", "Write your name, or leave it empty.")
    .max(PRAYER_NAME_MAX, { error: tooLong("Your name", PRAYER_NAME_MAX) })
    .optional()
    .transform((name) => (name ? name : null)),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .overwrite((text) => text.replace(/\r\n?/g, "\n"))
    .trim()
    .min(1, { error: MESSAGE_REQUIRED })
    .max(PRAYER_MESSAGE_MAX, { error: tooLong("Your intention", PRAYER_MESSAGE_MAX) }),
});

export type PrayerIntentionInput = z.output<typeof prayerIntentionSchema>;

/**
 * An admin's toggle. It names the status wanted rather than "flip", so a form
 * sent twice (a double click, a reload after a plain POST) leaves it as meant.
 */
export const prayerStatusSchema = z.object({
  intent: z.literal("set-status"),
  prayerId: z.string().regex(RECORD_ID),
  status: z.enum(PRAYER_STATUSES),
});

/** One intention as the pages show it. */
export interface PrayerView {
  id: string;
  /** The chosen name, or Anonymous. */
  name: string;
  message: string;
  /** ISO timestamp, for <time dateTime>. */
  createdAt: string;
  /** '5m ago', or 'Nov 2, 2026' after a week. */
  age: string;
  /** 'Monday, November 2, 2026'. */
  date: string;
  /** Admins only: absent for everyone else. */
  status?: PrayerStatus;
}

/** The name an intention is shown with: as typed (shown-text.ts), or Anonymous. */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? shownText(trimmed) : ANONYMOUS;
}

/** 'Just now', '5m ago', '3d ago', then the date 'Nov 2, 2026' after a week. */
export function prayerAge(createdAt: Date, now: Date): string {
  const text = relativeTime(createdAt, now);
  return /^\d+[smhd]$/.test(text) ? `${text} ago` : text;
}
