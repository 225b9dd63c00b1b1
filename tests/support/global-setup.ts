// Once per Vitest run, before any test file: template databases that test
// files copy instead of building their own. Making a PGlite database from
// nothing (initdb inside WebAssembly, then every migration) takes 6-7 s on
// this machine and loading the demo league another 1-2 s; copying a finished
// one takes a fraction of a second. On PostgreSQL, `create database …
// template …` does the same.
//   migrated: an empty league database with every migration applied
//   demo:     the demo league as of TEST_NOW and the demo accounts, as
//             `npm start` creates them (scripts/seed.ts makes it)
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/connection.server";
import { TEST_AUTH_SECRET, TEST_NOW } from "./app";
import type { Templates } from "./templates";

const run = promisify(execFile);

async function seedDemo(env: Record<string, string>): Promise<void> {
  const { SMTP_URL: _smtp, DATABASE_URL: _db, ...inherited } = process.env;
  await run(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts"], {
    env: { ...inherited, NOW: TEST_NOW, LOG_LEVEL: "warn", ...env },
  });
}

async function pgliteTemplates(root: string): Promise<Templates["pglite"]> {
  // Each is a DATA_DIR: the database lives in its db/ folder.
  const migrated = path.join(root, "migrated");
  const demo = path.join(root, "demo");
  mkdirSync(migrated);
  mkdirSync(demo);
  const [opened] = await Promise.all([
    openDatabase({ dir: path.join(migrated, "db") }),
    seedDemo({ DATA_DIR: demo }),
  ]);
  await opened.close();
  return { migrated, demo };
}

async function postgresTemplates(baseUrl: string): Promise<Templates["postgres"]> {
  const stamp = `${process.pid}_${Date.now().toString(36)}`;
  const names = { migrated: `league_tpl_migrated_${stamp}`, demo: `league_tpl_demo_${stamp}` };
  const urlOf = (name: string) => {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (const name of Object.values(names)) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const [opened] = await Promise.all([
    openDatabase({ url: urlOf(names.migrated) }),
    seedDemo({ DATABASE_URL: urlOf(names.demo), BETTER_AUTH_SECRET: TEST_AUTH_SECRET }),
  ]);
  await opened.close();
  return names;
}

async function dropDatabases(baseUrl: string, names: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), "league-templates-"));
  const baseUrl = process.env.TEST_DATABASE_URL;
  // One after the other: opening the PGlite template runs WebAssembly on this
  // process's event loop for seconds at a time, and a PostgreSQL connection
  // opened meanwhile would see its 5 s connect timer fire before the server's
  // answer is read (a false "unreachable" on a busy CI machine).
  const pglite = await pgliteTemplates(root);
  const postgres = baseUrl ? await postgresTemplates(baseUrl) : undefined;
  project.provide("templates", { pglite, postgres } satisfies Templates);
  return async () => {
    if (baseUrl && postgres) await dropDatabases(baseUrl, Object.values(postgres));
    rmSync(root, { recursive: true, force: true });
  };
}
