// Stopping without failing anyone: on SIGTERM (a restart, a deploy) or
// SIGINT the server first says it is not ready (/readyz answers 503, so a
// proxy's health check sends new visitors to other instances) while it goes
// on accepting for a moment: connections already waiting in the operating
// system's queue would be reset if it stopped listening at once. Then it stops
// accepting, lets the requests in flight finish (a game save under way
// completes), closes the database and exits. Keep-alive connections are told
// to close after their current answer. If something still runs after the
// grace period, it exits anyway.
import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { closeAppDatabase } from "~/db/index.server";
import { log } from "~/log.server";

/** How long it keeps accepting after the signal (a proxy checks health every second or two). */
const KEEP_ACCEPTING_MS = 3_000;
/** How long requests in flight may still run after it stops accepting. */
const GRACE_MS = 10_000;

let shuttingDown = false;

/** Other listeners of this process (the control socket), stopped after the web server. */
const alsoClose: (() => Promise<void>)[] = [];

/** Long-lived answers (live streams) ended when the server stops accepting. */
const endWhenStopping: (() => void)[] = [];

/**
 * Ends never-finishing answers (live streams) as the server stops accepting:
 * their clients reconnect, to another instance, instead of holding this one
 * open until the grace period runs out.
 */
export function endStreamsWhenStopping(end: () => void): void {
  endWhenStopping.push(end);
}

/** Runs `close` once the web server has finished, and waits for it before closing the database. */
export function closeWhenStopping(close: () => Promise<void>): void {
  alsoClose.push(close);
}

export function isShuttingDown(): boolean {
  return shuttingDown;
}

/** While stopping, every answer closes its connection. */
export function closeConnectionsWhenStopping(_req: Request, res: Response, next: NextFunction) {
  if (shuttingDown) res.set("Connection", "close");
  next();
}

export function stopGracefullyOnSignals(server: Server): void {
  const stop = (signal: string) => {
    if (shuttingDown) {
      log().info(`${signal} again: stopping now.`);
      process.exit(1);
    }
    shuttingDown = true;
    log().info(`${signal}: finishing the requests in flight, then stopping.`);
    const force = setTimeout(() => {
      log().error(`Requests still running after ${GRACE_MS / 1000} s: stopping anyway.`);
      process.exit(1);
    }, KEEP_ACCEPTING_MS + GRACE_MS);
    force.unref();
    setTimeout(() => stopAccepting(server, force), KEEP_ACCEPTING_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function stopAccepting(server: Server, force: NodeJS.Timeout): void {
  // Stop listening, but not with server.close(): since Node 19 that also
  // drops every connection it deems idle, including ones whose request has
  // arrived but not been read yet (the process was busy): those requests
  // would fail. Open connections end after their answer (Connection: close)
  // or, if idle, after the keep-alive timeout; then the callback runs.
  const webClosed = new Promise<void>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve()),
  );
  for (const end of endWhenStopping) end();
  const othersClosed = webClosed.then(() =>
    Promise.all(
      alsoClose.map((close) =>
        close().catch((error: unknown) => log().error(`Closing failed: ${String(error)}`)),
      ),
    ),
  );
  void othersClosed.then(() =>
    closeAppDatabase()
      .catch((error: unknown) => log().error(`Closing the database failed: ${String(error)}`))
      .finally(() => {
        clearTimeout(force);
        log().info("Stopped.");
        process.exit(0);
      }),
  );
}
