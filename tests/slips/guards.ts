// Slips in the guards every write goes through, outside app/domain: the
// sign-in redirect (and the routed path it shares with the cache rule), the
// role guards, the season state guard and the writes that ask it and their
// questions again, the cross-site refusal, the body size limits and the one
// reading of a request's address (docs/league-rules.md#roles, docs/security.md).
import type { Slip } from "./slip";

const REDIRECT = "app/auth/redirect-target.ts";
const ROUTED_PATH = "app/routed-path.ts";
const VIEWER = "app/auth/viewer.server.ts";
const SEASON_STATE = "app/data/season-state.server.ts";
const SIGNUPS = "app/data/signups.server.ts";
const LIFECYCLE = "app/data/season-lifecycle.server.ts";
const CLOSE = "app/data/season-close.server.ts";
const PUBLISH = "app/data/season-schedule.server.ts";
const SCHEDULE_CHANGES = "app/data/schedule-changes.server.ts";
const DRAFT_PICKS = "app/data/draft-picks.server.ts";
const ROSTERS = "app/data/rosters.server.ts";
const CROSS_SITE = "app/server/cross-site.server.ts";
const BODY = "app/server/request-body.server.ts";
const ADDRESS = "app/server/request-address.server.ts";

export const slips: Slip[] = [
  // A single slip in the scheme-relative or backslash check ("//evil.example",
  // "/\\evil.example") is caught by the next layer: the URL parser resolves
  // either to another origin, so the target is still refused. The slips below
  // remove layers that nothing else covers.
  {
    file: REDIRECT,
    slip: "an encoded slash in the path (/%2F/evil.example) kept",
    find: "[UNSAFE_CHARACTER, UNSAFE_ENCODING, ENCODED_SLASH_IN_PATH].some",
    replace: "[UNSAFE_CHARACTER, UNSAFE_ENCODING].some",
  },
  {
    file: REDIRECT,
    slip: "an encoded tab or newline (/%09/evil.example) kept",
    find: "const UNSAFE_ENCODING = /%(?:[01][0-9a-f]|7f|5c)/i;",
    replace: "const UNSAFE_ENCODING = /%(?:7f|5c)/i;",
  },
  {
    file: REDIRECT,
    slip: "an encoded backslash (%5C) kept",
    find: "const UNSAFE_ENCODING = /%(?:[01][0-9a-f]|7f|5c)/i;",
    replace: "const UNSAFE_ENCODING = /%(?:[01][0-9a-f]|7f)/i;",
  },
  {
    file: REDIRECT,
    slip: "the resolved path not resolved once more (/..//evil.example kept)",
    find: "return resolved !== null && pathOnSite(resolved) === resolved ? resolved : null;",
    replace: "return resolved;",
  },
  {
    file: REDIRECT,
    slip: "the raw target answered instead of the resolved path",
    find: "  return target;\n}",
    replace: "  return value;\n}",
  },
  {
    file: REDIRECT,
    slip: "signing in may land on /logout",
    find: String.raw`const SIGN_IN_PAGES = /^\/log(?:in|out)(?:\/|\.data$|$)/;`,
    replace: String.raw`const SIGN_IN_PAGES = /^\/login(?:\/|\.data$|$)/;`,
  },
  {
    file: REDIRECT,
    slip: "an encoded sign-in path (/%6cogin) kept: the path not read as the router reads it",
    find: "return SIGN_IN_PAGES.test(routedPath(path));",
    replace: "return SIGN_IN_PAGES.test(path.toLowerCase());",
  },
  {
    file: REDIRECT,
    slip: "the sign-in page's data (/login.data) kept as a landing",
    find: String.raw`const SIGN_IN_PAGES = /^\/log(?:in|out)(?:\/|\.data$|$)/;`,
    replace: String.raw`const SIGN_IN_PAGES = /^\/log(?:in|out)(?:\/|$)/;`,
  },
  {
    file: ROUTED_PATH,
    slip: "the routed path keeps its case (/LOGIN kept, /ACCOUNT stored by caches)",
    find: "    .toLowerCase();",
    replace: "    .trim();",
  },
  {
    file: ROUTED_PATH,
    slip: "the routed path's segments not decoded (/%6cogin kept, /%41ccount stored)",
    find: 'return decodeURIComponent(segment).replaceAll("/", "%2F");',
    replace: "return segment;",
  },
  {
    file: REDIRECT,
    slip: "an admin who is also a player lands on /admin",
    find: "return role.isAdmin && !role.isPlayer ? ADMIN_AFTER_SIGN_IN : DEFAULT_AFTER_SIGN_IN;",
    replace: "return role.isAdmin ? ADMIN_AFTER_SIGN_IN : DEFAULT_AFTER_SIGN_IN;",
  },
  {
    file: VIEWER,
    slip: "a signed-in player let through requireAdmin",
    find: '  if (!viewer.isAdmin) throw redirect("/");',
    replace: '  if (!viewer.isAdmin && !viewer.player) throw redirect("/");',
  },
  {
    file: VIEWER,
    slip: "any player may edit another player's details",
    find: "return viewer !== null && (viewer.isAdmin || viewer.player?.id === playerId);",
    replace: "return viewer !== null && (viewer.isAdmin || viewer.player !== null);",
  },
  {
    file: VIEWER,
    slip: "an admin email in another case is not an admin (not normalized)",
    find: "return env().ADMIN_EMAILS.includes(normalizeEmail(email));",
    replace: "return env().ADMIN_EMAILS.includes(email);",
  },
  {
    file: SEASON_STATE,
    slip: "the season state check skipped: a write to a closed season goes through",
    find: "  return seasonWriteRefusal(facts, write);",
    replace: "  return null;",
  },
  {
    file: SEASON_STATE,
    slip: "postponed games count as results (only scheduled games counted unresolved)",
    find: 'and(eq(games.seasonId, seasonId), ne(games.status, "completed"))',
    replace: 'and(eq(games.seasonId, seasonId), eq(games.status, "scheduled"))',
  },
  {
    file: CROSS_SITE,
    slip: "a same-site (another subdomain's) POST accepted",
    find: 'if (site === "cross-site" || site === "same-site") return true;',
    replace: 'if (site === "cross-site") return true;',
  },
  {
    file: CROSS_SITE,
    slip: "a POST from another origin accepted when Sec-Fetch-Site is missing",
    find: "return new URL(origin).origin !== siteOrigin;",
    replace: "return new URL(origin).hostname !== new URL(siteOrigin).hostname;",
  },
  {
    file: CROSS_SITE,
    slip: "Origin: null (a sandboxed page) accepted",
    find: '    return true; // "null" or garbage: a sandboxed or forged page.',
    replace: '    return false; // "null" or garbage: a sandboxed or forged page.',
  },
  {
    file: CROSS_SITE,
    slip: "a cross-site DELETE accepted (only POST refused)",
    find: "if (SAFE_METHODS.has(method)) return false;",
    replace: 'if (method !== "POST") return false;',
  },
  {
    file: BODY,
    slip: "the form body limit off by one kilobyte",
    find: "export const FORM_BODY_LIMIT = 64 * 1024;",
    replace: "export const FORM_BODY_LIMIT = 65 * 1024;",
  },
  {
    file: BODY,
    slip: "the import's large limit applies to any address starting /admin/import",
    find: String.raw`const IMPORT_PATH = /^\/admin\/import(\.data)?$/;`,
    replace: String.raw`const IMPORT_PATH = /^\/admin\/import/;`,
  },
  {
    file: BODY,
    slip: "NUL characters kept in a urlencoded form's values",
    find: "for (const [name, value] of fields) clean.append(dropNul(name), dropNul(value));",
    replace: "for (const [name, value] of fields) clean.append(dropNul(name), value);",
  },
  {
    file: BODY,
    slip: "a body that is no form of the site (JSON) read as a form",
    find: 'if (raw.length === 0 || mediaType === "application/x-www-form-urlencoded") {',
    replace: 'if (raw.length === 0 || mediaType !== "multipart/form-data") {',
  },
  {
    file: ADDRESS,
    slip: "an encoded NUL in the address accepted",
    find: 'if (/%00/i.test(target) || target.includes("\\u0000")) return { refused: UNREADABLE };',
    replace: 'if (target.includes("\\u0000")) return { refused: UNREADABLE };',
  },
  {
    file: ADDRESS,
    slip: "a Host with a path, a fragment mark or a query accepted",
    find: "const AUTHORITY = /^(?:\\[[0-9a-f:.]+\\]|[a-z0-9._-]+)(?::\\d{1,5})?$/i;",
    replace: "const AUTHORITY = /^[^\\s@]+$/i;",
  },
  {
    file: ADDRESS,
    slip: "a second Host line accepted (the first one read)",
    find: "if (hosts.length > 1 || hosts.some((host) => !isAuthority(host))) {",
    replace: "if (hosts.slice(0, 1).some((host) => !isAuthority(host))) {",
  },
  {
    file: ADDRESS,
    slip: "the path resolved against the host (//evil.example becomes the host)",
    find: "const asked = new URL(`${protocol}://${authority}${path}`);",
    replace: "const asked = new URL(path, `${protocol}://${authority}`);",
  },
  {
    file: ADDRESS,
    slip: "the Host decides the origin although APP_URL is set",
    find: "url = new URL(`${siteOrigin ?? asked.origin}${asked.pathname}${asked.search}`);",
    replace: "url = new URL(`${asked.origin}${asked.pathname}${asked.search}`);",
  },

  // --- the writes that ask the state machine and the questions again (issue 40 §5, §6) ---
  {
    file: SEASON_STATE,
    slip: "seasonWrite grants without asking the state machine",
    find: "return seasonWriteRefusal(facts, write) ?? { tx, seasonId, write, facts, [GRANTED]: true };",
    replace: "return { tx, seasonId, write, facts, [GRANTED]: true };",
  },
  {
    file: SIGNUPS,
    slip: "set-paid asks the state machine as closing signups (allowed on a closed season)",
    find: 'seasonWrite(tx, found.seasonId, "fees")',
    replace: 'seasonWrite(tx, found.seasonId, "close-signups")',
  },
  {
    file: LIFECYCLE,
    slip: "Make current's write asks its question without the signups it closes",
    find: "makeCurrentQuestion(model).key,",
    replace: "makeCurrentQuestion({ ...model, signupsClose: null }).key,",
  },
  {
    file: CLOSE,
    slip: "Close's write asks its question without the champion",
    find: "      champion,\n      games: granted.facts.games,",
    replace: "      champion: null,\n      games: granted.facts.games,",
  },
  {
    file: CLOSE,
    slip: "Close's write asks its question as if signups were closed",
    find: "    const signupsClose = granted.facts.registrationOpen;",
    replace: "    const signupsClose = false;",
  },
  {
    file: PUBLISH,
    slip: "Publish compares the draft's revision alone, not its question's key",
    find: "if (asked && asked.key !== shown) throw new SeasonChangeRefused(DRAFT_CHANGED);",
    replace: "if (asked && revision !== shown) throw new SeasonChangeRefused(DRAFT_CHANGED);",
  },
  {
    file: SCHEDULE_CHANGES,
    slip: "Delete's write names the teams by id, not as the page does",
    find: "const { key } = shownGame(game, (id) => names.get(id));",
    replace: "const { key } = shownGame(game, (id) => id);",
  },
  {
    file: PUBLISH,
    slip: "Publish's write asks its question with no player emailed",
    find: "draft.input.blackouts, recipients.length)",
    replace: "draft.input.blackouts, 0)",
  },
  {
    file: DRAFT_PICKS,
    slip: "a player drafted after Publish is not sent his team's schedule",
    find: "await queueJoinedSchedule(season, input.playerId, input.at);",
    replace: "void queueJoinedSchedule;",
  },
  {
    file: ROSTERS,
    slip: "a player added by the roster editor after Publish is not sent his team's schedule",
    find: "await queueJoinedSchedule(season, playerId, by.at);",
    replace: "void queueJoinedSchedule;",
  },
];
