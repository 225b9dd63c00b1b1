// Production server: start-up (environment, database, migrations, demo
// league) happens before the port opens, and any failure there prints one
// sentence and exits. The web server itself is built from TypeScript with the
// app (app/server/http-app.server.ts) and reads its settings from the one
// validated configuration (app/config.server.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const { createHttpApp, prepareServer, listenAddress, startControlSocket, stopGracefullyOnSignals } =
  build.entry.module;

let address;
try {
  await prepareServer();
  address = listenAddress();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const server = createHttpApp(build, buildDir).listen(address.port, address.host, () => {
  console.log(`Serving the league at http://localhost:${address.port}`);
});
server.on("error", (error) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${address.port} is already in use: stop the other server or set PORT.`
      : error.message,
  );
  process.exit(1);
});
// SIGTERM / SIGINT: finish the requests in flight, close the database, exit.
stopGracefullyOnSignals(server);
// Embedded database only: `npm run backup` asks this process (the folder's one
// owner) for a snapshot through DATA_DIR/control.sock.
try {
  await startControlSocket();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
