// The authorization matrix of issue 5: every admin loader and action, asked
// by a visitor, a signed-in player, a signed-in non-player and the admin.
// Only the admin gets through; the others are redirected as docs/league-rules.md#roles says
// (signed out → /login and back, anyone else → /), and the league's data is
// byte-for-byte the same afterwards. Then the writes guarded otherwise (a
// player's own choices, the signed links of emails), and a check that every
// route module with an action is asked here or named with the test that asks
// it. (Every loader, public or not, is also fuzzed by tests/system/fuzz.test.ts,
// and every admin page is asked again through the built server's edge, its
// address written as no browser would, by tests/system/request-address.test.ts.)
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { startApp, TEST_NOW, type TestApp } from "../support/app";

const league = generateDemoLeague({ now: new Date(TEST_NOW) });
const game = league.games.find(
  (g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId,
)!;
const team = league.teams[0]!;
const player = league.players[3]!;
const signup = league.signups.find((s) => s.seasonId === 4)!;
const prayer = league.prayerIntentions.find((p) => p.status === "new")!;
/** A game still open for answers (availability), and one of its players. */
const openGame = league.games.find(
  (g) =>
    g.seasonId === 4 &&
    g.status === "scheduled" &&
    g.homeTeamId &&
    g.awayTeamId &&
    g.startsAt > new Date(TEST_NOW),
)!;

/**
 * Route module, URL, params, a form that would change data if it were
 * allowed, and (when it is not the page itself) what the admin's GET answers.
 */
const ROUTES: [string, string, Record<string, string>, Record<string, string>, string?][] = [
  ["admin", "/admin", {}, { intent: "import" }],
  ["admin-export", "/admin/data.json", {}, {}],
  ["admin-import", "/admin/import", {}, { intent: "import" }],
  ["admin-csv", "/admin/csv/paid", { report: "paid" }, {}],
  ["admin-games", "/admin/games", {}, {}],
  [
    "admin-game",
    `/admin/games/${game.id}`,
    { gameId: game.id },
    { intent: "save", homeScore: "50", awayScore: "40" },
  ],
  [
    "admin-game-live",
    `/admin/games/${game.id}/live`,
    { gameId: game.id },
    { intent: "start", confirmed: "yes" },
    `redirect /admin/games/${game.id}`,
  ],
  [
    "admin-game-live",
    `/admin/games/${game.id}/live`,
    { gameId: game.id },
    {
      intent: "tap",
      tapId: "intruder-tap-0001",
      tap: `${game.homeTeamId}:3`,
      player: "",
    },
    `redirect /admin/games/${game.id}`,
  ],
  [
    "admin-game-schedule",
    `/admin/games/${game.id}/schedule`,
    { gameId: game.id },
    { intent: "postpone" },
  ],
  ["admin-teams", "/admin/teams", {}, {}],
  [
    "admin-team-new",
    "/admin/teams/new",
    {},
    { id: "intruders", name: "Intruders", abbreviation: "INT", bio: "We got in." },
  ],
  [
    "admin-team",
    `/admin/teams/${team.id}`,
    { teamId: team.id },
    { name: "Renamed", abbreviation: "REN", bio: "x" },
  ],
  ["admin-seasons", "/admin/seasons", {}, {}],
  [
    "admin-seasons",
    "/admin/seasons",
    {},
    { intent: "start-season", latest: "4", name: "Intruders 2027" },
  ],
  ["admin-season", "/admin/seasons/4", { seasonId: "4" }, { intent: "generate-bracket" }],
  [
    "admin-season",
    "/admin/seasons/3?confirm=make-current",
    { seasonId: "3" },
    { intent: "make-current", shown: "4" },
  ],
  [
    "admin-season",
    "/admin/seasons/3?confirm=open-signups",
    { seasonId: "3" },
    { intent: "open-registration", replacing: "4" },
  ],
  ["admin-season", "/admin/seasons/3", { seasonId: "3" }, { intent: "open-registration" }],
  ["admin-season", "/admin/seasons/4", { seasonId: "4" }, { intent: "close-registration" }],
  [
    "admin-season",
    "/admin/seasons/4",
    { seasonId: "4" },
    { intent: "save-fee", fee: "60", howToPay: "Cash", draftDay: "2027-01-09", draftTime: "19:00" },
  ],
  [
    "admin-season",
    `/admin/seasons/3?confirm=close&champion=${team.id}`,
    { seasonId: "3" },
    { intent: "close-season", champion: team.id, shown: "1" },
  ],
  ["admin-season", "/admin/seasons/3", { seasonId: "3" }, { intent: "reopen-season" }],
  ["admin-season-schedule", "/admin/seasons/4/schedule", { seasonId: "4" }, { intent: "generate" }],
  [
    "admin-season-schedule",
    "/admin/seasons/4/schedule?confirm=publish",
    { seasonId: "4" },
    { intent: "publish", shown: "any-revision" },
  ],
  [
    "admin-season-schedule",
    "/admin/seasons/4/schedule",
    { seasonId: "4" },
    {
      intent: "add-game",
      awayTeamId: team.id,
      homeTeamId: game.homeTeamId!,
      date: "2027-01-06",
      time: "19:00",
      location: "sbca",
    },
  ],
  [
    "admin-season-schedule",
    "/admin/seasons/4/schedule",
    { seasonId: "4" },
    { intent: "gym-closed", closed: "2026-11-28", mode: "shift", shown: "" },
  ],
  [
    "admin-game-schedule",
    `/admin/games/${game.id}/schedule`,
    { gameId: game.id },
    { intent: "delete", confirm: "yes", shown: "any" },
  ],
  [
    "admin-season-team",
    `/admin/seasons/4/teams/${team.id}`,
    { seasonId: "4", teamId: team.id },
    { intent: "add", playerId: player.id },
  ],
  ["admin-players", "/admin/players", {}, {}],
  [
    "admin-player",
    `/admin/players/${player.id}`,
    { playerId: player.id },
    { firstName: "Hacked", lastName: "Name", email: "x@example.org" },
  ],
  ["admin-signups", "/admin/signups", {}, { signupId: signup.id, paid: "true", intent: "paid" }],
  [
    "admin-season-draft",
    "/admin/seasons/4/draft",
    { seasonId: "4" },
    { intent: "pick", playerId: player.id, pick: "1" },
  ],
  [
    "admin-season-draft",
    "/admin/seasons/4/draft",
    { seasonId: "4" },
    { intent: "undo", pick: "1" },
  ],
  [
    "admin-season-draft",
    "/admin/seasons/4/draft",
    { seasonId: "4" },
    { intent: "set-paid", signupId: signup.id, paid: "true" },
  ],
  ["prayer-intentions", "/prayer-intentions", {}, { prayerId: prayer.id!, status: "prayed" }],
  [
    "prayer-intention",
    `/prayer-intentions/${prayer.id}`,
    { prayerId: prayer.id! },
    { prayerId: prayer.id!, status: "prayed" },
  ],
];
/** Admin actions on public pages: their loaders are for everyone. */
const PUBLIC_LOADERS = new Set(["prayer-intentions", "prayer-intention"]);

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
}, 120_000);

