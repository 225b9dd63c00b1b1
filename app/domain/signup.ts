// Season signup rules (docs/league-rules.md#signups-and-fees): what the
// new-player form accepts, the choice lists, and how a returning player's name
// search is normalised. Pure: the routes parse with these schemas, the data
// module writes.
import { z } from "zod";

/** The choice lists (docs/league-rules.md#players). */
import {
  DEFAULT_HEIGHT_FEET,
  DEFAULT_HEIGHT_INCHES,
  DEFAULT_JERSEY_SIZE,
  HEIGHT_FEET,
  JERSEY_SIZES,
} from "./player-choices";
import { RECORD_ID } from "./ids";

// The choice lists are shared with the other player form.
export * from "./player-choices";
// The counts are shared with the read-only list of signups.
export * from "./signup-counts";

export const MIN_AGE = 10;
export const MAX_AGE = 100;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const SEARCH_MAX = 100;

/** The text for a signup that names no player. */
export const SIGNUP_ERROR = "error with signup";
export const NO_PLAYERS_FOUND = "No players found";
export const EMAIL_TAKEN =
  "A player with this email is already in the league. Choose Returning Player to sign up for this season.";

function name(label: string) {
  return z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(NAME_MAX, `Your ${label} can be at most ${NAME_MAX} characters.`);
}

/** Digits with the usual separators; at least 7 digits so it can be dialled. */
const PHONE_CHARS = /^[0-9+().\-\s]+$/;

export const NewPlayerSchema = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  email: z
    .string({ error: "Enter your email." })
    .trim()
    .toLowerCase()
    .min(1, "Enter your email.")
    .max(EMAIL_MAX, "That email is too long.")
    .pipe(z.email("Enter a valid email address, like name@example.com.")),
  // The form marks phone and age required; the server agrees, so a
  // form without JavaScript and one with it accept the same things.
  phone: z
    .string({ error: "Enter your phone number." })
    .trim()
    .min(1, { error: "Enter your phone number.", abort: true })
    .max(25, "That phone number is too long.")
    // refine, not regex: conform would copy a regex into the input's pattern attribute.
    .refine((v) => PHONE_CHARS.test(v), {
      error: "Use digits, spaces and + ( ) - . only.",
      abort: true,
    })
    .refine(
      (v) => v.replace(/\D/g, "").length >= 7,
      "Enter a phone number with at least 7 digits.",
    ),
  age: z
    .number({ error: "Enter your age as a whole number." })
    .int("Enter your age as a whole number.")
    .min(MIN_AGE, `Age must be between ${MIN_AGE} and ${MAX_AGE}.`)
    .max(MAX_AGE, `Age must be between ${MIN_AGE} and ${MAX_AGE}.`),
  heightFeet: z
    .number({ error: "Choose your height in feet." })
    .int()
    .refine((v) => (HEIGHT_FEET as readonly number[]).includes(v), "Choose 5, 6 or 7 feet.")
    .default(DEFAULT_HEIGHT_FEET),
  heightInches: z
    .number({ error: "Choose inches from 0 to 11." })
    .int("Choose inches from 0 to 11.")
    .min(0, "Choose inches from 0 to 11.")
    .max(11, "Choose inches from 0 to 11.")
    .default(DEFAULT_HEIGHT_INCHES),
  jerseySize: z.enum(JERSEY_SIZES, { error: "Choose a jersey size." }).default(DEFAULT_JERSEY_SIZE),
});
export type NewPlayer = z.output<typeof NewPlayerSchema>;

/** A player id as the league makes them (and as URLs carry them). */
const PlayerId = z.string({ error: SIGNUP_ERROR }).regex(RECORD_ID, SIGNUP_ERROR);

export const ReturningSignupSchema = z.object({
  intent: z.literal("signup", { error: SIGNUP_ERROR }),
  playerId: PlayerId,
});

/**
 * The search text as matched against 'first last': trimmed, inner runs of
 * spaces collapsed, lower case, at most SEARCH_MAX characters. Empty means
 * "no search" (a search needs non-empty text).
 */
export function normalizeSearch(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().toLowerCase().slice(0, SEARCH_MAX);
}

/** 'Pat Murphy' contains 'pat m' — the rule the database query implements. */
export function nameMatches(firstName: string, lastName: string, search: string): boolean {
  const query = normalizeSearch(search);
  if (query === "") return false;
  return `${firstName} ${lastName}`.toLowerCase().includes(query);
}
