// How `npm run backup` gets a snapshot while the server runs on the embedded
// database. A PGlite folder must have one owner (a second process opening it
// could corrupt it), and while the server runs, the owner is the server. So
// the server listens on a Unix socket inside its data directory and answers
// GET /backup there with the export file. No TCP port and nothing added to
// the public server: the socket file is mode 0600, so only the user running
// the server (and root) can connect. The file's permissions are the
// authentication.
//
// The socket also says whether a server is running at all: `npm run restore`
// refuses while it answers, and a socket file nobody answers on (left by a
// crash) is stale and replaced.
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { rmSync } from "node:fs";
import path from "node:path";
import { now } from "~/clock.server";
import { env } from "~/config.server";
import { exportLeague, exportText } from "~/data/export.server";
import { claimWritableDir, StartupError } from "~/db/connection.server";
import { database } from "~/db/index.server";
import { log } from "~/log.server";
import { closeWhenStopping } from "./lifecycle.server";

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, "control.sock");
}

/** No socket file, or one nobody listens on: no server runs there. */
function nobodyThere(error: NodeJS.ErrnoException): boolean {
  return error.code === "ENOENT" || error.code === "ECONNREFUSED";
}

function unreachable(socketPath: string, error: NodeJS.ErrnoException): Error {
  const advice = error.code === "EACCES" ? ": run this as the user that runs the server" : "";
  return new Error(
    `Cannot reach the server's control socket ${socketPath} (${error.code ?? error.message})${advice}.`,
  );
}

/** Whether a running server answers on the socket in `dataDir`. */
export function serverAnswers(dataDir: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", (error: NodeJS.ErrnoException) =>
      nobodyThere(error) ? resolve(false) : reject(unreachable(socketPath, error)),
    );
  });
}

/** The running server's export file (its text), or null when no server runs in `dataDir`. */
export function backupFromRunningServer(dataDir: string): Promise<string | null> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path: "/backup", method: "GET", agent: false, timeout: 120_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode === 200) resolve(body);
          else reject(new Error(`The running server could not make the backup: ${body.trim()}`));
        });
      },
    );
    req.on("timeout", () =>
      req.destroy(new Error("The running server did not send the backup within 2 minutes.")),
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      nobodyThere(error) ? resolve(null) : reject(unreachable(socketPath, error)),
    );
    req.end();
  });
}

let stopping = false;
const answering = new Set<Promise<void>>();

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url !== "/backup" || req.method !== "GET") {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("The control socket answers GET /backup only.\n");
    return;
  }
  if (stopping) {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("The server is stopping; once it has, a backup reads the database folder itself.\n");
    return;
  }
  try {
    const text = exportText(await exportLeague(await database(), now()));
    res.writeHead(200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
    });
    res.end(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log().error(`A backup through the control socket failed: ${message}`);
    res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(`${message}\n`);
  }
}

/** Longer socket paths are cut short without an error (Linux keeps 107 bytes, macOS 103). */
const MAX_SOCKET_PATH = 100;

/**
 * On the embedded database: listens on DATA_DIR/control.sock until the server
 * stops. Refuses (StartupError) when another server already answers there.
 */
export async function startControlSocket(dataDir: string = env().dataDir): Promise<void> {
  if (!env().embedded) return;
  claimWritableDir(dataDir);
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new StartupError(
      `The data directory's path is too long for the control socket ${socketPath} (at most ${MAX_SOCKET_PATH} bytes): move DATA_DIR to a shorter path.`,
    );
  }
  if (await serverAnswers(dataDir)) {
    throw new StartupError(
      `Another server already runs on ${dataDir} (it answers on ${socketPath}): only one process may use the embedded database, so stop that one first.`,
    );
  }
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    const answered = answer(req, res);
    answering.add(answered);
    void answered.finally(() => answering.delete(answered));
  });
  // The socket is created by bind(), inside listen(), synchronously: with this
  // umask it never exists, even for a moment, with more than mode 0600.
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(umask);
  }
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          `Cannot listen on the control socket ${socketPath} (${error.code ?? error.message}): backups of the running server need it; check DATA_DIR.`,
        ),
      ),
    );
  });
  // Stopping: backups under way finish before the database closes; later ones
  // are refused. The socket stays until the process exits: were it gone while
  // the database is still open, a backup would take the server for stopped
  // and open the folder beside it.
  closeWhenStopping(async () => {
    stopping = true;
    await Promise.all(answering);
  });
  process.once("exit", () => rmSync(socketPath, { force: true }));
}
