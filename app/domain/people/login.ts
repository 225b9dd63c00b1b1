// The login form's rules (docs/league-rules.md#roles): an email always; a
// password only for accounts that have one. Without a password the email must
// be a player's or an admin's. The email is the player field's own rule
// (./fields): valid, at most 254 characters, trimmed and lower-cased as
// every email is stored and looked up.
import { z } from "zod";
import { playerFields } from "./fields";

export * from "./login-messages";

export const LoginSchema = z.object({
  email: playerFields.email,
  password: z.string().max(200, "That password is too long.").optional(),
  redirect: z.string().optional(),
});
