// Production server: start-up (environment, database, migrations, demo
// league) happens before the port opens, and any failure there is one log
// line saying what to fix, then exit. The web server itself is built from
// TypeScript with the app (app/server/http-app.server.ts) and reads its
// settings from the one validated configuration (app/config.server.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";

// Everything the server writes (database, outbox, keys) is for its own user
// alone: folders 0700, files 0600.
process.umask(0o077);

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
// What it needs is exported by app/entry.server.tsx.
const entry = build.entry.module;

function fail(message) {
  try {
    entry.log().fatal(message);
  } catch {
    console.error(message); // the environment itself is invalid: no log settings either
  }
  process.exit(1);
}

let address;
let prepared;
try {
  // First, on the embedded database: claim the data folder. Its control
  // socket (through which `npm run backup` asks this process for a snapshot)
  // says whether another server already owns the folder, and this must be
  // known before the database is opened.
  await entry.startControlSocket();
  prepared = await entry.prepareServer();
  // Sends the queued emails and pushes, and runs scheduled jobs (reminders),
  // until the server stops (SIGTERM).
  await entry.startOutboxWorker();
  await entry.startPushWorker();
  await entry.startJobWorker();
  address = entry.listenAddress();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// The start ends with the address to open (and, for a demo league just
// created, its accounts): the last lines a person at the terminal reads.
// Node's HTTP server with the app, and timeouts for clients that send slowly.
const server = entry.createHttpServer(build, buildDir).listen(address.port, address.host, () => {
  for (const line of entry.servingLines(address.port, prepared)) entry.log().info(line);
});
server.on("error", (error) => {
  fail(
    error.code === "EADDRINUSE"
      ? `Port ${address.port} is already in use: stop the other server or set PORT.`
      : error.message,
  );
});
// SIGTERM / SIGINT: finish the requests in flight, close the database, exit.
entry.stopGracefullyOnSignals(server);
