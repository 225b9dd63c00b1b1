// Download All Data and Import (issue 5): export → import into a fresh
// database → export is identical; an export is one read-only snapshot; an import never writes into a league that
// exists; the original site's sample loads with its bracket; a bad record is
// named and nothing is written; the admin routes refuse visitors and players;
// `npm run import -- FILE` does the same from the command line.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrors } from "~/form-reply";
import type { ImportReply } from "~/pages/admin-import.server";
import { recordAudit } from "~/data/audit.server";
import { exportLeague, nonEmptyTables } from "~/data/export.server";
import { importDataFile } from "~/data/legacy-import.server";
import { createPrayerIntention } from "~/data/prayers.server";
import type { Database } from "~/db/connection.server";
import { auditLog, comments, games, seasonRosters, seasons } from "~/db/schema";
import { APP_ORIGIN, startApp, type TestApp } from "../support/app";
import { databaseKinds } from "../support/databases";
import { importRefusal } from "../support/import-refusal";

const FIXTURE = "tests/fixtures/original-site-export.json";
const fixtureText = readFileSync(FIXTURE, "utf8");
const at = new Date("2026-11-22T17:00:00Z");
const actor = { actorEmail: "admin@example.org", at };

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
  // Something in the audit log, so the log's round trip is tested too.
  await recordAudit(app.db, {
    actorEmail: "admin@example.org",
    action: "save-result",
    entity: "game",
    entityId: "g-demo",
    before: { status: "scheduled" },
    after: { status: "completed", score: [40, 38] },
    at: new Date("2026-11-21T15:00:00Z"),
  });
}, 120_000);

/** What the database holds, as the export sees it (the file's date left out). */
async function snapshot(db: Database) {
  const { tables, auditLog: log } = await exportLeague(db, at);
  return JSON.stringify({ tables, log });
}

