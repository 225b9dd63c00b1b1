// `npm test`: type check, lint, unit + integration tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), a production build, system tests
// on real server processes, the cluster test (PostgreSQL + three instances +
// Caddy, when TEST_DATABASE_URL is set and Caddy is installed), then browser
// journeys.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
      {
        stdio: "inherit",
      },
    );
    return;
  }
  console.error(
    `Chromium was not found at ${path}. Install it (sudo apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

run("Type check", "npx", ["react-router", "typegen"]);
run("Type check", "npx", ["tsc"]);
run("Lint (ESLint and Prettier)", "npm", ["run", "--silent", "lint"]);
run("Unit and integration tests", "npx", ["vitest", "run"]);
run("Production build", "npx", ["react-router", "build"]);
run("System tests (built server processes)", "npx", [
  "vitest",
  "run",
  "--config",
  "vitest.system.config.ts",
]);
const caddy = process.env.CADDY_PATH ?? "/usr/bin/caddy";
if (process.env.TEST_DATABASE_URL && existsSync(caddy)) {
  run("Cluster test (PostgreSQL, three instances, Caddy)", "npx", [
    "vitest",
    "run",
    "--config",
    "vitest.cluster.config.ts",
  ]);
} else {
  console.log(
    "\n▶ Cluster test skipped: it needs TEST_DATABASE_URL (PostgreSQL) and Caddy (apt-get install caddy).",
  );
}
ensureChromium();
run("Browser journeys", "npx", ["playwright", "test"]);
