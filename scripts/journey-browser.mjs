// The browser the journeys run in, for playwright.config.ts and for
// `npm test`, which installs it when it is missing: Debian's Chromium headless
// shell (the same engine without the desktop browser around it, as Playwright
// itself runs headless), or CHROME_PATH.
export const JOURNEY_BROWSER_PACKAGE = "chromium-headless-shell";
export const JOURNEY_BROWSER = process.env.CHROME_PATH ?? `/usr/bin/${JOURNEY_BROWSER_PACKAGE}`;
