// A PostgreSQL server of the test's own, in a throwaway folder on a free
// loopback port, that the test may stop and start again: the shared server of
// TEST_DATABASE_URL serves other tests and must stay up. Debian's server
// binaries (apt-get install postgresql); as root, they run as the `postgres`
// user, since PostgreSQL refuses to run as root.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../system/server";

const run = promisify(execFile);

export interface OwnPostgres {
  /** The `league` database on it. */
  url: string;
  /** Stops the server (fast shutdown: sessions are cut, as in a restart). */
  stop: () => Promise<void>;
  /** Starts it again on the same port and folder. */
  start: () => Promise<void>;
  /** Stops it for good and deletes its folder. */
  destroy: () => Promise<void>;
}

/** The newest installed server's bin folder, or null. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, "bin") : null;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error("No PostgreSQL server binaries: apt-get install postgresql.");
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "league-own-pg-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args])
      : run(path.join(bin, name), args);
  const port = await freePort();
  await tool("initdb", ["-D", dir, "--auth=trust", "-U", "postgres", "-E", "UTF8"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const start = async () => {
    await tool("pg_ctl", [
      "-D",
      dir,
      "-w",
      "-l",
      path.join(dir, "server.log"),
      "-o",
      options,
      "start",
    ]);
  };
  const stop = async () => {
    await tool("pg_ctl", ["-D", dir, "-w", "-m", "fast", "stop"]);
  };
  await start();
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query("create database league");
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/league`,
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
