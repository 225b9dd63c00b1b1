// A throwaway PostgreSQL server: Debian's server binaries (apt-get install
// postgresql) in a temporary folder, on a free loopback port, fsync off (the
// data dies with it). As root it runs as the `postgres` user: PostgreSQL
// refuses to run as root. `npm test` starts one for its run when
// TEST_DATABASE_URL names none (startThrowawayPostgres); a test that stops and
// starts its own server (tests/cluster/own-postgres.ts) builds on
// createThrowawayCluster.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** The newest installed server's bin folder, or null when none is installed. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1), "bin") : null;
}

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A new server folder (initdb) for a free port, not started yet. `pgCtl` and
 * `createdb` run the server's own programs; `pgCtlSync` is for an exit
 * handler, where nothing asynchronous may run. `remove` deletes the folder.
 */
export async function createThrowawayCluster(bin, { prefix = "league-test-pg-" } = {}) {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (asRoot) {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const command = (name, args) =>
    asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]]
      : [path.join(bin, name), args];
  const tool = (name, args) => execFileAsync(...command(name, args));
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const ctlArgs = {
    start: ["-D", dir, "-w", "-l", path.join(dir, "server.log"), "-o", options, "start"],
    // Fast shutdown: sessions are cut, as in a restart.
    stop: ["-D", dir, "-w", "-m", "fast", "stop"],
  };
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await tool("initdb", ["-D", dir, "--auth=trust", "-U", "postgres", "-E", "UTF8"]);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    port,
    pgCtl: (action) => tool("pg_ctl", ctlArgs[action]),
    pgCtlSync: (action) => execFileSync(...command("pg_ctl", ctlArgs[action]), { stdio: "pipe" }),
    createdb: (name) =>
      tool("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]),
    remove,
  };
}

/**
 * Starts the server and creates `league_test` on it. Returns its address and
 * a synchronous `stop` (it runs from process.on("exit"), where nothing
 * asynchronous may).
 */
export async function startThrowawayPostgres(bin) {
  const cluster = await createThrowawayCluster(bin);
  let running = false;
  const stop = () => {
    if (running) {
      try {
        cluster.pgCtlSync("stop");
      } catch {
        // already stopped (a ctrl-C reaches it too)
      }
      running = false;
    }
    cluster.remove();
  };
  try {
    await cluster.pgCtl("start");
    running = true;
    await cluster.createdb("league_test");
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${cluster.port}/league_test`, stop };
}
