import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, JOURNEY_BROWSER } from "./scripts/journey-browser.mjs";
import {
  ADMIN_PORT,
  E2E_NOW,
  MAIL_DIR,
  MAIL_PORT,
  PLAYOFFS_PORT,
  SEASON_PORT,
} from "./tests/e2e/support";

// Journeys run against the built production server, each server with its own
// throwaway data directory and a pinned clock so the demo league is the same
// on every run. Debian's Chromium is used: Playwright's own browsers cannot be
// downloaded here. Its headless shell (the chromium-headless-shell package,
// the same engine without the desktop browser around it: what Playwright
// itself runs headless) runs the journeys in 9 minutes where the full browser
// took 12.6, on this two-core machine.
const chromium = { executablePath: JOURNEY_BROWSER, args: CHROMIUM_ARGS };

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium };
const phone = { ...devices["Pixel 7"], launchOptions: chromium };
/** The journeys with a time limit on what they measure (see the projects). */
const LIVE = /live-scoring\.spec\.ts$/;
const TWO_INSTANCES = /live-two-instances\.spec\.ts$/;
const TIMED = [LIVE, TWO_INSTANCES];

const servers = {
  season: { port: SEASON_PORT, phase: "season" },
  playoffs: { port: PLAYOFFS_PORT, phase: "playoffs" },
  admin: { port: ADMIN_PORT, phase: "playoffs" },
} as const;

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per port, so parallel runs don't delete each other's traces.
  outputDir: `test-results/${SEASON_PORT}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Two at a time, one per core: Chromium and the servers keep both busy.
  // (Three were tried: each journey took 1.7 times as long, and the run no
  // less.) The timed journeys below run one at a time whatever this says.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI retries a failed journey once at most, and never silently: `npm test`
  // (JOURNEYS_REPORT) reads the JSON report and lists every journey that
  // needed a retry in its summary.
  reporter: process.env.JOURNEYS_REPORT
    ? [["list"], ["json", { outputFile: process.env.JOURNEYS_REPORT }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${servers.season.port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    // Journeys tagged ANY_SCREEN (support.ts) check what does not depend on
    // the screen: the phone's run is enough.
    { name: "desktop", testIgnore: TIMED, grepInvert: /@any-screen/, use: desktop },
    { name: "phone", testIgnore: TIMED, use: phone },
    // Journeys that time what a user waits for (a tap reaching a spectator
    // within a second) run once every other journey has finished, one device
    // after the other, and the two-instance one alone at the end: on two
    // cores, next to other journeys, they measured the machine's queue
    // (medians of 1.2-4.9 s), not the site (under a second alone).
    {
      name: "desktop timed",
      testMatch: LIVE,
      dependencies: ["desktop", "phone"],
      use: desktop,
      workers: 1,
    },
    {
      name: "phone timed",
      testMatch: LIVE,
      dependencies: ["desktop timed"],
      use: phone,
      workers: 1,
    },
    {
      name: "two instances",
      testMatch: TWO_INSTANCES,
      dependencies: ["phone timed"],
      use: phone,
      workers: 1,
    },
  ],
  webServer: [
    {
      // A real SMTP receiver: sign-in emails are delivered and read back.
      command: `rm -rf ${MAIL_DIR} && node scripts/mail-receiver.mjs`,
      port: MAIL_PORT,
      reuseExistingServer: false,
      env: { MAIL_PORT: String(MAIL_PORT), MAIL_DIR },
    },
    ...Object.values(servers).map(({ port, phase }) => ({
      command: `rm -rf tmp/e2e-${phase}-${port} && node server.mjs`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe" as const,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: `tmp/e2e-${phase}-${port}`,
        ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
        NOW: E2E_NOW,
        DEMO_PHASE: phase,
        APP_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
        // These journeys read the emails they cause; the reminders' own
        // journey (availability.spec.ts) starts a server with them on.
        REMINDERS: "off",
        // Warnings and errors only: a line per request would bury the test report.
        LOG_LEVEL: "warn",
      },
    })),
  ],
});
