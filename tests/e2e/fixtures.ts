// The `test` every journey uses: Playwright's, plus a check that no page of
// the journey broke the site's Content-Security-Policy (a blocked script or
// style is logged by Chromium as a console error naming the policy).
import { expect, test as base } from "@playwright/test";

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy/i.test(text)) {
          violations.push(`${message.page()?.url() ?? "?"}: ${text}`);
        }
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
