// Fuzz: hostile payloads (fuzz-payloads.ts) posted to every action and hostile
// query strings sent to every loader of the built app, as visitor, player and
// admin (admin last: its writes change data). Routes and form fields come from
// the app (fuzz-targets.ts), so new routes and fields are fuzzed automatically.
// Asserts: no 5xx (nor timeouts), the league data unchanged by batches that
// were all refused, bodies over 64 KB refused, the server alive and quiet.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  addressPayloads,
  OVER_FORM_CAP,
  postPayloads,
  queryPayloads,
  type AddressPayload,
  type Fields,
} from "./fuzz-payloads";
import {
  builtRoutes,
  fillPattern,
  confirmLinksOf,
  formsOf,
  liveScorerForm,
  mergeForm,
  queryParamsInSource,
  sampleFields,
  signedLinkQueries,
  type BuiltRoute,
  type FormShape,
} from "./fuzz-targets";
import { waitingSignupId } from "./emailed-confirmation";
import { loggedErrors } from "./logged-errors";
import { signIn, startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";
import { rawRequest } from "../support/raw-http";

const PLAYER = "player@example.org";
const ADMIN = "admin@example.org";
const ROLES = [
  { role: "visitor", email: null },
  { role: "player", email: PLAYER },
  { role: "admin", email: ADMIN },
] as const;
type Role = (typeof ROLES)[number]["role"];
const CONCURRENCY = 4;
const TIMEOUT_MS = 30_000;
/** Query parameters pages read, besides those found in the source and GET forms. */
const USUAL_PARAMS = ["q", "redirect", "games", "view", "season", "page", "token"];

interface Attempt {
  method: "GET" | "POST";
  pattern: string;
  url: string;
  role: Role;
  payload: string;
}
interface Outcome extends Attempt {
  status: number | "timeout" | "closed" | "network error";
  verdict: "refused" | "accepted" | "failed";
  /** First line of the answer (for HTML: the heading and what follows it). */
  said: string;
  location?: string;
  bodyBytes: number;
}

let server: RunningServer;
const cookies: Record<Role, string> = { visitor: "", player: "", admin: "" };
let fingerprintCookie = "";
const outcomes: Outcome[] = [];
const problems: string[] = []; // failures other than status codes
const fingerprintChanges: string[] = [];
const notes: string[] = [];
/**
 * Actions whose form no page shows in the crawl's state: a sign-in link's
 * page without a valid token, the signed links of an unsubscribe and of a sub
 * invitation that was never sent, the home page's one-tap signup (only a signed-in player not yet signed up
 * sees it; the demo's Pat is signed up already), and the follow island's JSON
 * API (a browser's push subscription; forms get 415). They are fuzzed with generic fields; any other action without a form fails
 * the crawl's check.
 */
const FORMLESS_ACTIONS = [
  "/",
  "/push/subscriptions",
  "/login/verify",
  "/alerts/unsubscribe",
  "/availability/invite",
  "/availability/accept",
];
/** What the crawl found and compared, for the checks that it fuzzed anything at all. */
const reach = {
  actionUrls: 0,
  /** Action URLs whose fields came from a form on a page (else generic fields). */
  withForm: new Set<string>(),
  withoutForm: new Set<string>(),
  /** POST batches all refused, whose data before and after were compared. */
  comparedBatches: 0,
};
let fingerprintMs = 0;
const seconds = (ms: number) => Math.round(ms / 1000);
const batches: { label: string; from: number; to: number; ms: number }[] = [];

beforeAll(async () => {
  server = await startServer();
  for (const { role, email } of ROLES) if (email) cookies[role] = await signIn(server, email);
  // A session of its own for reading the data: fuzzing /logout cannot end it.
  fingerprintCookie = await signIn(server, ADMIN);
  // An upcoming season without games, so the schedule generator's form
  // (refused outright for a season that has its games) is fuzzed too.
  const started = await httpFetch(`${server.url}/admin/seasons`, {
    method: "POST",
    headers: { Cookie: fingerprintCookie, Origin: server.url },
    body: new URLSearchParams({ intent: "start-season", latest: "4", name: "Fuzz season" }),
    redirect: "manual",
  });
  expect(started.headers.get("location")).toBe("/admin/seasons/5?started=1");
});
afterAll(() => server?.stop());

function firstLine(text: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>([\s\S]{0,300})/i.exec(text);
  const plain = heading ? `${heading[1]} ${heading[2]}` : (text.split("\n")[0] ?? "");
  return plain
    .replace(/<[^>]*(>|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 160);
}

/**
 * One request on a connection of its own (node:http, no keep-alive), so a
 * body the server stops reading cannot break the next request, and an answer
 * sent before the upload ends is still read.
 */
function exchange(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; location?: string; text: string }> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
    const req = request(url, { method, headers: { ...headers, ...length }, agent: false });
    const timer = setTimeout(() => req.destroy(new Error("timeout")), TIMEOUT_MS);
    req.on("response", (res) => {
      // A live stream never ends: its answer is its status (and first message).
      if (String(res.headers["content-type"]).startsWith("text/event-stream")) {
        clearTimeout(timer);
        res.once("data", (chunk: Buffer) => {
          resolve({ status: res.statusCode ?? 0, text: chunk.toString("utf8") });
          req.destroy();
        });
        return;
      }
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, text });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

async function send(
  attempt: Attempt,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Outcome> {
  if (cookies[attempt.role]) headers = { ...headers, Cookie: cookies[attempt.role] };
  const bodyBytes = body === undefined ? 0 : Buffer.byteLength(body);
  let outcome: Outcome;
  try {
    const {
      status,
      location: header,
      text,
    } = await exchange(server.url + attempt.url, attempt.method, headers, body);
    // A single-fetch (.data) redirect is a 202 naming the target in its body.
    const location =
      header ?? (status === 202 ? /"redirect","([^"]*)"/.exec(text)?.[1] : undefined);
    // Visitors are sent to /login and non-admins to /: how the app turns people away.
    const turnedAway = location !== undefined && /^\/(login)?(\?|$)/.test(location);
    const verdict = status >= 500 ? "failed" : status >= 400 || turnedAway ? "refused" : "accepted";
    outcome = { ...attempt, status, verdict, said: firstLine(text), location, bodyBytes };
    if (location && new URL(location, server.url).origin !== server.url) {
      problems.push(`${show(outcome)}: redirects off the site to ${location}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Node closes the connection on a request over its limits (a 1 MB address,
    // an early 413) while the client still sends: a refusal, not a failure.
    const oversized = bodyBytes > OVER_FORM_CAP || attempt.url.length > OVER_FORM_CAP;
    const closed = oversized && /ECONNRESET|EPIPE/.test(message);
    outcome = {
      ...attempt,
      status: message === "timeout" ? "timeout" : closed ? "closed" : "network error",
      verdict: closed ? "refused" : "failed",
      said: message.slice(0, 160),
      bodyBytes,
    };
  }
  outcomes.push(outcome);
  return outcome;
}

/** A GET written on a socket, with a hostile address (./fuzz-payloads.ts, addressPayloads). */
async function sendRaw(t: BuiltRoute & { url: string }, a: AddressPayload, role: Role) {
  const host = `127.0.0.1:${server.port}`;
  const attempt: Attempt = {
    method: "GET",
    pattern: t.pattern,
    url: a.target(t.url, host),
    role,
    payload: `address: ${a.name}`,
  };
  const lines = a.hosts(t.url, host).map((h) => `Host: ${h}`);
  if (cookies[role]) lines.push(`Cookie: ${cookies[role]}`);
  let outcome: Outcome;
  try {
    const { status, head } = await rawRequest(server.port, attempt.url, lines, {
      timeoutMs: TIMEOUT_MS,
    });
    const location = /^location: (.*)$/im.exec(head)?.[1];
    const verdict =
      status === 0 || status >= 500 ? "failed" : status >= 400 ? "refused" : "accepted";
    outcome = {
      ...attempt,
      status,
      verdict,
      said: head.split("\r\n", 1)[0] ?? "",
      location,
      bodyBytes: 0,
    };
    if (location && !location.startsWith("/") && new URL(location).origin !== server.url) {
      problems.push(`${show(outcome)}: redirects off the site to ${location}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = {
      ...attempt,
      status: "network error",
      verdict: "failed",
      said: message,
      bodyBytes: 0,
    };
  }
  outcomes.push(outcome);
}

function show(o: Outcome): string {
  return `${o.method} ${o.url.length > 120 ? o.url.slice(0, 120) + "…" : o.url} as ${o.role}: ${o.payload} → ${o.status}`;
}

async function inPool<T>(items: T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** sha256 of the league export without its timestamp. */
async function fingerprint(): Promise<string> {
  const started = Date.now();
  let response = await httpFetch(`${server.url}/admin/data.json`, {
    headers: { Cookie: fingerprintCookie },
    redirect: "manual",
  });
  if (response.status !== 200) {
    fingerprintCookie = await signIn(server, ADMIN);
    response = await httpFetch(`${server.url}/admin/data.json`, {
      headers: { Cookie: fingerprintCookie },
    });
  }
  const { exportedAt: _volatile, ...rest } = (await response.json()) as Record<string, unknown>;
  fingerprintMs += Date.now() - started;
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

/** Signs the role in again when a batch ended its session (logout, an email change). */
async function keepSession(role: Role, after: string) {
  const email = ROLES.find((r) => r.role === role)?.email;
  if (!email) return;
  const account = await httpFetch(`${server.url}/account`, {
    headers: { Cookie: cookies[role] },
    redirect: "manual",
  });
  if (account.status === 200) return;
  try {
    cookies[role] = await signIn(server, email);
    notes.push(`${role} signed in again after ${after}`);
  } catch (error) {
    problems.push(`${role} could not sign in again after ${after}: ${String(error)}`);
  }
}

/** Runs a batch and keeps where its server output starts and ends. */
async function batch(label: string, work: () => Promise<unknown>) {
  const from = server.output().length;
  const started = Date.now();
  await work();
  batches.push({ label, from, to: server.output().length, ms: Date.now() - started });
}

it("answers every hostile request without a server error", { timeout: 600_000 }, async () => {
  const started = Date.now();
  const routes = builtRoutes();
  const data = (await (
    await httpFetch(`${server.url}/admin/data.json`, { headers: { Cookie: fingerprintCookie } })
  ).json()) as { tables: Record<string, Record<string, unknown>[]> };
  const adminHome = await (
    await httpFetch(`${server.url}/admin`, { headers: { Cookie: cookies.admin } })
  ).text();
  const values = paramValues(data.tables, adminHome);

  // Concrete URLs of every route; the splat "not found" route is left out.
  const targets: (BuiltRoute & { url: string })[] = [];
  for (const route of routes) {
    if (route.pattern === "/*") {
      notes.push(`skipped ${route.id} (${route.pattern}): the not-found splat`);
      continue;
    }
    const { urls, unknown } = fillPattern(route.pattern, values);
    if (unknown.length) notes.push(`${route.pattern}: no real value for ${unknown.join(", ")}`);
    for (const url of urls) targets.push({ ...route, url });
  }

  // The signed links act only with their signature: they are fuzzed signed,
  // for real ids (a signup's confirmation: one made here, waiting), so the
  // hostile input reaches their forms.
  const signed = signedLinkQueries(
    readFileSync(path.join(server.dataDir, "auth-secret"), "utf8").trim(),
    data.tables,
    await waitingSignupId(server, data.tables),
  );
  for (const t of targets) if (signed[t.pattern]) t.url = `${t.url}?${signed[t.pattern]}`;

  // Forms on every page, as every role: their fields are what gets fuzzed.
  // Search forms (GET) are submitted once too: some forms appear only in results.
  const postForms = new Map<string, FormShape>();
  const getForms = new Map<string, FormShape>();
  // Questions asked before an action (?confirm=…) hold the only form of their Yes.
  const questions = new Set<string>();
  const findForms = (urls: string[]) =>
    inPool(
      ROLES.flatMap(({ role }) => urls.map((url) => ({ role, url }))),
      async ({ role, url }) => {
        const headers = cookies[role] ? { Cookie: cookies[role] } : undefined;
        const response = await httpFetch(server.url + url, { headers, redirect: "manual" });
        if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
          await response.body?.cancel(); // a live stream: no forms, and it never ends
          return;
        }
        const html = await response.text();
        for (const form of formsOf(html, server.url + url)) {
          mergeForm(form.method === "post" ? postForms : getForms, form.target, form.shape);
        }
        for (const link of confirmLinksOf(html, server.url + url)) questions.add(link);
      },
    );
  await findForms(targets.filter((t) => t.loader).map((t) => t.url));
  await findForms([
    ...[...getForms].map(
      ([target, shape]) =>
        `${target}?${new URLSearchParams([...shape.fields].map(([n, v]) => [n, v || "a"]))}`,
    ),
    ...questions,
  ]);
  // The live scorer's buttons and taps are on no page while no game is live:
  // their real fields are fuzzed all the same.
  for (const t of targets.filter((x) => x.action && x.pattern === "/admin/games/:gameId/live")) {
    const gameId = decodeURIComponent(t.url.split("/")[3]!);
    const game = data.tables.games?.find((g) => g.id === gameId);
    mergeForm(postForms, t.url, liveScorerForm(String(game?.home_team_id ?? "fuzz")));
  }
  const readParams = [...new Set([...USUAL_PARAMS, ...queryParamsInSource()])];

  const crawled = Date.now();
  let baseline = await fingerprint();
  for (const { role } of ROLES) {
    // GETs with hostile queries: loaders must never write.
    for (const t of targets.filter((x) => x.loader)) {
      const params = [...new Set([...readParams, ...(getForms.get(t.url)?.fields.keys() ?? [])])];
      await batch(`GET ${t.url} as ${role}`, () =>
        inPool(queryPayloads, async (q) => {
          const base = q.singleFetch ? (t.url === "/" ? "/_root.data" : dataUrl(t.url)) : t.url;
          const o = await send({
            method: "GET",
            pattern: t.pattern,
            url: `${base}${base.includes("?") ? "&" : "?"}${q.make(params)}`,
            role,
            payload: `query: ${q.name}`,
          });
          if (q.mustRefuse && o.verdict === "accepted") {
            problems.push(`${show(o)}: should be refused (4xx)`);
          }
        }),
      );
    }
    // The same pages addressed as no client would (the edge's one reading).
    await batch(`GET with hostile addresses as ${role}`, () =>
      inPool(
        targets.filter((x) => x.loader).flatMap((t) => addressPayloads.map((a) => ({ t, a }))),
        ({ t, a }) => sendRaw(t, a, role),
      ),
    );
    const afterGets = await fingerprint();
    if (afterGets !== baseline) {
      fingerprintChanges.push(`GETs with hostile queries as ${role} changed the league data`);
    }
    baseline = afterGets;
    await keepSession(role, "the GETs");

    // POSTs: every payload to every action, then the data compared.
    for (const t of targets.filter((x) => x.action)) {
      // An index route's action is reached as its forms reach it (React Router
      // sends any other post to its address to the parent: a 405 here).
      const postUrl = t.index ? `${t.url}${t.url.includes("?") ? "&" : "?"}index` : t.url;
      const shape = postForms.get(t.url.split("?")[0]!);
      if (!shape && role === "visitor") notes.push(`${t.url}: no form found, generic fields`);
      (shape ? reach.withForm : reach.withoutForm).add(t.pattern);
      const fields = shape
        ? sampleFields(shape)
        : ([
            ["id", "1"],
            ["name", "fuzz"],
            ["email", "fuzz@example.org"],
            ["text", "fuzz"],
          ] satisfies Fields);
      const intents = [...(shape?.intents ?? [])];
      const variants = intents.length
        ? intents.map((i): Fields => [...fields.filter(([n]) => n !== "intent"), ["intent", i]])
        : [fields];
      const requests = postPayloads.flatMap((p) =>
        (p.perIntent ? variants : variants.slice(0, 1)).map((v, i) => ({
          p,
          v,
          intent: intents[i],
        })),
      );
      const answered: Outcome[] = [];
      await batch(`POST ${postUrl} as ${role}`, () =>
        inPool(requests, async ({ p, v, intent }) => {
          const body = p.make(v);
          if (!body) return;
          const headers: Record<string, string> = {};
          if (!p.noOrigin) headers.Origin = server.url;
          if (body.contentType) headers["Content-Type"] = body.contentType;
          const o = await send(
            {
              method: "POST",
              pattern: t.pattern,
              url: p.singleFetch ? dataUrl(postUrl) : postUrl,
              role,
              payload: p.perIntent && intent ? `${p.name} (intent=${intent})` : p.name,
            },
            headers,
            body.body,
          );
          answered.push(o);
        }),
      );
      // All refused: nothing may have changed. Anything accepted: a new baseline.
      const after = await fingerprint();
      const allRefused = answered.every((o) => o.verdict === "refused");
      if (allRefused) reach.comparedBatches++;
      if (allRefused && after !== baseline) {
        fingerprintChanges.push(
          `POST ${postUrl} as ${role}: every request was refused but the league data changed`,
        );
      }
      baseline = after;
      await keepSession(role, `POST ${t.url}`);
    }
  }

  const count = (v: Outcome["verdict"]) => outcomes.filter((o) => o.verdict === v).length;
  const actions = targets.filter((t) => t.action).length;
  reach.actionUrls = actions;
  const loaders = targets.filter((t) => t.loader).length;
  console.log(
    `fuzz: ${postPayloads.length} body payloads × ${actions} action URLs + ` +
      `${queryPayloads.length} query payloads × ${loaders} loader URLs, × ${ROLES.length} roles ` +
      `(${routes.length} routes) = ${outcomes.length} requests: ${count("refused")} refused, ` +
      `${count("accepted")} accepted, ${count("failed")} failed (5xx, timeout or reset), ` +
      `in ${seconds(Date.now() - started)} s (finding forms ${seconds(crawled - started)} s, ` +
      `reading the data ${seconds(fingerprintMs)} s); ${reach.comparedBatches} of ` +
      `${actions * ROLES.length} POST batches all refused, their data compared`,
  );
  for (const note of notes) console.log(`fuzz note: ${note}`);
  // FUZZ_REPORT=file.json keeps every answer for a closer look.
  if (process.env.FUZZ_REPORT) {
    writeFileSync(
      process.env.FUZZ_REPORT,
      JSON.stringify({ outcomes, batches, output: server.output() }, null, 1),
    );
  }
});

it("found the actions and their forms, and compared the data after refused batches", () => {
  expect(reach.actionUrls).toBeGreaterThan(0);
  // Patterns with several URLs (a played and an unplayed game) need a form on one of them.
  const formless = [...reach.withoutForm].filter((pattern) => !reach.withForm.has(pattern));
  expect(formless.sort()).toEqual([...FORMLESS_ACTIONS].sort());
  expect(reach.withForm.size).toBeGreaterThan(FORMLESS_ACTIONS.length);
  expect(reach.comparedBatches).toBeGreaterThan(0);
});

it("answers no request with a 5xx, a timeout or a reset", () => {
  const failed = outcomes.filter((o) => o.verdict === "failed");
  expect(failed.map((o) => `${show(o)} "${o.said}"`)).toEqual([]);
});

it("leaves the league data unchanged where every request was refused", () => {
  expect(fingerprintChanges).toEqual([]);
});

it("refuses bodies over 64 KB and 1 MB queries, and never redirects off the site", () => {
  const bigAccepted = outcomes.filter(
    (o) => o.method === "POST" && o.bodyBytes > OVER_FORM_CAP && o.verdict === "accepted",
  );
  expect([
    ...problems,
    ...bigAccepted.map((o) => `${show(o)}: a ${o.bodyBytes}-byte body was accepted`),
  ]).toEqual([]);
});

it("is still running, with no errors in its log", () => {
  expect(server.process.exitCode).toBeNull();
  const traces = new Map<string, Set<string>>();
  for (const { offset, message } of loggedErrors(server.output())) {
    const where = batches.find((b) => offset > b.from && offset <= b.to)?.label ?? "no batch";
    const key = message.slice(0, 200);
    traces.set(key, (traces.get(key) ?? new Set()).add(where));
  }
  expect(
    [...traces].map(
      ([error, where]) =>
        `${error} (${[...where].slice(0, 4).join("; ")}${where.size > 4 ? `; +${where.size - 4}` : ""})`,
    ),
  ).toEqual([]);
});

/** The single-fetch address of a page: `.data` after its path, before its query. */
function dataUrl(url: string): string {
  const at = url.indexOf("?");
  const [path, query] = at < 0 ? [url, ""] : [url.slice(0, at), url.slice(at)];
  // The home page's is "/_root.data", as React Router's client asks it.
  return `${path === "/" ? "/_root" : path}.data${query}`;
}

/** Real ids for the route parameters, from the export and the admin page. */
function paramValues(
  tables: Record<string, Record<string, unknown>[]>,
  adminHome: string,
): Record<string, string[]> {
  const rows = (name: string) => tables[name] ?? [];
  const season = rows("seasons").find((s) => s.is_current) ?? rows("seasons").at(-1);
  const seasonId = season?.id;
  const upcomingSeason = rows("seasons").at(-1)?.id;
  const games = rows("games").filter((g) => g.season_id === seasonId);
  const final = games.find((g) => g.status === "completed");
  const upcoming = games.find((g) => g.status === "scheduled");
  const team = rows("season_teams").find((t) => t.season_id === seasonId)?.team_id;
  const player = rows("players").find((p) => p.email === PLAYER);
  const prayer = rows("prayer_intentions")[0];
  const reports = [
    ...new Set([...adminHome.matchAll(/\/admin\/csv\/([\w-]+)/g)].map((m) => m[1]!)),
  ];
  const ids = (...xs: unknown[]) => xs.filter((x) => x !== undefined).map(String);
  return {
    gameId: ids(final?.id, upcoming?.id),
    teamId: ids(team),
    playerId: ids(player?.id),
    seasonId: ids(seasonId, upcomingSeason !== seasonId ? upcomingSeason : undefined),
    prayerId: ids(prayer?.id),
    teamCalendar: ids(team && `${String(team)}.ics`),
    report: reports.length ? reports : ["paid"],
  };
}
