// A PostgreSQL server for one `npm test` run, when TEST_DATABASE_URL names
// none: Debian's server binaries (apt-get install postgresql) in a temporary
// folder, on a free loopback port, fsync off (the data dies with the run). As
// root it runs as the `postgres` user: PostgreSQL refuses to run as root.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

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
 * Starts the server and creates `league_test` on it. Returns its address and
 * a synchronous `stop` (it runs from process.on("exit"), where nothing
 * asynchronous may).
 */
export async function startThrowawayPostgres(bin) {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "league-test-pg-"));
  if (asRoot) {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const tool = (name, args) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args], {
          stdio: "pipe",
        })
      : execFileSync(path.join(bin, name), args, { stdio: "pipe" });
  const port = await freePort();
  let running = false;
  const stop = () => {
    if (running) {
      try {
        tool("pg_ctl", ["-D", dir, "-w", "-m", "fast", "stop"]);
      } catch {
        // already stopped (a ctrl-C reaches it too)
      }
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    tool("initdb", ["-D", dir, "--auth=trust", "-U", "postgres", "-E", "UTF8"]);
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
    tool("pg_ctl", ["-D", dir, "-w", "-l", path.join(dir, "server.log"), "-o", options, "start"]);
    running = true;
    tool("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "league_test"]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/league_test`, stop };
}
