// What a browser sends to follow teams on its device (POST /push/subscriptions,
// docs/league-rules.md#push-notifications): its push subscription exactly as
// `PushSubscription.toJSON()` gives it, and the teams it follows. The same
// endpoint sent again replaces its teams; an empty list follows nothing.
import { z } from "zod";
import { MAX_ENDPOINT_LENGTH } from "./endpoint";

/** More than the league has ever had: a list longer than this is not a browser's. */
export const MAX_FOLLOWED_TEAMS = 32;

// The keys are base64url (RFC 8291): p256dh an uncompressed P-256 point, 65
// bytes whose first is 0x04 (so it starts "B", then one of A–P: the byte's
// last two bits are zero); auth 16 bytes.
const P256DH = /^B[A-P][A-Za-z0-9_-]{85}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(?:==)?$/;

export const followRequestSchema = z.object({
  subscription: z.object({
    endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z.string().regex(P256DH, "p256dh is not a P-256 public key"),
      auth: z.string().regex(AUTH, "auth is not a 16-byte secret"),
    }),
  }),
  teams: z
    .array(z.string().min(1).max(64))
    .max(MAX_FOLLOWED_TEAMS)
    .transform((ids) => [...new Set(ids)]),
});

export type FollowRequest = z.infer<typeof followRequestSchema>;
