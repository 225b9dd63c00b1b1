// Issue 41 §3: the draft from the admin's side, on a phone. From the season's
// page to its draft page (/admin/seasons/4/draft): an unpaid late signup is
// marked paid right there, drafted with the button that names him and the
// team on the clock (a thumb's height), and the pick is undone; then the same
// pick and undo as served, without JavaScript. Each answer shows where the
// admin tapped. On the admin journeys' own server (playoffs demo), phone only:
// the pick is undone, so the board other journeys read is as it was.
import type { Locator, Page } from "@playwright/test";
import { signInAdmin as signInAdminOn } from "./auth";
import { expect, test } from "./fixtures";
import { ADMIN_URL, expectAccessible, waitForHydration } from "./support";

test.skip(({ isMobile }) => !isMobile, "a phone journey (one project uses the admin server)");
test.describe.configure({ timeout: 90_000 });

const PAGE = "/admin/seasons/4/draft";

/** The answer to the last tap: in sight, under the clock, above the players. */
async function expectAnswer(page: Page, text: string | RegExp): Promise<Locator> {
  const answer = page.locator("[data-answer]");
  await expect(answer).toHaveText(text);
  await expect(answer).toBeInViewport();
  const clock = (await page.getByRole("heading", { name: "On the clock" }).boundingBox())!;
  const players = (await page.getByRole("heading", { name: /^Paid and waiting/ }).boundingBox())!;
  const box = (await answer.boundingBox())!;
  expect(box.y).toBeGreaterThan(clock.y);
  expect(box.y).toBeLessThan(players.y);
  return answer;
}

test("mark a signup paid, draft him with the button that names him and the team, undo it", async ({
  page,
  browser,
}) => {
  await signInAdminOn(page, ADMIN_URL, "/admin/seasons/4");
  await page.locator("#main").getByRole("link", { name: "Draft", exact: true }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}${PAGE}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft, season 4");
  await expect(page.getByRole("link", { name: "← Season 4" })).toHaveAttribute(
    "href",
    "/admin/seasons/4",
  );

  // Whose pick it is: number, round, team.
  const next = page.locator(".admin-draft-next");
  await expect(next).toHaveText(/^Pick (\d+) · round (\d+) .+$/);
  const [, pick] = /^Pick (\d+)/.exec((await next.textContent())!)!;
  const team = (await next.locator("span").textContent())!;

  // An unpaid late signup, marked paid right here.
  const unpaid = page.getByRole("region", { name: /^Not paid yet/ });
  const markPaid = unpaid.getByRole("button", { name: /^Mark paid: / }).first();
  const name = (await markPaid.getAttribute("aria-label"))!.replace(/^Mark paid: /, "");
  await markPaid.click();
  await expect(await expectAnswer(page, `Saved: ${name} is marked paid.`)).toBeFocused();
  await expect(unpaid.getByRole("button", { name: `Mark paid: ${name}` })).toHaveCount(0);

  // Drafted with the button that names him and the team, a thumb's height.
  const draft = page.getByRole("button", { name: `Draft ${name} to the ${team}`, exact: true });
  await expect(draft).toBeVisible();
  const height = (await draft.boundingBox())!.height;
  expect(height, "the pick button's height").toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await draft.click();
  await expect(await expectAnswer(page, `Pick ${pick}: ${name} to the ${team}.`)).toBeFocused();
  await expect(next).toContainText(`Pick ${Number(pick) + 1} ·`);
  await expect(page.getByRole("button", { name: new RegExp(`^Draft ${name} to `) })).toHaveCount(0);

  // Undo: the pick and his roster place go; he is back with the same pick on the clock.
  await page.getByRole("button", { name: `Undo last pick (${name})` }).click();
  await expectAnswer(
    page,
    `Pick ${pick} undone: ${name} is off the ${team} and can be drafted again.`,
  );
  await expect(next).toContainText(`Pick ${pick} ·`);
  await expect(draft).toBeVisible();

  // As served, without JavaScript: the same plain forms.
  const served = await browser.newContext({
    ...test.info().project.use,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await served.newPage();
  await plain.goto(`${ADMIN_URL}${PAGE}`);
  await plain.getByRole("button", { name: `Draft ${name} to the ${team}`, exact: true }).click();
  await expectAnswer(plain, `Pick ${pick}: ${name} to the ${team}.`);
  await plain.getByRole("button", { name: `Undo last pick (${name})` }).click();
  await expectAnswer(plain, /^Pick \d+ undone: /);
  await served.close();
});
