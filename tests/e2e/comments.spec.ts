// Comments on a final game (docs/league-rules.md#comments): signed out,
// signed in as a non-player (the demo admin), and as a player.
import { expect, test } from "./fixtures";
import { generateDemoLeague } from "~/demo/generate";
import { signInWithPassword } from "./auth";
import { E2E_NOW, expectAccessible, waitForHydration } from "./support";

const league = generateDemoLeague({ now: new Date(E2E_NOW) });
// Season-1 finals: one per project, so parallel runs don't read each other's comments.
const finals = league.games.filter(
  (g) => g.seasonId === 1 && g.status === "completed" && g.winnerId,
);

test.describe("game comments", () => {
  test("signed out: 'Sign in to comment' leads to login and back", async ({ page }) => {
    const game = finals[0]!;
    await page.goto(`/games/${game.id}`);
    const comments = page.locator("#comments");
    await comments.getByRole("link", { name: "Sign in to comment" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=/games/${game.id}$`));
  });

  test("a signed-in non-player is told only players may comment", async ({ page }) => {
    const game = finals[1]!;
    await signInWithPassword(page, "admin@example.org", `/games/${game.id}`);
    await expect(
      page.getByText(
        "Only players are allowed to comment at this time. If you are a player, make sure to use the email you signed up with.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Post" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a player comments and replies; the text stays text", async ({ page }, testInfo) => {
    const game = finals[testInfo.project.name === "phone" ? 3 : 2]!;
    await signInWithPassword(page, "player@example.org", `/games/${game.id}`);
    await waitForHydration(page);
    const comments = page.locator("#comments");
    const text = `Nice hustle <b>tonight</b> <script>window.__x=1</script> ${testInfo.project.name}`;
    await comments.getByLabel("Add a comment").fill(text);
    await comments.getByRole("button", { name: "Post" }).click();
    const posted = comments.locator("article", { hasText: "Nice hustle" });
    await expect(posted).toBeVisible({ timeout: 15_000 });
    await expect(posted.locator(".comment-text")).toHaveText(text);
    await expect(posted.locator("b, script")).toHaveCount(0);
    await expect(posted.getByRole("link", { name: "Pat Murphy" })).toBeVisible();
    await expect(posted.locator("time")).toHaveText("Just now");
    expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
    // The form is back, empty.
    await expect(comments.getByLabel("Add a comment")).toHaveValue("");

    // Reply under it.
    const item = comments
      .locator("li")
      .filter({ has: page.locator("article", { hasText: "Nice hustle" }) })
      .first();
    await item.locator("summary", { hasText: "Reply" }).click();
    await item.getByLabel(/^Reply to Pat Murphy/).fill("Thanks, see you Thursday");
    await item.getByRole("button", { name: "Reply" }).click();
    await expect(item.locator(".comment-replies")).toContainText("Thanks, see you Thursday", {
      timeout: 15_000,
    });

    // Empty text is dropped, and the player is told.
    const count = await comments.locator("article").count();
    await comments.getByRole("button", { name: "Post" }).click();
    await expect(comments.getByRole("alert")).toHaveText(
      "Write something first: an empty comment is not posted.",
    );
    await expect(comments.locator("article")).toHaveCount(count);
    await expectAccessible(page);
  });

  test("a comment typed before the page's script ran is kept and posted", async ({
    page,
  }, testInfo) => {
    const game = finals[testInfo.project.name === "phone" ? 5 : 4]!;
    await signInWithPassword(page, "player@example.org", `/games/${game.id}`);
    // Hold the page's modules on a fresh load: painted and typeable, not yet hydrated.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/games/${game.id}`, { waitUntil: "domcontentloaded" });
    const comments = page.locator("#comments");
    const text = `Typed early ${testInfo.project.name}`;
    await comments.getByLabel("Add a comment").fill(text);
    release();
    await waitForHydration(page);
    await expect(comments.getByLabel("Add a comment")).toHaveValue(text);
    await comments.getByRole("button", { name: "Post" }).click();
    await expect(comments.locator("article", { hasText: text })).toBeVisible({ timeout: 15_000 });
    await expect(comments.getByRole("status").filter({ hasText: "posted" })).toHaveText(
      "Your comment is posted.",
    );
  });
});
