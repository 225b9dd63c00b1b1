// The browser the journeys run in, for playwright.config.ts and for
// `npm test`, which installs it when it is missing: Debian's Chromium headless
// shell (the same engine without the desktop browser around it, as Playwright
// itself runs headless), or CHROME_PATH.
export const JOURNEY_BROWSER_PACKAGE = "chromium-headless-shell";
export const JOURNEY_BROWSER = process.env.CHROME_PATH ?? `/usr/bin/${JOURNEY_BROWSER_PACKAGE}`;

/** Chromium's switches on this closed network (else it hangs reaching Google's services). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The full Chromium, for the few journeys that need notifications: the
 * headless shell always reports their permission as denied. Debian's
 * `chromium` package, run headless like the shell.
 */
export const NOTIFYING_BROWSER_PACKAGE = "chromium";
export const NOTIFYING_BROWSER = process.env.FULL_CHROME_PATH ?? "/usr/bin/chromium";

/** Playwright's launch options for the journeys that need notifications (`test.use`). */
export const NOTIFYING_LAUNCH = { executablePath: NOTIFYING_BROWSER, args: CHROMIUM_ARGS };
