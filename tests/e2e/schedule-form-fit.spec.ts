// The schedule generator's slots on a phone (issue 41): every gym's whole
// name shows in its field. "South Boston Catholic Academy" beside a time was
// cut to "South Boston Cath…", and the admin could not tell the gym he chose.
// Season 5 is started on a server of this file's own (the generator is for a
// season without a published schedule), so it runs on the phone only.
import { expect, test } from "./fixtures";
import { signInAdmin, startOwnServer, type OwnServer } from "./own-server";

test.skip(({ isMobile }) => !isMobile, "the cut-off names were on a phone");

let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer("schedule-form-fit");
});
test.afterAll(async () => {
  await server?.stop();
});

test("the generator's slots show each gym's whole name on a phone", async ({ page }) => {
  const url = server!.url;
  await signInAdmin(page, url, "/admin/seasons");
  await page.getByRole("button", { name: "Start next season" }).click();
  await expect(page).toHaveURL(/\/admin\/seasons\/5\?started=1$/);
  await page.goto(`${url}/admin/seasons/5/schedule`);
  const gyms = page.getByRole("combobox", { name: /^Slot \d+ gym$/ });
  await expect(gyms.first()).toHaveValue("sbca");
  // For each field, every gym it offers, measured in the field's own font,
  // against the room the field gives its text (inside its padding and arrow).
  const cut = await gyms.evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select);
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return [...select.options].flatMap((option) => {
        const text = document.createElement("span");
        text.style.font = style.font;
        text.style.position = "absolute";
        text.style.whiteSpace = "pre";
        text.textContent = option.text;
        document.body.append(text);
        const width = text.getBoundingClientRect().width;
        text.remove();
        // The menu arrow takes about 20 px inside the padding box.
        return width > room - 20
          ? [`${select.name}: "${option.text}" ${Math.round(width)} px in ${Math.round(room)}`]
          : [];
      });
    }),
  );
  expect(cut, "gym names cut off").toEqual([]);
  // Nothing wider than the screen either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
