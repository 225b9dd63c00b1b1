// Admin teams, seasons and rosters (docs/league-rules.md#teams-and-rosters;
// issue 5): create a team and edit its bio and colour (also without JavaScript), completed
// seasons locked, a paid signup added to a roster and made captain. The playoff
// bracket generator rewrites a season's games, so it is tested in
// tests/integration/admin-teams-seasons.test.ts, not here on shared servers.
// Roster changes are undone at the end of the journey.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInWithPassword } from "./auth";
import { expectAccessible, PLAYOFFS_URL } from "./support";

// The phone project works on the other (playoffs) server, so the two projects
// never change the same roster at once.
test.use({
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(testInfo.project.name === "phone" ? PLAYOFFS_URL : baseURL);
  },
});

// Sign-in, several pages and axe scans: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function currentSeasonPage(page: Page): Promise<string> {
  await page.goto("/admin/seasons");
  const href = await page.getByRole("link", { name: /^Season 4/ }).getAttribute("href");
  expect(href).toBe("/admin/seasons/4");
  return href!;
}

test("admin creates a team, then edits its bio and colour without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  const id = `e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Test ${testInfo.project.name} ${id.slice(-4)}`;
  // Abbreviations are unique like names (docs/league-rules.md#names): one per device and run.
  const abbreviation = `${testInfo.project.name.slice(0, 1)}${id.slice(-4)}`;
  await signInWithPassword(page, "admin@example.org");
  await page.goto("/admin/teams");
  await expect(page.getByRole("heading", { name: "Teams", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Shamrocks" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "New team" }).click();
  await expect(page).toHaveURL(/\/admin\/teams\/new$/);
  await expectAccessible(page);
  // Every field is required: the messages show at once, on their fields.
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter the team's name.")).toBeVisible();
  await expect(page.getByText("Enter a team ID.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Abbreviation").fill(abbreviation.toLowerCase());
  await page.getByLabel("Team ID").fill("Bad Id");
  await page.getByLabel("Bio").fill("First paragraph\nof the story.\n\nSecond <b>paragraph</b>.");
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByText(/^Use lower-case letters, digits and single hyphens/)).toBeVisible();
  await page.getByLabel("Team ID").fill("shamrocks");
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByText("Another team already has this ID.", { exact: false })).toBeVisible();
  await page.getByLabel("Team ID").fill(id);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page).toHaveURL(`/admin/teams?created=${id}`);
  await expect(page.getByRole("status")).toHaveText(`Created ${name}.`);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(
    abbreviation.toUpperCase(),
  );

  // Edit without JavaScript: a plain form post.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const noJs = await context.newPage();
  await noJs.goto(`/admin/teams/${id}`);
  await expect(noJs.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
  // The id is shown, not editable.
  await expect(noJs.getByRole("textbox", { name: "Team ID" })).toHaveCount(0);
  await expect(noJs.locator(".team-form-id")).toContainText(id);
  await expect(noJs.getByLabel("Bio")).toHaveValue(
    "First paragraph of the story.\n\nSecond <b>paragraph</b>.",
  );
  await noJs.getByLabel("Bio").fill("");
  await noJs.getByRole("button", { name: "Save" }).click();
  await expect(noJs.getByLabel("Bio")).toHaveAttribute("aria-invalid", "true");
  await expect(noJs.getByText("Write the team's story: at least one paragraph.")).toBeVisible();
  await noJs.getByLabel("Bio").fill("A new story.\n\nIn two parts.");
  // A new team starts navy; the colour is saved with the rest (docs/league-rules.md#team-colours).
  await expect(noJs.getByLabel("Colour")).toHaveValue("#14233f");
  await noJs.getByLabel("Colour").fill("#e0569a");
  await noJs.getByRole("button", { name: "Save" }).click();
  await expect(noJs).toHaveURL(`/admin/teams?saved=${id}`);
  await expect(noJs.getByRole("status")).toHaveText(`Saved ${name}.`);
  await context.close();

  await page.goto(`/who-do-you-play-for/${id}`);
  await expect(page.getByText("A new story.")).toBeVisible();
  await expect(page.getByText("In two parts.")).toBeVisible();

  // Its page's heading sits on the new colour, in black (white would not reach 4.5:1 on this pink).
  await page.goto(`/teams/${id}`);
  const band = page.locator(".team-band");
  await expect(band.locator("svg.team-color-fill rect")).toHaveAttribute("fill", "#e0569a");
  await expect(band).toHaveClass(/\bteam-tone-dark\b/);
  await expect(band.getByRole("heading", { level: 1, name })).toHaveCSS("color", "rgb(0, 0, 0)");
  await expectAccessible(page);
  await page.goto(`/admin/teams/${id}`);
  await expect(page.getByLabel("Colour")).toHaveValue("#e0569a");
});

test("completed seasons are locked; the current one is open, with the bracket generator", async ({
  page,
}) => {
  await signInWithPassword(page, "admin@example.org");
  await page.goto("/admin/seasons");
  for (const n of [1, 2, 3, 4]) {
    await expect(page.getByRole("link", { name: new RegExp(`^Season ${n}`) })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole("link", { name: /^Season 3/ }).click();
  await expect(page.getByRole("heading", { name: "Season 3", level: 1 })).toBeVisible();
  await expect(page.locator(".season-status")).toHaveText("Completed");
  const boxes = page.getByRole("checkbox");
  expect(await boxes.count()).toBeGreaterThanOrEqual(16);
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save teams" })).toHaveCount(0);
  // Season 3's playoffs were played: no regeneration.
  await expect(page.getByText(/^The playoffs have started/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Generate playoff bracket/ })).toBeDisabled();
  await expectAccessible(page);

  await page.goto(await currentSeasonPage(page));
  await expect(page.locator(".season-status")).toHaveText("Current");
  await expect(page.getByRole("checkbox").first()).toBeEnabled();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(16);
  await expect(page.getByRole("button", { name: "Save teams" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Playoff bracket" })).toBeVisible();
  await expectAccessible(page);
});

test("admin adds a paid signup to a roster and makes him captain, then undoes it", async ({
  page,
}) => {
  await signInWithPassword(page, "admin@example.org");
  await page.goto(await currentSeasonPage(page));
  const rosterLinks = page.getByRole("link", { name: /^Roster of / });
  await rosterLinks.nth(2).click();
  await expect(page).toHaveURL(/\/admin\/seasons\/4\/teams\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { name: "Add player" })).toBeVisible();
  await expectAccessible(page);
  const captainBefore = await page.getByLabel("Captain").inputValue();

  const add = page.getByRole("button", { name: /^Add .+ to / }).first();
  const label = (await add.getAttribute("aria-label"))!;
  const player = label.replace(/^Add /, "").replace(/ to .+$/, "");
  await add.click();
  await expect(page.getByRole("status")).toHaveText(`Added ${player} to the roster.`);
  const roster = page.getByRole("region", { name: /^Roster of / });
  await expect(roster.getByRole("rowheader", { name: player })).toBeVisible();
  // Only paid signups on no team are offered: he is not offered any more.
  await expect(page.getByRole("button", { name: `Add ${label.slice(4)}` })).toHaveCount(0);

  await page.getByLabel("Captain").selectOption({ label: player });
  await page.getByRole("button", { name: "Save captain" }).click();
  await expect(page.getByRole("status")).toHaveText("Captain saved.");
  await expect(roster.getByRole("rowheader", { name: `${player} (C)` })).toBeVisible();
  await expectAccessible(page);

  // Undo: the captain as before, the player off the roster and offered again.
  await page.getByLabel("Captain").selectOption(captainBefore);
  await page.getByRole("button", { name: "Save captain" }).click();
  await expect(page.getByRole("status")).toHaveText("Captain saved.");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Remove ${player}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Removed ${player} from the roster.`);
  await expect(page.getByRole("button", { name: label })).toBeVisible();
  await expect(page.getByLabel("Captain")).toHaveValue(captainBefore);
});
