// Fees and dates (issue 41 §7, §5; docs/league-rules.md#signups-and-fees), on a
// phone: the admin starts season 5 and sets its fee, how to pay it and its
// draft date in "Fee and draft" on its page (a bad date is refused on its
// field, what was typed kept); opens its signups; Pat signs himself up and
// his answer (the welcome page) and his account say the fee, how to pay it,
// that his fee is not paid yet, and when the draft is. Then Close signups
// asks first, and once they are closed his account still says them. It
// starts a server of its own (its writes would change what other journeys
// read), so it runs on the phone project only.
import { devices } from "@playwright/test";
import { signIn } from "./auth";
import { expect, test } from "./fixtures";
import { signInAdmin, startOwnServer, type OwnServer } from "./own-server";
import { expectAccessible } from "./support";

test.skip(({ isMobile }) => !isMobile, "one run is enough: it starts a server of its own");

const HOW = "Cash or check to Fr. Mike after the 10:30 Mass";
const SAID = [
  "The fee is $60.",
  `How to pay: ${HOW}.`,
  "Fee: not paid yet.",
  "Draft: Sat, Jan 9, 7:00 PM.",
];

test("the admin sets season 5's fee and draft date; Pat signs up and reads them", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer("season-fee");
    const url = server.url;
    await signInAdmin(page, url, "/admin/seasons");
    await page.getByLabel("Name").fill("Spring 2027");
    await page.getByRole("button", { name: "Start next season" }).click();
    await expect(page).toHaveURL(`${url}/admin/seasons/5?started=1`);

    // Fee and draft: nothing set yet, and nothing false said.
    const section = page.getByRole("region", { name: "Fee and draft" });
    await expect(section).toContainText("The league will tell you the fee.");
    await section.getByLabel("Fee in dollars").fill("60");
    await section.getByLabel("How to pay it").fill(HOW);
    await section.getByLabel("Draft date").fill("2027-01-09");
    await section.getByLabel("Draft time (optional)").fill("19:00");
    // A time without its date is refused on its field; the rest is kept.
    await section.getByLabel("Draft date").fill("");
    await section.getByRole("button", { name: "Save fee and draft" }).click();
    await expect(page.getByRole("alert")).toHaveText("Check the fee and draft: nothing was saved.");
    await expect(
      section.getByText("Give the draft's date too, or leave its time empty."),
    ).toBeVisible();
    await expect(section.getByLabel("How to pay it")).toHaveValue(HOW);
    await expect(section.getByLabel("Draft time (optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await section.getByLabel("Draft date").fill("2027-01-09");
    await section.getByRole("button", { name: "Save fee and draft" }).click();
    await expect(page).toHaveURL(`${url}/admin/seasons/5?saved=fee`);
    const saved = page.getByRole("status");
    await expect(saved).toHaveText("Saved the fee and draft of season 5.");
    await expect(saved).toBeInViewport();
    await expect(section).toContainText(
      `The fee is $60. How to pay: ${HOW}. Draft: Sat, Jan 9, 7:00 PM.`,
    );
    await expectAccessible(page, ".season-fee");

    // Its signups (season 4's close: Open signups asks first).
    await page.goto(`${url}/admin/seasons/5?confirm=open-signups`);
    await page.getByRole("button", { name: "Close season 4's and open these" }).click();
    await expect(page.getByRole("status")).toHaveText("Signups are open for season 5.");

    // Pat signs himself up: one tap on his own name, and his answer says it all.
    const { defaultBrowserType: _type, ...pixel } = devices["Pixel 7"];
    const player = await browser.newContext({ ...pixel, baseURL: url });
    try {
      const pat = await player.newPage();
      await signIn(pat, "player@example.org", "/signup/returning?q=Pat%20Murphy");
      await pat
        .getByRole("listitem")
        .filter({ hasText: "Pat Murphy" })
        .getByRole("button", { name: "Sign up" })
        .click();
      await expect(pat).toHaveURL(/\/signup\/all\/[A-Za-z0-9_-]+$/);
      await expect(pat.getByRole("heading", { level: 1 })).toHaveText("Welcome, Pat!");
      for (const sentence of SAID) await expect(pat.getByText(sentence)).toBeVisible();
      await expect(pat.getByText("Draft: Sat, Jan 9, 7:00 PM.")).toBeInViewport();
      await expectAccessible(pat);

      await pat.goto("/account");
      const card = pat.getByRole("region", { name: "Signups for Spring 2027" });
      await expect(card).toContainText("You're signed up for Spring 2027");
      for (const sentence of SAID) await expect(card.getByText(sentence)).toBeVisible();

      // Close signups asks first; its Yes closes them.
      await page.goto(`${url}/admin/seasons/5`);
      await page.getByRole("link", { name: "Close signups" }).click();
      await expect(page).toHaveURL(`${url}/admin/seasons/5?confirm=close-signups`);
      const question = page.getByRole("region", { name: "Close season 5's signups?" });
      await expect(question).toBeInViewport();
      await expect(question).toContainText("The 1 player signed up stays signed up.");
      await question.getByRole("button", { name: "Yes, close signups for season 5" }).click();
      await expect(page.getByRole("status")).toHaveText("Signups are closed for season 5.");

      // Until season 5 begins, his account keeps its fee and draft.
      await pat.reload();
      for (const sentence of SAID) await expect(card.getByText(sentence)).toBeVisible();
    } finally {
      await player.close();
    }
  } finally {
    await server?.stop();
  }
});
