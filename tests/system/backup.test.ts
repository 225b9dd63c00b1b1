// Backups a volunteer can trust: `npm run backup` while an admin keeps
// creating teams through the real form (each team and its audit entry in one
// transaction). Every backup must be a snapshot: per writer, teams 1..k with
// no gap, and each team together with its audit entry or neither. The last
// one, restored into a fresh data directory with `npm run restore`, exports
// the same tables again (the audit log gains the import). Retention keeps the
// newest N of our own files. On PostgreSQL (TEST_DATABASE_URL) the backup
// reads over its own connection, where only REPEATABLE READ makes it a snapshot.
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../support/app";
import { loggedErrors } from "./logged-errors";
import { signIn, startServer, SYSTEM_NOW, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

const BASE_URL = process.env.TEST_DATABASE_URL;
const TSX = path.resolve("node_modules/.bin/tsx");
const WRITERS = ["a", "b"];

type Row = Record<string, unknown>;
interface ExportFile {
  tables: Record<string, Row[]>;
  auditLog: Row[];
}

const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
});

/** A command line as an operator runs it; never the parent's database settings. */
async function command(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, {
      env: { ...inherited, NOW: SYSTEM_NOW, ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** `npm run backup`: the file it wrote, read at once (retention may delete it later). */
async function backup(env: Record<string, string>, ...args: string[]) {
  const result = await command(TSX, ["scripts/backup.ts", ...args], env);
  expect(result.code, result.out).toBe(0);
  const line = result.out.trim().split("\n").at(-1)!;
  const file = /^Backup written: (.+\.json) \(/.exec(line)![1]!;
  expect(statSync(file).mode & 0o777).toBe(0o600);
  return { line, file, json: JSON.parse(readFileSync(file, "utf8")) as ExportFile };
}

/** One admin creating teams bk-{writer}-1, -2, … one after another until told to stop. */
function writeTeams(server: RunningServer, cookie: string, writer: string) {
  let stop = false;
  let written = 0;
  const done = (async () => {
    while (!stop) {
      const n = written + 1;
      const response = await httpFetch(`${server.url}/admin/teams/new`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, Cookie: cookie },
        body: new URLSearchParams({
          id: `bk-${writer}-${n}`,
          name: `Backup ${writer} ${n}`,
          abbreviation: `${writer}${n}`,
          color: "#1f7a3a",
          bio: "Made while a backup ran.",
        }),
      });
      if (response.status !== 302) throw new Error(`team ${writer}-${n}: ${response.status}`);
      written = n;
    }
    return written;
  })();
  return {
    written: () => written,
    stop: () => {
      stop = true;
      return done;
    },
  };
}

/** Teams written per writer in this snapshot; fails unless it is a consistent prefix. */
function writesIn(file: ExportFile): Record<string, number> {
  const teams = file.tables.teams!.map((t) => String(t.id)).filter((id) => id.startsWith("bk-"));
  const audited = file.auditLog
    .filter((e) => e.action === "create" && e.entity === "team")
    .map((e) => String(e.entity_id))
    .filter((id) => id.startsWith("bk-"));
  // Both halves of every write, or neither.
  expect([...audited].sort()).toEqual([...teams].sort());
  const counts: Record<string, number> = {};
  for (const writer of WRITERS) {
    const numbers = teams
      .filter((id) => id.startsWith(`bk-${writer}-`))
      .map((id) => Number(id.slice(`bk-${writer}-`.length)))
      .sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    counts[writer] = numbers.length;
  }
  return counts;
}

/** Starts the writers, takes `count` backups while they write, stops them. */
async function backupsDuringWrites(
  server: RunningServer,
  count: number,
  env: Record<string, string>,
  ...args: string[]
) {
  const cookie = await signIn(server, "admin@example.org");
  const writers = WRITERS.map((w) => writeTeams(server, cookie, w));
  await expect
    .poll(() => Math.min(...writers.map((w) => w.written())), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(3);
  const taken = [];
  for (let i = 0; i < count; i++) taken.push(await backup(env, ...args));
  const written = await Promise.all(writers.map((w) => w.stop()));
  return { taken, written };
}

describe("npm run backup on the embedded database", () => {
  it("takes consistent snapshots from the running server, restores the last one exactly, keeps N", async () => {
    const server = await startServer();
    running.push(server);
    const socket = path.join(server.dataDir, "control.sock");
    // Opened just after the port: only its owner may connect.
    await expect.poll(() => existsSync(socket)).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    const backups = mkdtempSync(path.join(tmpdir(), "league-backups-"));
    // Not ours: retention must leave these alone.
    writeFileSync(path.join(backups, "league-notes.json"), "{}");
    writeFileSync(path.join(backups, "README.txt"), "mine");
    const env = { DATA_DIR: server.dataDir };

    const { taken, written } = await backupsDuringWrites(server, 3, env, "--dir", backups);
    const during = taken.map((b) => writesIn(b.json));
    for (const b of taken) expect(b.line).toMatch(/, via the running server\)$/);
    // The writes really ran during the backups: later ones hold more.
    const total = (counts: Record<string, number>) => counts.a! + counts.b!;
    expect(total(during.at(-1)!)).toBeGreaterThan(total(during[0]!));
    const last = await backup(env, "--dir", backups);
    expect(writesIn(last.json)).toEqual({ a: written[0], b: written[1] });

    // The folder has one owner: no restore while the server runs, and never a foreign file.
    const restore = (file: string, dataDir: string) =>
      command("npm", ["run", "--silent", "restore", "--", file], { DATA_DIR: dataDir });
    const refused = await restore(last.file, server.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/The server is running on .*: stop it first/);
    await server.stop();
    expect(existsSync(socket)).toBe(false);
    expect(loggedErrors(server.output())).toEqual([]);
    const fresh = mkdtempSync(path.join(tmpdir(), "league-restored-"));
    const foreign = await restore("tests/fixtures/original-site-export.json", fresh);
    expect(foreign.code).toBe(1);
    expect(foreign.out).toMatch(/Restore refused: This is the original site's export/);
    expect(readdirSync(fresh)).toEqual([]);

    const restored = await restore(last.file, fresh);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/^Restored .* \(league export\) into PGlite/m);
    // No server now: the backup opens the folder itself. The fifth backup in the folder.
    const again = await backup({ DATA_DIR: fresh }, "--dir", backups, "--keep", "3");
    expect(again.line).toMatch(/, from the database folder: no server running; removed 2 older\)$/);
    expect(again.json.tables).toEqual(last.json.tables);
    expect(again.json.auditLog.slice(0, -1)).toEqual(last.json.auditLog);
    expect(again.json.auditLog.at(-1)).toMatchObject({
      action: "import",
      entity: "league",
      actor_email: "command line (npm run restore)",
    });

    const kept = [...taken.slice(2), last, again].map((b) => path.basename(b.file));
    expect(readdirSync(backups).sort()).toEqual(
      [...kept, "README.txt", "league-notes.json"].sort(),
    );
  });
});

describe.skipIf(!BASE_URL)("npm run backup on PostgreSQL", () => {
  const name = `league_backup_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it("reads one snapshot over its own connection while the site writes", async () => {
    await admin(`create database ${name}`);
    const address = new URL(BASE_URL!);
    address.pathname = `/${name}`;
    const env = {
      DATABASE_URL: address.toString(),
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "league-backup-pg-")),
    };
    const server = await startServer(env);
    running.push(server);
    // Never a control socket on PostgreSQL: there is no folder to own.
    expect(existsSync(path.join(server.dataDir, "control.sock"))).toBe(false);
    // prepareServer never creates the demo league on PostgreSQL: seed it as an admin would.
    const seeded = await command(TSX, ["scripts/seed.ts"], env);
    expect(seeded.code, seeded.out).toBe(0);

    const { taken } = await backupsDuringWrites(server, 2, env);
    for (const b of taken) {
      expect(b.line).toMatch(/, from PostgreSQL\)$/);
      writesIn(b.json);
    }
    expect(path.dirname(taken[0]!.file)).toBe(path.join(env.DATA_DIR, "backups"));
  });
});
