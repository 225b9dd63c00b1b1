// What the fuzz test (fuzz.test.ts) aims at, found from the app itself: the
// built route table, the forms on the pages (field names, sample values,
// intents) and the query parameters the source reads.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { signedLinkUrl, type SignedLinkKind } from "~/email/signed-links.server";
import type { Fields } from "./fuzz-payloads";

export interface BuiltRoute {
  id: string;
  /** Full URL pattern, e.g. "/games/:gameId". */
  pattern: string;
  action: boolean;
  loader: boolean;
  /** An index route: its action takes the posts to its address with `?index`, as its forms send them. */
  index: boolean;
}

/** The production build's route table (`build/server/index.js` exports `routes`). */
export function builtRoutes(buildDir = process.env.BUILD_DIR ?? "build"): BuiltRoute[] {
  const href = pathToFileURL(path.resolve(buildDir, "server/index.js")).href;
  // A child process, so the server bundle's modules never load into the test.
  const script = `
    const { routes } = await import(${JSON.stringify(href)});
    console.log(JSON.stringify(Object.entries(routes).map(([id, r]) => ({
      id, path: r.path ?? null, parentId: r.parentId ?? null, index: r.index === true,
      action: typeof r.module.action === "function", loader: typeof r.module.loader === "function",
    }))));
    process.exit(0);`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const raw = JSON.parse(out.trim().split("\n").at(-1)!) as {
    id: string;
    path: string | null;
    parentId: string | null;
    index: boolean;
    action: boolean;
    loader: boolean;
  }[];
  const byId = new Map(raw.map((r) => [r.id, r]));
  const fullPath = (id: string | null): string[] => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return [];
    return [...fullPath(route.parentId), ...(route.path ? [route.path] : [])];
  };
  return raw
    .filter((r) => r.parentId !== null) // the root layout's loader runs on every page
    .map((r) => ({
      id: r.id,
      pattern: `/${fullPath(r.id).join("/")}`,
      action: r.action,
      loader: r.loader,
      index: r.index,
    }));
}

/** Every URL of a pattern with the given parameter values (several values: several URLs). */
export function fillPattern(
  pattern: string,
  values: Record<string, string[]>,
): { urls: string[]; unknown: string[] } {
  let urls = [""];
  const unknown: string[] = [];
  for (const segment of pattern.split("/").slice(1)) {
    const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1) : null;
    let choices = [segment];
    if (name) {
      choices = values[name] ?? ["fuzz"];
      if (!values[name]) unknown.push(name);
    }
    urls = urls.flatMap((u) => choices.map((c) => `${u}/${encodeURIComponent(c)}`));
  }
  return { urls: urls.map((u) => u || "/"), unknown };
}

export interface FormShape {
  fields: Map<string, string>;
  intents: Set<string>;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([^\s=/>"]+)(?:="([^"]*)")?/g)) {
    out[m[1]!.toLowerCase()] = decode(m[2] ?? "");
  }
  return out;
}

const CONTROL = /<(input|select|textarea|button)\b([^>]*)>/gi;

function addControl(form: FormShape, kind: string, a: Record<string, string>, after: string) {
  const name = a.name;
  if (!name) return;
  let value = a.value ?? "";
  if (kind === "select") value = /<option\b[^>]*value="([^"]*)"/.exec(after)?.[1] ?? "";
  if (kind === "textarea") value = after.slice(0, after.indexOf("</textarea>")).trim();
  if (a.type === "checkbox" && !("value" in a)) value = "on";
  if (name === "intent" && value) form.intents.add(value);
  if (!form.fields.get(name)) form.fields.set(name, decode(value));
}

/**
 * The forms of a page by method and target path, with their controls (also
 * those outside the <form> tied to it by form="id").
 */
export function formsOf(html: string, pageUrl: string) {
  const found: { method: "get" | "post"; target: string; shape: FormShape }[] = [];
  const byId = new Map<string, FormShape>();
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const a = attributes(m[1]!);
    const shape: FormShape = { fields: new Map(), intents: new Set() };
    const body = m[2]!;
    for (const c of body.matchAll(CONTROL)) {
      const ca = attributes(c[2]!);
      if (!ca.form) addControl(shape, c[1]!.toLowerCase(), ca, body.slice(c.index + c[0].length));
    }
    const method = a.method?.toLowerCase() === "post" ? "post" : "get";
    found.push({ method, target: new URL(a.action ?? "", pageUrl).pathname, shape });
    if (a.id) byId.set(a.id, shape);
  }
  for (const c of html.matchAll(CONTROL)) {
    const ca = attributes(c[2]!);
    const shape = ca.form ? byId.get(ca.form) : undefined;
    if (shape) addControl(shape, c[1]!.toLowerCase(), ca, html.slice(c.index + c[0].length));
  }
  return found;
}

