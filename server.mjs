// Production server: static assets with long-lived caching, then React Router.
// Start-up (environment, database, migrations, demo league) happens before the
// port opens; any failure there prints one sentence and exits.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

try {
  await build.entry.module.prepareServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy, TRUST_PROXY (e.g. "1" or "loopback") lets req.ip
// read X-Forwarded-For; otherwise it is the connection's own address.
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
app.use((req, res, next) => {
  // Rate limits key on this; a client cannot set it (we always overwrite it).
  req.headers["x-league-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  // Refuse form posts made from other sites (CSRF). Browsers say where a
  // request comes from in Sec-Fetch-Site and Origin; the session cookie is
  // SameSite=Lax as well, so this is the second lock on the door.
  if (!["GET", "HEAD", "OPTIONS"].includes(req.method) && isCrossSite(req)) {
    res.status(403).type("text/plain").send("Cross-site form posts are not accepted.");
    return;
  }
  next();
});
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));

function isCrossSite(req) {
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true; // "null" or garbage: a sandboxed or forged page.
  }
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`Serving the league at http://localhost:${port}`);
});
server.on("error", (error) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${port} is already in use: stop the other server or set PORT.`
      : error.message,
  );
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
