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
} from "~/domain/people/choices";
import { PlayerFieldsSchema, playerFields } from "~/domain/people/fields";
import { RECORD_ID } from "~/domain/ids";
import { normalizeTypedName } from "~/domain/people/typed-name";

// The choice lists are shared with the other player form.
export * from "~/domain/people/choices";
// The counts are shared with the read-only list of signups.
export * from "./counts";

export const SEARCH_MAX = 100;

/** The text for a signup that names no player. */
export const SIGNUP_ERROR = "error with signup";
export const NO_PLAYERS_FOUND = "No players found";
export const EMAIL_TAKEN =
  "A player with this email is already in the league. Choose Returning Player to sign up for this season.";

/**
 * The new-player form: the player fields' own rules (~/domain/people/fields), every
 * one of them required except height and jersey size, which start at the
 * lists' defaults. The form marks phone and age required; the server agrees,
 * so a form without JavaScript and one with it accept the same things.
 */
export const NewPlayerSchema = PlayerFieldsSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  age: true,
}).extend({
  heightFeet: playerFields.heightFeet.default(DEFAULT_HEIGHT_FEET),
  heightInches: playerFields.heightInches.default(DEFAULT_HEIGHT_INCHES),
  jerseySize: playerFields.jerseySize.default(DEFAULT_JERSEY_SIZE),
});
export type NewPlayer = z.output<typeof NewPlayerSchema>;

/** A player id as the league makes them (and as URLs carry them). */
const PlayerId = z.string({ error: SIGNUP_ERROR }).regex(RECORD_ID, SIGNUP_ERROR);

export const ReturningSignupSchema = z.object({
  intent: z.literal("signup", { error: SIGNUP_ERROR }),
  playerId: PlayerId,
});

/**
 * The search text as matched against 'first last': normalized as names are
 * stored (~/domain/people/typed-name: NFKC, one space, trimmed), lower case, at most
 * SEARCH_MAX characters, so "Ｐａｔ\u00a0Murphy" finds Pat Murphy. Empty means
 * "no search" (a search needs non-empty text).
 */
export function normalizeSearch(raw: string | null | undefined): string {
  return normalizeTypedName(raw ?? "")
    .toLowerCase()
    .slice(0, SEARCH_MAX);
}

/** 'Pat Murphy' contains 'pat m' — the rule the database query implements. */
export function nameMatches(firstName: string, lastName: string, search: string): boolean {
  const query = normalizeSearch(search);
  if (query === "") return false;
  return `${firstName} ${lastName}`.toLowerCase().includes(query);
}