/** The page's links to a question asked before an action (href="?confirm=…"), as paths. */
export function confirmLinksOf(html: string, pageUrl: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\?confirm=[^"]*)"/gi)].map((m) => {
    const url = new URL(decode(m[1]!), pageUrl);
    return url.pathname + url.search;
  });
}

/** Merges a form into what is known of its target (first non-empty value wins). */
export function mergeForm(into: Map<string, FormShape>, target: string, shape: FormShape) {
  const known = into.get(target) ?? { fields: new Map(), intents: new Set() };
  for (const [name, value] of shape.fields)
    if (!known.fields.get(name)) known.fields.set(name, value);
  for (const intent of shape.intents) known.intents.add(intent);
  into.set(target, known);
}

/** Empty values get a plausible one by name, so hostile changes have something to change. */
export function sampleFields(shape: FormShape): Fields {
  return [...shape.fields].map(([name, value]): [string, string] => {
    if (value) return [name, value];
    if (/email/i.test(name)) return [name, "fuzz@example.org"];
    if (/password/i.test(name)) return [name, "not-the-password"];
    if (/score|age|number|height|year|month|day|points/i.test(name)) return [name, "1"];
    return [name, "fuzz"];
  });
}

/**
 * The live scorer's form (app/components/admin/games/live-scorer.tsx), which no page
 * shows while no game is live, with the fields its script posts too (`taps`,
 * a JSON list) and the start's confirmation (`confirmed`, posted by the
 * confirmation step): what a phone sends to /admin/games/{id}/live.
 */
export function liveScorerForm(teamId: string): FormShape {
  const tap = { id: "fuzz-tap-00000001", kind: "score", teamId, points: 2 };
  return {
    fields: new Map([
      ["intent", "taps"],
      ["taps", JSON.stringify([tap])],
      ["tapId", "fuzz-tap-00000002"],
      ["tap", `${teamId}:2`],
      ["player", ""],
      ["confirmed", "yes"],
    ]),
    intents: new Set(["start", "taps", "tap", "abandon"]),
  };
}

/**
 * Query parameters the app reads: `x.get("x")` (and getAll, has) on the URL's
 * search parameters in app/, whether the code calls them `searchParams`,
 * `query` or `params`.
 */
export function queryParamsInSource(dir = "app"): string[] {
  const names = new Set<string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, "utf8");
        for (const m of text.matchAll(
          /\b(?:searchParams|query|params)\.(?:get|getAll|has)\(\s*["'`]([^"'`]+)["'`]/g,
        )) {
          names.add(m[1]!);
        }
      }
    }
  };
  walk(dir);
  return [...names].sort();
}

/**
 * The signed links (SIGNED_LINKS in app/email/signed-links.server.ts), made
 * for real ids under the server's secret, so the fuzz gets past the signature
 * to the pages' real forms: pattern → query string. A signup's confirmation
 * link names a waiting signup, which no export holds: `pendingSignupId`, when
 * the caller made one.
 */
export function signedLinkQueries(
  secret: string,
  tables: Record<string, Record<string, unknown>[]>,
  pendingSignupId?: string,
): Record<string, string> {
  const rows = (name: string) => tables[name] ?? [];
  const season = rows("seasons").find((s) => s.is_current) ?? rows("seasons").at(-1);
  const game = rows("games").find(
    (g) =>
      g.season_id === season?.id && g.status === "scheduled" && g.home_team_id && g.away_team_id,
  );
  if (!game) return {};
  const teamId = String(game.home_team_id);
  const roster = rows("season_rosters").filter(
    (r) => r.season_id === season?.id && r.team_id === teamId,
  );
  const onEitherTeam = new Set(
    rows("season_rosters")
      .filter(
        (r) =>
          r.season_id === season?.id &&
          (r.team_id === game.home_team_id || r.team_id === game.away_team_id),
      )
      .map((r) => String(r.player_id)),
  );
  const captain = rows("season_teams").find(
    (t) => t.season_id === season?.id && t.team_id === teamId,
  )?.captain_id;
  const player = roster[0]?.player_id;
  const sub = rows("players").find((p) => !onEitherTeam.has(String(p.id)))?.id;
  if (player === undefined || !captain || sub === undefined) return {};
  const g = String(game.id);
  const ids: Partial<Record<SignedLinkKind, string[]>> = {
    answer: [g, String(player)],
    remind: [g, teamId, String(captain)],
    invite: [g, teamId, String(sub), String(captain)],
    accept: [g, teamId, String(sub)],
    ...(pendingSignupId ? { confirmSignup: [pendingSignupId] } : {}),
  };
  return Object.fromEntries(
    (Object.keys(ids) as SignedLinkKind[]).map((kind) => {
      const [pattern, query] = signedLinkUrl("", secret, kind, ids[kind]!).split("?");
      return [pattern!, query!];
    }),
  );
}