/** A fingerprint of every league table (sign-in tables change when people sign in: left out). */
async function leagueFingerprint(): Promise<string> {
  const auth = new Set(["user", "session", "account", "verification"]);
  const hash = createHash("sha1");
  const tables = Object.values(schema)
    .filter((v: unknown): v is PgTable => is(v, PgTable))
    .map((t) => getTableName(t))
    .filter((name) => !auth.has(name))
    .sort();
  for (const name of tables) {
    const result = await app.db.execute(sql.raw(`select * from "${name}" order by 1`));
    const rows = (result as { rows?: unknown[] }).rows ?? result;
    hash.update(name).update(JSON.stringify(rows));
  }
  return hash.digest("hex");
}

type Handler = (args: unknown) => Promise<unknown>;

async function outcome(handler: Handler, request: Request, params: Record<string, string>) {
  try {
    const result = await handler({ request, params, context: {} });
    return result instanceof Response && result.status >= 300 && result.status < 400
      ? `redirect ${result.headers.get("Location")}`
      : "allowed";
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return `redirect ${thrown.headers.get("Location")}`;
    }
    return `error ${thrown instanceof Response ? thrown.status : String(thrown)}`;
  }
}

describe("admin authorization matrix", () => {
  it("refuses every admin loader and action to anyone but the admin, and changes nothing", async () => {
    const before = await leagueFingerprint();
    const people: [string, string | undefined, (path: string) => string][] = [
      [
        "visitor",
        undefined,
        (path) => `redirect /login?${new URLSearchParams({ redirect: path })}`,
      ],
      ["player", "player@example.org", () => "redirect /"],
      ["non-player", "fan@example.org", () => "redirect /"],
    ];
    const problems: string[] = [];
    for (const [who, email, expected] of people) {
      const cookie = email ? await app.cookieFor(email) : undefined;
      for (const [file, path, params, form] of ROUTES) {
        const route = (await import(`../../app/routes/${file}.tsx`).catch(
          () => import(`../../app/routes/${file}.ts`),
        )) as { loader?: Handler; action?: Handler };
        if (route.loader && !PUBLIC_LOADERS.has(file)) {
          const got = await outcome(route.loader, app.request(path, { cookie }), params);
          if (got !== expected(path)) problems.push(`${who} GET ${path}: ${got}`);
        }
        if (route.action) {
          const got = await outcome(route.action, app.request(path, { cookie, form }), params);
          if (got !== expected(path)) problems.push(`${who} POST ${path}: ${got}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await leagueFingerprint()).toBe(before);
  });

  it("lets the admin read every admin page", async () => {
    const cookie = await app.cookieFor("admin@example.org");
    for (const [file, path, params, , adminGet] of ROUTES) {
      const route = (await import(`../../app/routes/${file}.tsx`).catch(
        () => import(`../../app/routes/${file}.ts`),
      )) as { loader?: Handler };
      if (!route.loader) continue;
      expect(await outcome(route.loader, app.request(path, { cookie }), params), path).toBe(
        adminGet ?? "allowed",
      );
    }
  });

  it("lists every admin route module that has a loader or an action", async () => {
    const listed = new Set(ROUTES.map(([file]) => file));
    const unlisted: string[] = [];
    for (const file of readdirSync("app/routes").filter((f) => f.startsWith("admin"))) {
      const name = file.replace(/\.tsx?$/, "");
      const route = (await import(`../../app/routes/${file}`)) as Record<string, unknown>;
      if ((route.loader || route.action) && !listed.has(name)) unlisted.push(name);
    }
    expect(unlisted).toEqual([]);
  });
});

/**
 * The writes that are not the admin's, each with its own guard: a player's
 * alert choices (signed-in players only) and the unsubscribe link (its
 * signature is the permission). Refused, they change nothing.
 */
describe("writes guarded otherwise", () => {
  it("refuses /account's alert choices to visitors and non-players, and a forged unsubscribe link to anyone", async () => {
    const before = await leagueFingerprint();
    const alertsOn = { gameChanges: "on", results: "on" };
    const account = (await import("../../app/routes/account")) as { action: Handler };
    const unsubscribe = (await import("../../app/routes/alerts-unsubscribe")) as {
      action: Handler;
      loader: Handler;
    };
    const forged = `/alerts/unsubscribe?p=${player.id}&s=${"A".repeat(43)}`;
    const problems: string[] = [];
    for (const [who, email] of [
      ["visitor", undefined],
      ["non-player", "fan@example.org"],
      ["player", "player@example.org"],
      ["admin", "admin@example.org"],
    ] as const) {
      const cookie = email ? await app.cookieFor(email) : undefined;
      if (who === "visitor" || who === "non-player") {
        const got = await answer(
          account.action,
          app.request("/account", { cookie, form: alertsOn }),
        );
        const expected =
          who === "visitor"
            ? `redirect /login?${new URLSearchParams({ redirect: "/account" })}`
            : "403";
        if (got !== expected) problems.push(`${who} POST /account: ${got}`);
      }
      for (const [method, handler] of [
        ["GET", unsubscribe.loader],
        ["POST", unsubscribe.action],
      ] as const) {
        const request = app.request(forged, method === "POST" ? { cookie, form: {} } : { cookie });
        const got = await answer(handler, request);
        if (got !== "400") problems.push(`${who} ${method} ${forged}: ${got}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await leagueFingerprint()).toBe(before);
  });
});

describe("availability writes guarded otherwise", () => {
  it("refuses /account's answers and sub days and the game page's availability posts to visitors and non-players, and someone else's answer or an invitation to a player who is not the captain", async () => {
    const before = await leagueFingerprint();
    const account = (await import("../../app/routes/account")) as { action: Handler };
    const gamePage = (await import("../../app/routes/game")) as { action: Handler };
    const { leagueDay } = await import("~/domain/availability/availability");
    const { seasonRosters, seasonTeams } = schema;
    const { and, eq, ne } = await import("drizzle-orm");
    const [captain] = await app.db
      .select({ id: seasonTeams.captainId })
      .from(seasonTeams)
      .where(and(eq(seasonTeams.seasonId, 4), eq(seasonTeams.teamId, openGame.homeTeamId!)));
    const [pat] = await app.db
      .select({ id: schema.players.id })
      .from(schema.players)
      .where(eq(schema.players.email, "player@example.org"));
    const [rostered] = await app.db
      .select({ id: seasonRosters.playerId })
      .from(seasonRosters)
      .where(
        and(
          eq(seasonRosters.seasonId, 4),
          eq(seasonRosters.teamId, openGame.homeTeamId!),
          ne(seasonRosters.playerId, captain?.id ?? ""),
          ne(seasonRosters.playerId, pat!.id),
        ),
      );
    const gameUrl = `/games/${openGame.id}`;
    const gamePosts: Record<string, string>[] = [
      { intent: "availability", answer: "out", playerId: rostered!.id },
      { intent: "sub-offer", available: "yes" },
      { intent: "invite-sub", teamId: openGame.homeTeamId!, playerId: player.id },
    ];
    const accountPosts: Record<string, string>[] = [
      { intent: "availability", gameId: openGame.id, answer: "out" },
      { intent: "sub-days", day: leagueDay(openGame.startsAt) },
    ];
    const problems: string[] = [];
    for (const [who, email] of [
      ["visitor", undefined],
      ["non-player", "fan@example.org"],
      ["player", "player@example.org"],
    ] as const) {
      const cookie = email ? await app.cookieFor(email) : undefined;
      const login = (back: string) => `redirect /login?${new URLSearchParams({ redirect: back })}`;
      for (const form of gamePosts) {
        // A player may put himself on the sub list: that one writes, so it is not asked here.
        if (who === "player" && form.intent === "sub-offer") continue;
        const got = await answer(gamePage.action, app.request(gameUrl, { cookie, form }), {
          gameId: openGame.id,
        });
        const expected = who === "visitor" ? login(gameUrl) : "403";
        if (got !== expected) problems.push(`${who} POST ${gameUrl} ${form.intent}: ${got}`);
      }
      if (who === "player") continue;
      for (const form of accountPosts) {
        const got = await answer(account.action, app.request("/account", { cookie, form }));
        const expected = who === "visitor" ? login("/account") : "403";
        if (got !== expected) problems.push(`${who} POST /account ${form.intent}: ${got}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await leagueFingerprint()).toBe(before);
  });
});

/**
 * The four pages of availability emails and a signup's confirmation act
 * without a sign-in: the link's signature is the permission, for the ids it
 * names. Whoever asks (signed out, a non-player, a player, the admin), a
 * forged signature is a 400 on GET and POST; a genuine signature does no more
 * than its ids allow (a captain's link for a player who is not the captain,
 * an answer for a player on neither team, an acceptance nobody offered, a
 * confirmation of a player signed up already). Nothing changes.
 */
describe("signed links guarded by their signature", () => {
  it("refuses forged links to everyone and genuine links beyond their ids, and changes nothing", async () => {
    // A signup waiting for the confirmation of a player who is signed up already.
    await app.db.insert(schema.pendingSignups).values({
      id: "pendauth01",
      seasonId: 4,
      playerId: signup.playerId,
      email: "someone@example.org",
      createdAt: new Date(TEST_NOW),
      emailedAt: new Date(TEST_NOW),
    });
    const before = await leagueFingerprint();
    const { signedLinkUrl } = await import("~/email/signed-links.server");
    const { authSecret } = await import("~/auth/secret.server");
    type Kind = "answer" | "remind" | "invite" | "accept" | "confirmSignup";
    const link = (kind: Kind, ids: string[], a?: string) =>
      signedLinkUrl("", authSecret(), kind, ids, a ? { a } : {});
    const forge = (url: string) => url.replace(/([?&]s=)[^&]+/, `$1${"A".repeat(43)}`);
    const home = openGame.homeTeamId!;
    const onGame = new Set(
      league.seasonRosters
        .filter((r) => r.seasonId === 4 && (r.teamId === home || r.teamId === openGame.awayTeamId))
        .map((r) => r.playerId),
    );
    const captain = league.seasonTeams.find(
      (t) => t.seasonId === 4 && t.teamId === home,
    )!.captainId!;
    const teammate = league.seasonRosters.find(
      (r) => r.seasonId === 4 && r.teamId === home && r.playerId !== captain,
    )!.playerId;
    const outsider = league.players.find((p) => !onGame.has(p.id!))!.id!;
    const g = openGame.id!;
    const genuine = {
      answer: link("answer", [g, teammate], "in"),
      remind: link("remind", [g, home, captain]),
      invite: link("invite", [g, home, outsider, captain]),
      accept: link("accept", [g, home, outsider]),
      confirmSignup: link("confirmSignup", ["pendauth01"]),
    };
    const modules = {
      answer: "availability",
      remind: "availability-remind",
      invite: "availability-invite",
      accept: "availability-accept",
      confirmSignup: "signup-confirm",
    } as const;
    // Genuine signatures, asked beyond what they allow: status expected.
    const beyond: [keyof typeof modules, string, Record<string, string>, string][] = [
      ["answer", link("answer", [g, outsider]), { answer: "in" }, "403"],
      ["remind", link("remind", [g, home, teammate]), {}, "403"],
      ["invite", link("invite", [g, home, outsider, teammate]), {}, "403"],
      ["accept", genuine.accept, {}, "409"],
      ["confirmSignup", genuine.confirmSignup, {}, "409"],
      ["confirmSignup", link("confirmSignup", ["nosuchone1"]), {}, "404"],
    ];
    const problems: string[] = [];
    for (const [who, email] of [
      ["visitor", undefined],
      ["non-player", "fan@example.org"],
      ["player", "player@example.org"],
      ["admin", "admin@example.org"],
    ] as const) {
      const cookie = email ? await app.cookieFor(email) : undefined;
      for (const kind of Object.keys(modules) as (keyof typeof modules)[]) {
        const route = (await import(`../../app/routes/${modules[kind]}.tsx`)) as {
          loader: Handler;
          action: Handler;
        };
        const forged = forge(genuine[kind]);
        const form: Record<string, string> = kind === "answer" ? { answer: "out" } : {};
        const got = [
          await answer(route.loader, app.request(forged, { cookie })),
          await answer(route.action, app.request(forged, { cookie, form })),
        ];
        if (got.join() !== "400,400") problems.push(`${who} GET/POST forged ${kind}: ${got}`);
      }
      for (const [kind, url, form, expected] of beyond) {
        const route = (await import(`../../app/routes/${modules[kind]}.tsx`)) as {
          action: Handler;
        };
        const got = await answer(route.action, app.request(url, { cookie, form }));
        if (got !== expected) problems.push(`${who} POST ${url}: ${got}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await leagueFingerprint()).toBe(before);
  });
});

/**
 * Route modules with an action that this file does not ask, and the test
 * that asks each one's guard (it imports the route).
 */
const ACTIONS_ASKED_ELSEWHERE: Record<string, string> = {
  // The player himself or an admin.
  "player-edit": "tests/integration/player-edit.test.ts",
  // Open to all by design, with per-address limits.
  login: "tests/integration/login.test.ts",
  // The emailed sign-in link's button: the link's one-time token is the permission.
  "login-verify": "tests/integration/login.test.ts",
  "signup-new": "tests/integration/signups.test.ts",
  "signup-returning": "tests/integration/signups.test.ts",
  "prayer-intention-new": "tests/integration/prayers.test.ts",
  // The signup card's one tap: a signed-in player signs himself up.
  home: "tests/integration/signup-one-tap.test.ts",
  // A device follows teams with no account: its own cookie is the permission.
  follow: "tests/integration/follow.test.ts",
  "push-subscriptions": "tests/integration/follow.test.ts",
};
/** Actions anyone may call that change nothing of the league, and why. */
const HARMLESS_ACTIONS: Record<string, string> = {
  logout: "ends the caller's own session",
  "not-found": "answers 404 to any post",
};
/** The modules whose actions the "guarded otherwise" tests above ask. */
const ASKED_ABOVE = [
  "account",
  "alerts-unsubscribe",
  "game",
  "availability",
  "availability-remind",
  "availability-invite",
  "availability-accept",
  "signup-confirm",
];

describe("every action is asked", () => {
  it("lists every route module with an action: here, or with the test that asks it", async () => {
    const listed = new Set([
      ...ROUTES.map(([file]) => file),
      ...ASKED_ABOVE,
      ...Object.keys(HARMLESS_ACTIONS),
    ]);
    const unlisted: string[] = [];
    for (const file of readdirSync("app/routes")) {
      const name = file.replace(/\.tsx?$/, "");
      const route = (await import(`../../app/routes/${file}`)) as Record<string, unknown>;
      if (!route.action || listed.has(name)) continue;
      const elsewhere = ACTIONS_ASKED_ELSEWHERE[name];
      const asked = elsewhere && readFileSync(elsewhere, "utf8").includes(`routes/${name}"`);
      if (!asked) unlisted.push(name);
    }
    expect(unlisted).toEqual([]);
  });
});

/** A redirect's target, else the status of what the handler answered or threw. */
async function answer(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
): Promise<string> {
  const status = (value: unknown) => {
    if (value instanceof Response) {
      return value.status >= 300 && value.status < 400
        ? `redirect ${value.headers.get("Location")}`
        : String(value.status);
    }
    const init = (value as { init?: { status?: number } } | null)?.init;
    return String(init?.status ?? 200);
  };
  try {
    return status(await handler({ request, params, context: {} }));
  } catch (thrown) {
    return status(thrown);
  }
}
