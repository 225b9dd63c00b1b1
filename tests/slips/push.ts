// Slips in push notifications (app/domain/push/): which endpoints the server
// may post to (docs/security.md#web-push), what each push says and how long
// and how urgently it is kept, what a device follows and what it sends to
// follow (docs/league-rules.md#push-notifications).
import type { Slip } from "./slip";

const ENDPOINT = "app/domain/push/endpoint.ts";
const NEWS = "app/domain/push/news.ts";
const FOLLOWS = "app/domain/push/follows.ts";
const SUBSCRIPTION = "app/domain/push/subscription.ts";

export const slips: Slip[] = [
  {
    file: ENDPOINT,
    slip: "an http endpoint is posted to",
    find: 'if (url.protocol !== "https:") return',
    replace: 'if (url.protocol !== "https:" && url.protocol !== "http:") return',
  },
  {
    file: ENDPOINT,
    slip: "any port taken (the port check dropped)",
    find: 'if (url.port !== "") return "The push endpoint must use the https port.";',
    replace: "",
  },
  {
    file: ENDPOINT,
    slip: "a password without a user name passes (only the user name checked)",
    find: "if (url.username || url.password) return",
    replace: "if (url.username) return",
  },
  {
    file: ENDPOINT,
    slip: "the allow list matched by prefix, not by exact origin (https://127.0.0.1:8 lets :8443 through)",
    find: "if (allowedOrigins.includes(url.origin)) return null;",
    replace: "if (allowedOrigins.some((origin) => endpoint.startsWith(origin))) return null;",
  },
  {
    file: ENDPOINT,
    slip: "the allow list matched by prefix in the guard's check (isAllowedOrigin)",
    find: "return url !== null && allowedOrigins.includes(url.origin);",
    replace: "return url !== null && allowedOrigins.some((origin) => endpoint.startsWith(origin));",
  },
  {
    file: ENDPOINT,
    slip: "private IPv4 ranges (10/8, 172.16/12, 192.168/16) taken",
    find: 'if (range !== "unicast") return',
    replace: 'if (range !== "unicast" && range !== "private") return',
  },
  {
    file: ENDPOINT,
    slip: "CGNAT (100.64/10) taken",
    find: 'if (range !== "unicast") return',
    replace: 'if (range !== "unicast" && range !== "carrierGradeNat") return',
  },
  {
    file: ENDPOINT,
    slip: "IPv6 outside 2000::/3 taken (only ipaddr.js's range consulted)",
    find: 'if (parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) {',
    replace: "if (false) {",
  },
  {
    file: ENDPOINT,
    slip: "an IPv4 literal judged as a name (only IPv6 literals recognised)",
    find: 'bare.includes(":") || ipaddr.IPv4.isValidFourPartDecimal(bare)',
    replace: 'bare.includes(":")',
  },
  {
    file: ENDPOINT,
    slip: "*.internal names taken (dropped from the local names)",
    find: "localhost|local|localdomain|internal|intranet|lan|home\\.arpa",
    replace: "localhost|local|localdomain|intranet|lan|home\\.arpa",
  },
  {
    file: ENDPOINT,
    slip: "a name without a dot taken (only the listed local names refused)",
    find: '!name.includes(".") || ',
    replace: "",
  },
  {
    file: ENDPOINT,
    slip: "a fully qualified local name (localhost.) taken: the trailing dot kept",
    find: 'const name = url.hostname.replace(/\\.$/, "");',
    replace: "const name = url.hostname;",
  },
  {
    file: NEWS,
    slip: "the live notice kept six hours at normal urgency (the final's TTL and urgency)",
    find: 'ttlSeconds: LIVE_TTL_SECONDS,\n    urgency: "high",',
    replace: 'ttlSeconds: FINAL_TTL_SECONDS,\n    urgency: "normal",',
  },
  {
    file: NEWS,
    slip: "the tag without the kind (a final replaces the live notice, a reminder the schedule news)",
    find: "return `game-${gameId}-${kind}`;",
    replace: "return `game-${gameId}`;",
  },
  {
    file: NEWS,
    slip: "a change exactly a day ahead is not urgent (<= for <)",
    find: "soonest - now.getTime() <= URGENT_WITHIN_SECONDS * 1000",
    replace: "soonest - now.getTime() < URGENT_WITHIN_SECONDS * 1000",
  },
  {
    file: NEWS,
    slip: "urgency judged by the later moment (a game moved from tomorrow to next week is not urgent)",
    find: "const soonest = Math.min(...moments.map((m) => m.getTime()));",
    replace: "const soonest = Math.max(...moments.map((m) => m.getTime()));",
  },
  {
    file: NEWS,
    slip: "a schedule notice kept until the earlier moment (a game moved later expires at its old time)",
    find: "const latest = Math.max(...moments.map((m) => m.getTime()));",
    replace: "const latest = Math.min(...moments.map((m) => m.getTime()));",
  },
  {
    file: NEWS,
    slip: "a postponement says the new slot as the old one (before and after swapped)",
    find: ": `It was set for ${slotText(before)}. A new date will follow.`",
    replace: ": `It was set for ${slotText(after)}. A new date will follow.`",
  },
  {
    file: NEWS,
    slip: "a cancellation an hour before tip-off is not urgent",
    find: "urgency: soonness(at, [game.startsAt]),",
    replace: 'urgency: "normal",',
  },
  {
    file: NEWS,
    slip: "a reminder kept six hours, not until the game",
    find: "ttlSeconds: untilLatest(now, [game.startsAt]),",
    replace: "ttlSeconds: FINAL_TTL_SECONDS,",
  },
  {
    file: FOLLOWS,
    slip: "following a team already followed adds it twice",
    find: "return follow ? [...others, teamId] : others;",
    replace: "return follow ? [...teams, teamId] : others;",
  },
  {
    file: SUBSCRIPTION,
    slip: "one team more than the bound taken (off by one)",
    find: ".max(MAX_FOLLOWED_TEAMS)",
    replace: ".max(MAX_FOLLOWED_TEAMS + 1)",
  },
  {
    file: SUBSCRIPTION,
    slip: "p256dh loosened: any 65-byte key, the uncompressed point's 0x04 not checked",
    find: "const P256DH = /^B[A-P][A-Za-z0-9_-]{85}=?$/;",
    replace: "const P256DH = /^[A-Za-z0-9_-]{87}=?$/;",
  },
  {
    file: SUBSCRIPTION,
    slip: "p256dh checked on its first six bits only: a first byte of 0x05–0x07 let through",
    find: "const P256DH = /^B[A-P][A-Za-z0-9_-]{85}=?$/;",
    replace: "const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;",
  },
  {
    file: SUBSCRIPTION,
    slip: "auth of 16 bytes or more taken (length left open)",
    find: "const AUTH = /^[A-Za-z0-9_-]{22}(?:==)?$/;",
    replace: "const AUTH = /^[A-Za-z0-9_-]{22,}(?:==)?$/;",
  },
  {
    file: SUBSCRIPTION,
    slip: "the same team sent twice is kept twice (no dedupe)",
    find: ".transform((ids) => [...new Set(ids)])",
    replace: ".transform((ids) => ids)",
  },
];
