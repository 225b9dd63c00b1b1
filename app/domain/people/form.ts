// The player edit form and its choice lists (docs/league-rules.md#players), used
// by the player himself (/players/{id}/edit) and by admins
// (/admin/players/{id}). Pure: the schema, the choice lists and the birthday
// rule; the routes parse with conform and the data layer writes.
import { z } from "zod";
import { MONTH_NAMES } from "~/domain/time/league-time";

import {
  DEFAULT_HEIGHT_FEET,
  DEFAULT_HEIGHT_INCHES,
  DEFAULT_JERSEY_SIZE,
  HEIGHT_FEET,
  HEIGHT_INCHES,
  JERSEY_SIZES,
} from "./choices";
import { PlayerFieldsSchema } from "./fields";

// The choice lists are shared with the other player form.
export * from "./choices";

export const BIRTHDAY_YEARS = Array.from({ length: 2010 - 1951 + 1 }, (_, i) => 2010 - i); // 2010…1951
/** A birthday is saved only when its year is before this one. */
export const BIRTHDAY_SAVED_BEFORE_YEAR = 2007;
export const MONTHS = MONTH_NAMES;
export const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Birthday parts: all three chosen, or none (the stored birthday then stays as it is). */
const birthdayPart = (values: readonly number[]) =>
  z.number({ error: "Choose a birthday from the lists." }).refine((n) => values.includes(n), {
    message: "Choose a birthday from the lists.",
  });

/**
 * Every player field (./fields, the same rules as the signup's), all
 * required, plus the photo address and the birthday.
 */
export const playerFormSchema = PlayerFieldsSchema.extend({
  imageUrl: z
    .string({ error: "Enter the web address of a photo." })
    .trim()
    .max(500, "Use at most 500 characters.")
    // Only http(s): the address becomes an <img src> on the public player page.
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: "Enter a web address that starts with https:// (or http://).",
      }),
    ),
  birthdayMonth: birthdayPart(MONTHS.map((_, i) => i + 1)).optional(),
  birthdayDay: birthdayPart(DAYS).optional(),
  birthdayYear: birthdayPart(BIRTHDAY_YEARS).optional(),
}).superRefine(checkBirthday, {
  // Checked even when other fields are wrong, so every message shows at once;
  // only the three birthday parts must have parsed.
  when: (payload) =>
    !payload.issues.some((issue) => String(issue.path?.[0]).startsWith("birthday")),
});

function checkBirthday(values: BirthdayParts, ctx: z.RefinementCtx<BirthdayParts>) {
  const { birthdayMonth: month, birthdayDay: day, birthdayYear: year } = values;
  const chosen = [month, day, year].filter((part) => part !== undefined).length;
  if (chosen === 0) return;
  if (chosen < 3) {
    ctx.addIssue({
      code: "custom",
      path: ["birthday"],
      message: "Choose the month, day and year, or leave all three blank.",
    });
  } else if (!isRealDate(year!, month!, day!)) {
    ctx.addIssue({ code: "custom", path: ["birthday"], message: "That date does not exist." });
  }
}

interface BirthdayParts {
  birthdayMonth?: number | undefined;
  birthdayDay?: number | undefined;
  birthdayYear?: number | undefined;
}

export type PlayerFormValues = z.output<typeof playerFormSchema>;
export type PlayerFormInput = z.input<typeof playerFormSchema>;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface Birthday {
  year: number;
  month: number;
  day: number;
}

/**
 * The birthday to store, or null to leave the stored one as it is. It is
 * saved only if the year is before 2007; the original merged its update
 * into the player record, so a later year (or no birthday chosen) never erased
 * a birthday already on file. We keep that: unchanged, not cleared.
 */
export function birthdayToSave(values: PlayerFormValues): Birthday | null {
  const { birthdayYear: year, birthdayMonth: month, birthdayDay: day } = values;
  if (year === undefined || month === undefined || day === undefined) return null;
  if (year >= BIRTHDAY_SAVED_BEFORE_YEAR) return null;
  return { year, month, day };
}

/** The stored fields the form edits (a player row, contact details included). */
export interface StoredPlayerFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  imageUrl: string | null;
  heightFeet: number | null;
  heightInches: number | null;
  birthdayYear: number | null;
  birthdayMonth: number | null;
  birthdayDay: number | null;
  age: number | null;
  jerseyNumber: number | null;
  jerseySize: string | null;
}

/** What the form's controls start with, as the strings a form holds. */
export type PlayerFormDefaults = Record<keyof StoredPlayerFields, string>;

const text = (value: string | number | null) => (value === null ? "" : String(value));
const listed = <T>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/**
 * The stored player as form values. Height and jersey size fall back to the
 * lists' defaults (6 ft 0 in, L) when missing or off the lists. A birthday the
 * year list cannot show (or a partial one) starts blank, which leaves the
 * stored birthday as it is on save.
 */
export function playerFormDefaults(player: StoredPlayerFields): PlayerFormDefaults {
  const { birthdayYear: year, birthdayMonth: month, birthdayDay: day } = player;
  const showBirthday =
    year !== null && month !== null && day !== null && BIRTHDAY_YEARS.includes(year);
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    email: player.email,
    phone: text(player.phone),
    imageUrl: text(player.imageUrl),
    age: text(player.age),
    jerseyNumber: text(player.jerseyNumber),
    heightFeet: String(listed(HEIGHT_FEET, player.heightFeet, DEFAULT_HEIGHT_FEET)),
    heightInches: String(listed(HEIGHT_INCHES, player.heightInches, DEFAULT_HEIGHT_INCHES)),
    birthdayYear: showBirthday ? String(year) : "",
    birthdayMonth: showBirthday ? String(month) : "",
    birthdayDay: showBirthday ? String(day) : "",
    jerseySize: listed(JERSEY_SIZES, player.jerseySize, DEFAULT_JERSEY_SIZE),
  };
}
