// An empty PostgreSQL database for server processes to migrate and share
// (TEST_DATABASE_URL names the cluster), and the demo league loaded into it
// the way a maintainer would: `scripts/seed.ts`.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { SYSTEM_NOW } from "./server";

export interface EmptyDatabase {
  url: string;
  /** One query on its own connection. */
  query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;
  drop: () => Promise<void>;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function emptyDatabase(baseUrl: string, label: string): Promise<EmptyDatabase> {
  const name = `league_${label}_${process.pid}_${Date.now().toString(36)}`;
  await withClient(baseUrl, (c) => c.query(`create database ${name}`));
  const address = new URL(baseUrl);
  address.pathname = `/${name}`;
  const url = address.toString();
  return {
    url,
    query: async (text, values) => withClient(url, async (c) => (await c.query(text, values)).rows),
    drop: () =>
      withClient(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

/** Loads the demo league (as of SYSTEM_NOW) into the database `env.DATABASE_URL` names. */
export async function seedDemoLeague(env: Record<string, string>): Promise<void> {
  const { SMTP_URL: _smtp, ...inherited } = process.env;
  await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts"], {
    env: {
      ...inherited,
      ...env,
      NOW: SYSTEM_NOW,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "league-seed-")),
    },
  });
}
