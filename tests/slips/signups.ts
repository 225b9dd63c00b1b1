// Slips in the signups' rules (app/domain/signups/): docs/league-rules.md#signups-and-fees.
import type { Slip } from "./slip";

const CONFIRMATION = "app/domain/signups/confirmation.ts";
const COUNTS = "app/domain/signups/counts.ts";
const CSV = "app/domain/signups/csv-reports.ts";
const SIGNUP = "app/domain/signups/signup.ts";

export const slips: Slip[] = [
  // --- confirmation.ts: a waiting signup's link ---
  {
    file: CONFIRMATION,
    slip: "a link still works at the moment it expires (< for <=)",
    find: 'return at.getTime() < confirmLinkExpiresAt(pending.createdAt).getTime() ? "waiting" : "expired";',
    replace:
      'return at.getTime() <= confirmLinkExpiresAt(pending.createdAt).getTime() ? "waiting" : "expired";',
  },
  {
    file: CONFIRMATION,
    slip: "a confirmed signup's link reads as waiting again (the confirmed state dropped)",
    find: 'if (pending.confirmedAt !== null) return "confirmed";',
    replace: "",
  },
  {
    file: CONFIRMATION,
    slip: "the link works a day longer (window widened)",
    find: "export const CONFIRM_LINK_DAYS = 7;",
    replace: "export const CONFIRM_LINK_DAYS = 8;",
  },
  {
    file: CONFIRMATION,
    slip: "the expiry counted from the link's making minus a day (off by one)",
    find: "return new Date(createdAt.getTime() + CONFIRM_LINK_MS);",
    replace: "return new Date(createdAt.getTime() + CONFIRM_LINK_MS - DAY_MS);",
  },
  {
    file: CONFIRMATION,
    slip: "the email goes again at the gap's last millisecond (>= for >)",
    find: "return at.getTime() - lastEmailedAt.getTime() >= gapMs;",
    replace: "return at.getTime() - lastEmailedAt.getTime() >= gapMs - 1;",
  },
  {
    file: CONFIRMATION,
    slip: "a tap emails again whenever (the gap forgotten)",
    find: "return at.getTime() - lastEmailedAt.getTime() >= gapMs;",
    replace: "return at.getTime() !== lastEmailedAt.getTime();",
  },
  {
    file: CONFIRMATION,
    slip: "a clock behind the last email's sends again (abs)",
    find: "return at.getTime() - lastEmailedAt.getTime() >= gapMs;",
    replace: "return Math.abs(at.getTime() - lastEmailedAt.getTime()) >= gapMs;",
  },
  {
    file: CONFIRMATION,
    slip: "the mask shows the address's part before the @ (first @, not last)",
    find: 'const at = email.lastIndexOf("@");',
    replace: 'const at = email.indexOf("@");',
  },
  {
    file: CONFIRMATION,
    slip: "an address starting with @ gets masked as if it had a name",
    find: 'if (at <= 0) return "•••";',
    replace: 'if (at < 0) return "•••";',
  },
  {
    file: CONFIRMATION,
    slip: "an address with spaces around it is refused (trim forgotten)",
    find: "/^[^@\\s]+@[^@\\s]+$/.test(email.trim())",
    replace: "/^[^@\\s]+@[^@\\s]+$/.test(email)",
  },
  {
    file: CONFIRMATION,
    slip: "the email's HTML link not escaped",
    find: '<p><a href="${escapeHtml(url)}"',
    replace: '<p><a href="${url}"',
  },
  // --- counts.ts ---
  {
    file: COUNTS,
    slip: "returning players counted as new",
    find: 'rows.filter((r) => r.status === "new").length',
    replace: 'rows.filter((r) => r.status !== "new").length',
  },
  {
    file: COUNTS,
    slip: "'1 players' (the singular dropped)",
    find: 'n === 1 ? "player" : "players"',
    replace: 'n <= 1 ? "player" : "players"',
  },
  // --- csv-reports.ts ---
  {
    file: CSV,
    slip: "the contacts list includes unpaid signups",
    find: "          .filter((s) => s.paid)\n",
    replace: "",
  },
  {
    file: CSV,
    slip: "a paid signup reads No (Yes and No swapped)",
    find: 's.paid ? "Yes" : "No"',
    replace: 's.paid ? "No" : "Yes"',
  },
  {
    file: CSV,
    slip: "a report name from Object's prototype is accepted",
    find: "Object.hasOwn(CSV_REPORTS, name)",
    replace: "name in CSV_REPORTS",
  },
  // --- signup.ts: the search ---
  {
    file: SIGNUP,
    slip: "the search is case-sensitive (lower case forgotten)",
    find: '  return normalizeTypedName(raw ?? "")\n    .toLowerCase()\n',
    replace: '  return normalizeTypedName(raw ?? "")\n',
  },
  {
    file: SIGNUP,
    slip: "an empty search finds everyone",
    find: 'if (query === "") return false;',
    replace: "",
  },
  {
    file: SIGNUP,
    slip: "the search cut one character short (off by one)",
    find: ".slice(0, SEARCH_MAX);",
    replace: ".slice(0, SEARCH_MAX - 1);",
  },
];
