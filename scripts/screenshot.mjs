// Screenshots of pages for a person to look at: `node scripts/screenshot.mjs URL OUT.png [phone|desktop] [fullpage]`.
import { chromium, devices } from "@playwright/test";

const [url, out, kind = "phone", full = "full"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const context = await browser.newContext(
  kind === "phone" ? devices["Pixel 7"] : { viewport: { width: 1280, height: 900 } },
);
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "full" });
await browser.close();
