import { signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support";

test.describe("draft board", () => {
  test("shows the picks in snake order, the pick on the clock and the player table", async ({
    page,
  }) => {
    // 11 rounds of picks and a wide table: axe needs a while on a busy machine.
    test.slow();
    await page.goto("/draft");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Draft$/);

    // Snake order: round 2 opens with the team that picked 16th in round 1.
    const round1 = page.getByRole("table", { name: "Round 1", exact: true }).locator("tbody tr");
    const round2 = page.getByRole("table", { name: "Round 2", exact: true }).locator("tbody tr");
    await expect(round1).toHaveCount(16);
    await expect(round2).toHaveCount(16);
    const sixteenth = await round1.nth(15).getAttribute("data-team");
    await expect(round2.first()).toHaveAttribute("data-team", sixteenth ?? "missing");
    await expect(round2.first().locator("td").first()).toHaveText("17");
    await expect(round2.first().locator("td").nth(1)).toHaveText(
      (await round1.nth(15).locator("td").nth(1).textContent()) ?? "missing",
    );
    // Made picks name the player and link to his page.
    await expect(round1.first().locator('a[href^="/players/"]')).toBeVisible();

    // Exactly one pick is on the clock, marked in words and not only by colour,
    // and it is the first open pick: the pick before it is made.
    const clock = page.locator("tr.draft-pick-clock");
    await expect(clock).toHaveCount(1);
    await expect(clock).toContainText("On the clock");
    await expect(clock.locator('a[href^="/players/"]')).toHaveCount(0);
    const clockNumber = Number(await clock.locator("td").first().textContent());
    await expect(page.locator(`#pick-${clockNumber - 1} a[href^="/players/"]`)).toHaveCount(1);
    await expect(page.getByRole("link", { name: `On the clock: pick ${clockNumber}` })).toHaveText(
      new RegExp(`^On the clock: pick ${clockNumber}, .+`),
    );

    // The player table: undrafted signups first, core players marked.
    const players = page.getByRole("table", { name: /not drafted yet/ });
    await expect(players).toBeVisible();
    await expect(players.locator("thead")).toContainText("PPG");
    await expect(players.locator("thead")).toContainText("RPG");
    await expect(players.locator("thead")).toContainText("APG");
    await expect(players.locator('tbody a[href^="/players/"]').first()).toBeVisible();
    await expect(players.getByText(/^Core · [A-Z]{3,4}$/).first()).toBeVisible();
    // No admin '+' for visitors, and nothing about who has paid (the board is public).
    await expect(page.getByRole("button", { name: /^Draft / })).toHaveCount(0);
    await expect(players).not.toContainText(/Fee not paid|Unpaid/);
    await expectAccessible(page);

    await round1.first().locator('a[href^="/players/"]').click();
    await expect(page).toHaveURL(/\/players\/[a-z0-9]+$/);
  });

  test("on a phone the available players come first and the board of picks is one tap away, with or without JavaScript", async ({
    page,
    browser,
    isMobile,
  }) => {
    test.skip(!isMobile, "the order is for a phone's screen");
    // The demo's draft is under way (late signups still wait to be drafted), so
    // the players come first and the 176 picks second.
    await page.goto("/draft");
    const screen = page.viewportSize()!;
    const players = page.getByRole("heading", { level: 2, name: "Players", exact: true });
    const board = page.getByRole("heading", { level: 2, name: "Draft Board", exact: true });
    const playersTop = (await players.boundingBox())!.y;
    expect(playersTop).toBeLessThan(2 * screen.height);
    expect(playersTop).toBeLessThan((await board.boundingBox())!.y);
    await expect(
      page
        .getByRole("table", { name: /not drafted yet/ })
        .locator("tbody tr")
        .first(),
    ).toBeVisible();

    const jump = page.getByRole("navigation", { name: "Jump to" });
    await expect(jump.getByRole("link")).toHaveText(["Board of picks ↓"]);
    await jump.getByRole("link", { name: "Board of picks ↓" }).click();
    await expect(page).toHaveURL(/\/draft#board$/);
    await expect(board).toBeInViewport();

    // As served, without scripts: the same plain anchor jumps.
    const served = await browser.newContext({
      viewport: screen,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const plain = await served.newPage();
    await plain.goto("/draft");
    await plain
      .getByRole("navigation", { name: "Jump to" })
      .getByRole("link", { name: "Board of picks ↓" })
      .click();
    await expect(plain).toHaveURL(/\/draft#board$/);
    await expect(
      plain.getByRole("heading", { level: 2, name: "Draft Board", exact: true }),
    ).toBeInViewport();
    await served.close();
  });

  test("an admin reads the same board, with a link to the admin draft page and no buttons", async ({
    page,
  }) => {
    await signInWithPassword(page, "admin@example.org", "/draft");
    const players = page.getByRole("table", { name: /not drafted yet/ });
    await expect(players.locator("tbody tr").first()).toBeVisible();
    // Picks are made on the admin's page, where each button names the player and the team.
    await expect(players.getByRole("button")).toHaveCount(0);
    await expect(players).not.toContainText(/Fee not paid|Unpaid/);
    const admin = page.getByRole("link", { name: /admin draft page/ });
    await expect(admin).toHaveAttribute("href", "/admin/seasons/4/draft");
  });
});
