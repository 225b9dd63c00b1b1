import { expect, test } from "./fixtures";
import { expectAccessible } from "./support";

test.describe("static pages", () => {
  test("our story is an article dated Mar. 18, 2024, reached from the home page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator('main a[href="/our-story"]').first().click();
    await expect(page).toHaveURL(/\/our-story$/);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("Our story");
    await expect(article.locator("time")).toHaveText("Mar. 18, 2024");
    await expect(article.locator("time")).toHaveAttribute("datetime", "2024-03-18");
    expect(await article.locator("p").count()).toBeGreaterThanOrEqual(5);
    await expect(page).toHaveTitle(/^Our story \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expectAccessible(page);
  });

  test("the Southie Times says it is coming soon...maybe", async ({ page }) => {
    await page.goto("/southietimes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Southie Times");
    await expect(page.getByText("Coming soon...maybe", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Southie Times \| /);
    await expectAccessible(page);
  });
});
