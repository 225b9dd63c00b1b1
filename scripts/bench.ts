// `npm run bench`: how fast is the home page? Serves the built site on its own
// data directory, measures requests per second on / with autocannon over a
// bounded run, then serves the very same HTML bytes from a bare static server
// and measures that too. The ratio says how much the page's work costs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

// Not 4190: fetch refuses that port (it is on the browsers' list of unsafe ports).
const PORT = 4290;
const STATIC_PORT = 4291;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const DATA_DIR = "tmp/bench-data";

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

if (!existsSync("build/server/index.js")) {
  console.log("Building the site first…");
  spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
}
rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn("node", ["server.mjs"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR, NODE_ENV: "production" },
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  const url = `http://127.0.0.1:${PORT}/`;
  await waitFor(url);
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const page = await measure(url);

  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((r) => bare.listen(STATIC_PORT, "127.0.0.1", r));
  const fixed = await measure(`http://127.0.0.1:${STATIC_PORT}/`);
  bare.close();

  const row = (name: string, m: typeof page) =>
    `${name.padEnd(28)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms`;
  console.log(
    `\nHome page, ${html.length} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each:`,
  );
  console.log(row("server-rendered /", page));
  console.log(row("same bytes, static server", fixed));
  console.log(`ratio (rendered / static): ${(page.rps / fixed.rps).toFixed(3)}`);
} finally {
  server.kill("SIGTERM");
}
