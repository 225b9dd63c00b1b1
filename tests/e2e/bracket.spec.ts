import { type Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoRouter } from "./page-scripts";
import { expectAccessible, PLAYOFFS_URL } from "./support";

const ROUNDS = ["First Round", "Conference Semifinal", "Conference Final", "Final"];

async function swipe(target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("bracket not visible");
  const y = box.y + 40;
  const x = box.x + box.width / 2;
  const at = (cx: number) => [{ identifier: 1, clientX: cx, clientY: y }];
  await target.dispatchEvent("touchstart", {
    touches: at(x),
    changedTouches: at(x),
    targetTouches: at(x),
  });
  await target.dispatchEvent("touchend", {
    touches: [],
    changedTouches: at(x + dx),
    targetTouches: [],
  });
}

test.describe("playoff bracket on the home page", () => {
  test("shows rounds grouped by conference once the regular season is over", async ({ page }) => {
    await page.goto(`${PLAYOFFS_URL}/`);
    const bracket = page.getByTestId("playoff-bracket");
    await expect(bracket).toBeVisible();
    await expect(
      bracket.getByRole("navigation", { name: "Playoff round" }).getByRole("link"),
    ).toHaveText(ROUNDS);

    await bracket.getByRole("link", { name: "First Round" }).click();
    await expect(page).toHaveURL(/round=first-round/);
    await expect(bracket.getByRole("heading", { level: 4 })).toHaveText([
      "Eastern Conference",
      "Western Conference",
    ]);
    await expect(bracket.locator('a[href^="/games/"]')).toHaveCount(8);
    await expectAccessible(page);

    await bracket.getByRole("link", { name: "Final", exact: true }).click();
    await expect(bracket.locator('a[href^="/games/"]')).toHaveCount(1);
  });

  test("a swipe of more than 10 px moves between rounds, in place and at the same scroll", async ({
    page,
  }) => {
    await page.goto(`${PLAYOFFS_URL}/?round=first-round`);
    // The page does not hydrate for a visitor: swipes are its enhance
    // island's, which marks the bracket once it listens.
    await expectNoRouter(page);
    const bracket = page.getByTestId("playoff-bracket");
    await expect(bracket).toHaveAttribute("data-enhanced", "");
    const current = bracket.locator('nav a[aria-current="true"]');
    await expect(current).toHaveText("First Round");
    await bracket.evaluate((el) => el.scrollIntoView());
    const before = await page.evaluate(() => ({ y: window.scrollY, entries: history.length }));
    expect(before.y).toBeGreaterThan(0);

    await swipe(bracket, -60); // left: next round
    await expect(page).toHaveURL(/[?&]round=conference-semifinal/);
    await expect(current).toHaveText("Conference Semifinal");
    await expect(bracket.locator('a[href^="/games/"]')).toHaveCount(4);
    // The round's link's: this history entry replaced, the page where it was.
    await expect(bracket).toHaveAttribute("data-enhanced", "");
    await expect
      .poll(() => page.evaluate(() => ({ y: Math.round(window.scrollY), entries: history.length })))
      .toEqual({ y: Math.round(before.y), entries: before.entries });
    await swipe(bracket, 60); // right: previous round
    await expect(page).toHaveURL(/[?&]round=first-round/);
    await expect(current).toHaveText("First Round");
    // Which swipes move nowhere (10 px or less, mostly vertical, past either
    // end) is the rule's own test (tests/unit/playoff-swipe.property.test.ts):
    // here, "nothing happened" could only be told by waiting.
  });
});