for (const kind of databaseKinds) {
  describe(`import into an empty ${kind.name} database`, () => {
    it("export → import → export gives identical tables; the audit log gains the import", async () => {
      const first = await exportLeague(app.db, at);
      expect(Object.keys(first.tables)).toEqual([
        "teams",
        "seasons",
        "players",
        "season_teams",
        "season_rosters",
        "games",
        "game_stats",
        "live_events",
        "signups",
        "drafts",
        "draft_picks",
        "schedule_drafts",
        "comments",
        "prayer_intentions",
        "email_preferences",
        "availability",
        "sub_offers",
        "sub_invites",
      ]);
      expect(first.tables.game_stats?.length).toBeGreaterThan(1000);
      expect(first.tables.comments?.some((c) => c.reply_to_id !== null)).toBe(true);
      const fresh = await kind.open();
      try {
        const report = await importDataFile(fresh.db, JSON.stringify(first), actor);
        expect(report.format).toBe("ours");
        expect(report.counts.players).toBe(first.tables.players?.length);
        const second = await exportLeague(fresh.db, at);
        expect(JSON.stringify(second.tables)).toBe(JSON.stringify(first.tables));
        expect(second.auditLog.slice(0, -1)).toEqual(first.auditLog);
        expect(second.auditLog.at(-1)).toMatchObject({
          actor_email: "admin@example.org",
          action: "import",
          entity: "league",
        });
        // New audit entries continue after the restored ids.
        await recordAudit(fresh.db, { actorEmail: "a@example.org", action: "x", entity: "y" });
        const ids = (await fresh.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
      } finally {
        await fresh.dispose();
      }
    });

    it("reads every table in one read-only REPEATABLE READ snapshot", async () => {
      const fresh = await kind.open();
      try {
        let settings: unknown;
        // The export's first read fixes its snapshot; then another connection commits a
        // prayer intention, which the export must not see. (PostgreSQL only: on PGlite's
        // one connection that write would wait for the export, which waits for it.)
        const db = new Proxy(fresh.db, {
          get(target, key, receiver) {
            if (key !== "transaction") return Reflect.get(target, key, receiver);
            const transaction: Database["transaction"] = (run, config) =>
              target.transaction(async (tx) => {
                const read = await tx.execute(
                  sql`select current_setting('transaction_isolation') as isolation,
                             current_setting('transaction_read_only') as read_only`,
                );
                settings = (read as unknown as { rows: unknown[] }).rows[0];
                if (kind.name === "PostgreSQL") {
                  await createPrayerIntention(fresh.db, {
                    name: null,
                    message: "Committed during the export",
                    createdAt: at,
                  });
                }
                return run(tx);
              }, config);
            return transaction;
          },
        });
        const file = await exportLeague(db, at);
        expect(settings).toEqual({ isolation: "repeatable read", read_only: "on" });
        if (kind.name === "PostgreSQL") {
          expect(file.tables.prayer_intentions).toEqual([]);
          expect((await exportLeague(fresh.db, at)).tables.prayer_intentions).toHaveLength(1);
        }
      } finally {
        await fresh.dispose();
      }
    });

    it("loads the original site's sample: counts, rosters per season, the bracket's feeders", async () => {
      const fresh = await kind.open();
      try {
        const report = await importDataFile(fresh.db, fixtureText, actor);
        expect(report.format).toBe("original");
        expect(report.counts).toEqual({
          seasons: 2,
          teams: 4,
          players: 8,
          season_teams: 8,
          season_rosters: 16,
          games: 11,
          game_stats: 16,
          live_events: 0,
          signups: 4,
          drafts: 0,
          draft_picks: 0,
          schedule_drafts: 0,
          comments: 2,
          prayer_intentions: 2,
          email_preferences: 0,
          availability: 0,
          sub_offers: 0,
          sub_invites: 0,
        });
        const db = fresh.db;
        const [final] = await db.select().from(games).where(eq(games.id, "g3-final"));
        expect(final).toMatchObject({
          playoffRound: "final",
          feederGameIds: ["g3-cf-east", "g3-cf-west"],
          winnerId: "monks",
        });
        const current = await db.select().from(seasons).orderBy(asc(seasons.id));
        expect(current.map((s) => [s.id, s.isCurrent])).toEqual([
          [3, false],
          [4, true],
        ]);
        const rosters = await db.select().from(seasonRosters).where(eq(seasonRosters.seasonId, 4));
        expect(rosters).toHaveLength(8);
        const [reply] = await db.select().from(comments).where(eq(comments.id, "c-101"));
        expect(reply?.replyToId).toBe("c-100");
        // A second import is refused: the league is there now.
        expect(await importRefusal(importDataFile(db, fixtureText, actor))).toMatch(
          /already holds league data/,
        );
      } finally {
        await fresh.dispose();
      }
    });

    it("keeps a box score that does not add up, marked incomplete, and says so in the report", async () => {
      const fresh = await kind.open();
      try {
        const file = JSON.parse(fixtureText);
        file.gameStats[1].points += 5; // game g4-01: one player credited 5 points too many
        const report = await importDataFile(fresh.db, JSON.stringify(file), actor);
        expect(report.notes.join("\n")).toMatch(/^1 box score does not add up: .*game g4-01/m);
        const marked = await fresh.db
          .select({ id: games.id })
          .from(games)
          .where(eq(games.statsIncomplete, true));
        expect(marked).toEqual([{ id: "g4-01" }]);
      } finally {
        await fresh.dispose();
      }
    });

    it("a broken sample names the first bad record and writes nothing", async () => {
      const fresh = await kind.open();
      try {
        const broken = JSON.parse(fixtureText);
        broken.signups[2].created_at = { seconds: "soon" };
        broken.comments[0].playerID = "pl-ghost"; // later in the file: not the first
        expect(await importRefusal(importDataFile(fresh.db, JSON.stringify(broken), actor))).toBe(
          'Bad record signups[2] (id su-42), field "created_at": expected a timestamp ({seconds, nanoseconds} or an ISO date), got {"seconds":"soon"}. Nothing was written.',
        );
        expect(await nonEmptyTables(fresh.db)).toEqual([]);
        expect(await fresh.db.select().from(auditLog)).toEqual([]);
      } finally {
        await fresh.dispose();
      }
    });

    it("rows the database refuses half-way (an unknown player in a late table) write nothing", async () => {
      const fresh = await kind.open();
      try {
        const file = await exportLeague(app.db, at);
        // A reply by a player who is not in the file: only the database's foreign key sees it,
        // after every other table was already written in the transaction.
        file.tables.comments?.push({
          ...file.tables.comments[0],
          id: "c-extra",
          player_id: "nobody",
        });
        const message = await importRefusal(importDataFile(fresh.db, JSON.stringify(file), actor));
        expect(message).toMatch(/^The database refused the data: .*Nothing was written\.$/);
        expect(await nonEmptyTables(fresh.db)).toEqual([]);
        const bad = JSON.parse(JSON.stringify(file));
        bad.tables.games[0].home_score = "forty";
        expect(await importRefusal(importDataFile(fresh.db, JSON.stringify(bad), actor))).toBe(
          'Bad row games[0], column "home_score": expected a whole number, got "forty".',
        );
        expect(await importRefusal(importDataFile(fresh.db, "{not json", actor))).toMatch(
          /^The file is not valid JSON/,
        );
        expect(await importRefusal(importDataFile(fresh.db, '{"hello": 1}', actor))).toMatch(
          /neither this site's Download All Data file nor the original site's/,
        );
      } finally {
        await fresh.dispose();
      }
    });

    it("carries each team's colour; a file from before colours restores navy; a bad colour is refused", async () => {
      const file = await exportLeague(app.db, at);
      const colors = file.tables.teams!.map((t) => t.color);
      expect(colors.every((c) => typeof c === "string" && /^#[0-9a-f]{6}$/.test(c))).toBe(true);
      expect(new Set(colors).size).toBe(colors.length);

      const before = JSON.parse(JSON.stringify(file));
      for (const team of before.tables.teams) delete team.color;
      const fresh = await kind.open();
      try {
        await importDataFile(fresh.db, JSON.stringify(before), actor);
        const restored = (await exportLeague(fresh.db, at)).tables.teams!;
        expect(new Set(restored.map((t) => t.color))).toEqual(new Set(["#14233f"]));
      } finally {
        await fresh.dispose();
      }

      const bad = JSON.parse(JSON.stringify(file));
      bad.tables.teams[0].color = "navy";
      const another = await kind.open();
      try {
        const message = await importRefusal(importDataFile(another.db, JSON.stringify(bad), actor));
        expect(message).toMatch(/^The database refused the data: .*Nothing was written\.$/);
        expect(await nonEmptyTables(another.db)).toEqual([]);
      } finally {
        await another.dispose();
      }
    });
  });
}

for (const kind of databaseKinds) {
  describe(`a season's fee and draft date through export and import on ${kind.name}`, () => {
    it("carries them both ways; a file from before them restores none; a bad one is refused", async () => {
      const file = await exportLeague(app.db, at);
      const withFee = JSON.parse(JSON.stringify(file));
      const season4 = withFee.tables.seasons.find((s: { id: number }) => s.id === 4);
      expect(season4).toMatchObject({
        fee_cents: null,
        fee_how_to_pay: null,
        draft_day: null,
        draft_time: null,
      });
      Object.assign(season4, {
        fee_cents: 6250,
        fee_how_to_pay: "Cash or check to Fr. Mike after the 10:30 Mass",
        draft_day: "2027-01-09",
        draft_time: "19:00",
      });
      const fresh = await kind.open();
      try {
        await importDataFile(fresh.db, JSON.stringify(withFee), actor);
        const again = await exportLeague(fresh.db, at);
        expect(JSON.stringify(again.tables)).toBe(JSON.stringify(withFee.tables));
        const [row] = await fresh.db.select().from(seasons).where(eq(seasons.id, 4));
        expect(row).toMatchObject({ feeCents: 6250, draftDay: "2027-01-09", draftTime: "19:00" });
      } finally {
        await fresh.dispose();
      }

      // The seasons alone (a whole league per case would take a minute).
      const seasonsOnly = () => ({
        ...file,
        tables: { seasons: JSON.parse(JSON.stringify(file.tables.seasons)) },
        auditLog: [],
      });
      const before = seasonsOnly();
      for (const season of before.tables.seasons) {
        for (const column of ["fee_cents", "fee_how_to_pay", "draft_day", "draft_time"]) {
          delete season[column];
        }
      }
      // One empty database: each refused file writes nothing, then the older one loads.
      const empty = await kind.open();
      try {
        for (const bad of [
          { fee_cents: -100 },
          { fee_how_to_pay: "" },
          { draft_day: "Jan 9" },
          { draft_time: "19:00" },
        ]) {
          const broken = seasonsOnly();
          Object.assign(broken.tables.seasons[0], bad);
          const message = await importRefusal(
            importDataFile(empty.db, JSON.stringify(broken), actor),
          );
          expect(message, JSON.stringify(bad)).toMatch(
            /^The database refused the data: .*seasons_(fee|draft).*Nothing was written\.$/,
          );
          expect(await nonEmptyTables(empty.db)).toEqual([]);
        }
        await importDataFile(empty.db, JSON.stringify(before), actor);
        const restored = (await exportLeague(empty.db, at)).tables.seasons!;
        expect(restored).toHaveLength(file.tables.seasons!.length);
        expect(restored.every((s) => s.fee_cents === null && s.draft_day === null)).toBe(true);
      } finally {
        await empty.dispose();
      }
    });
  });
}

describe("import into a league that exists", () => {
  it("is refused with a clear message, and nothing is written", async () => {
    const before = await snapshot(app.db);
    const file = await exportLeague(app.db, at);
    expect(await importRefusal(importDataFile(app.db, JSON.stringify(file), actor))).toMatch(
      /^The database already holds league data \(teams, seasons, players.*\): an import only fills an empty database\. Nothing was written\.$/,
    );
    expect(await importRefusal(importDataFile(app.db, fixtureText, actor))).toMatch(
      /already holds/,
    );
    expect(await snapshot(app.db)).toBe(before);
  });
});

function uploadRequest(content: string, cookie?: string): Request {
  const form = new FormData();
  form.set("file", new File([content], "league.json", { type: "application/json" }));
  const headers = new Headers({ Origin: APP_ORIGIN, "x-league-client-ip": "10.0.0.9" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${APP_ORIGIN}/admin/import`, { method: "POST", headers, body: form });
}

async function thrownLocation(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (thrown) {
    const response = thrown as Response;
    return `${response.status} ${response.headers.get("Location")}`;
  }
  throw new Error("expected a redirect");
}

describe("admin routes (data)", () => {
  it("refuse a visitor (→ login and back) and a player (→ home), changing nothing", async () => {
    const dashboard = await import("~/routes/admin");
    const exporter = await import("~/routes/admin-export");
    const csv = await import("~/routes/admin-csv");
    const importer = await import("~/routes/admin-import");
    const before = await snapshot(app.db);
    const player = await app.cookieFor("player@example.org");
    const upload = JSON.stringify(await exportLeague(app.db, at));
    const calls = (cookie?: string) =>
      [
        ["/admin", () => dashboard.loader({ request: app.request("/admin", { cookie }) } as never)],
        [
          "/admin/data.json",
          () => exporter.loader({ request: app.request("/admin/data.json", { cookie }) } as never),
        ],
        [
          "/admin/csv/paid",
          () =>
            csv.loader({
              request: app.request("/admin/csv/paid", { cookie }),
              params: { report: "paid" },
            } as never),
        ],
        [
          "/admin/import",
          () => importer.loader({ request: app.request("/admin/import", { cookie }) } as never),
        ],
        [
          "/admin/import",
          () => importer.action({ request: uploadRequest(upload, cookie) } as never),
        ],
      ] as const;
    for (const [url, call] of calls()) {
      expect(await thrownLocation(call)).toBe(
        `302 /login?${new URLSearchParams({ redirect: url })}`,
      );
    }
    for (const [, call] of calls(player)) expect(await thrownLocation(call)).toBe("302 /");
    expect(await snapshot(app.db)).toBe(before);
  });

  it("give the admin the dashboard, the JSON file, the CSVs, and a refused import", async () => {
    const admin = await app.cookieFor("admin@example.org");
    const dashboard = await import("~/routes/admin");
    const page = await dashboard.loader({
      request: app.request("/admin", { cookie: admin }),
    } as never);
    expect(page.seasonId).toBe(4);
    expect(page.emails).toContain("player@example.org");
    expect(page.audit[0]).toMatchObject({
      who: "admin@example.org",
      // g-demo is no game of the league (as if deleted): its id, unlinked.
      what: "Save result: game g-demo",
      href: null,
    });

    const exporter = await import("~/routes/admin-export");
    const file = await exporter.loader({
      request: app.request("/admin/data.json", { cookie: admin }),
    } as never);
    expect(file.headers.get("Content-Disposition")).toBe(
      'attachment; filename="league-data-2026-11-22.json"',
    );
    const json = await file.json();
    expect(json).toMatchObject({ format: "parish-league-export", version: 1 });
    expect(Object.keys(json.tables)).not.toContain("user");
    expect(Object.keys(json.tables)).not.toContain("session");

    const csv = await import("~/routes/admin-csv");
    const get = (report: string) =>
      csv.loader({
        request: app.request(`/admin/csv/${report}`, { cookie: admin }),
        params: { report },
      } as never);
    const paid = await get("paid");
    expect(paid.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(paid.headers.get("Content-Disposition")).toBe(
      'attachment; filename="season-4-paid-2026-11-22.csv"',
    );
    const paidLines = (await paid.text()).trim().split("\r\n");
    expect(paidLines[0]).toBe("First Name,Last Name,Paid");
    expect(paidLines.slice(1).some((l) => l.endsWith(",No"))).toBe(true);
    const contacts = (await (await get("contacts")).text()).trim().split("\r\n");
    expect(contacts[0]).toBe("First Name,Last Name,Email,Phone");
    expect(contacts.length).toBe(paidLines.filter((l) => l.endsWith(",Yes")).length + 1);
    expect((await (await get("heights")).text()).split("\r\n")[0]).toBe(
      "First Name,Last Name,Height",
    );
    const missing = await get("everything").catch((thrown: Response) => thrown);
    expect(missing.status).toBe(404);

    const importer = await import("~/routes/admin-import");
    const before = await snapshot(app.db);
    const reply = (await importer.action({
      request: uploadRequest(JSON.stringify(json), admin),
    } as never)) as unknown as { data: ImportReply; init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(fieldErrors(reply.data.result).file).toMatch(/already holds league data/);
    const empty = (await importer.action({
      request: uploadRequest("", admin),
    } as never)) as unknown as { data: ImportReply };
    expect(fieldErrors(empty.data.result)).toEqual({
      file: "Choose a data file (.json) to import.",
    });
    expect(await snapshot(app.db)).toBe(before);
  });
});

describe("npm run import -- FILE", () => {
  const run = promisify(execFile);
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "league-import-cli-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const importFile = async (file: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    try {
      const { stdout } = await run("npx", ["tsx", "scripts/import.ts", file], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  };

  it("a bad file is refused naming its first bad record; then the sample loads", async () => {
    const bad = path.join(dataDir, "bad.json");
    const broken = JSON.parse(fixtureText);
    broken.league[0].games[0].location = true;
    writeFileSync(bad, JSON.stringify(broken));
    const refused = await importFile(bad);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /Import refused: Bad record league\.games\[0\] \(id g3-01\), field "location": expected text, got true\. Nothing was written\./,
    );
    const first = await importFile(FIXTURE);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Imported .* \(original site export\)/);
    expect(first.out).toMatch(/games\s+11/);
  }, 180_000);
});
