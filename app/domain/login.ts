// The login form's rules (docs/league-rules.md#roles): an email always; a
// password only for accounts that have one. Without a password the email must
// be a player's or an admin's. The email is the player field's own rule
// (./player-fields): valid, at most 254 characters, trimmed and lower-cased as
// every email is stored and looked up.
import { z } from "zod";
import { playerFields } from "./player-fields";

export const NOT_A_PLAYER_EMAIL = "Not a valid player email. Use the email you signed up with.";
export const WRONG_PASSWORD =
  "That email and password do not match. Check them, or leave the password empty to get a sign-in link by email.";
/** A link's token that did not sign in: used, older than 15 minutes, cut short or made up. */
export const LINK_SPENT = "That sign-in link has expired or was already used.";
export const LINK_FAILED = `${LINK_SPENT} Enter your email for a new one.`;

export const LoginSchema = z.object({
  email: playerFields.email,
  password: z.string().max(200, "That password is too long.").optional(),
  redirect: z.string().optional(),
});
