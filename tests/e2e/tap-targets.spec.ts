// Tap targets on a phone (WCAG 2.2 AA 2.5.8 "Target Size (Minimum)"): every
// link, button and field is at least 24x24 CSS px, or spaced so that a 24 px
// circle centred on it touches no other target. Links inside running text are
// exempt (WCAG's "inline" exception). Primary actions (sign in, In/Maybe/Out,
// Score live, Save) are at least 44 px tall: they are what a thumb is for.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_ADMIN, signInWithPassword } from "./auth";
import { generateDemoLeague } from "../../app/demo/generate";
import { E2E_NOW } from "./support";

// The demo league is deterministic: the same ids as the server's.
const league = generateDemoLeague({ now: new Date(E2E_NOW) });
const team = league.teams[0]!;
const seasonOf = new Map(league.games.map((g) => [g.id, g.seasonId]));
/** The player with the most seasons: his page has a row (and a link) per season. */
const player = league.players
  .map((p) => ({
    p,
    seasons: new Set(
      league.gameStats.filter((s) => s.playerId === p.id).map((s) => seasonOf.get(s.gameId)),
    ).size,
  }))
  .sort((a, b) => b.seasons - a.seasons)[0]!.p;
const finalGame = league.games.find(
  (g) =>
    g.seasonId === 4 &&
    g.winnerId &&
    league.gameStats.some((s) => s.gameId === g.id && s.status === "played"),
)!;

const upcomingGame = league.games.find(
  (g) => g.seasonId === 4 && g.status === "scheduled" && g.startsAt! > new Date(E2E_NOW),
)!;

const PUBLIC_PAGES = [
  "/",
  "/teams",
  `/teams/${team.id}`,
  "/schedule",
  "/seasons",
  "/seasons/4",
  "/records",
  "/draft",
  "/players",
  `/players/${player.id}`,
  `/games/${finalGame.id}`,
  "/prayer-intentions",
  "/signup",
  "/login",
  // The emailed sign-in link's page (a well-formed token: it only asks).
  "/login/verify?token=e2eTokenNeverSentE2eTokenNeverSent&redirect=%2Faccount",
  "/our-story",
  "/southietimes",
];

const ADMIN_PAGES = [
  "/admin",
  "/admin/games",
  "/admin/seasons",
  "/admin/seasons/4",
  "/admin/signups",
  "/admin/players",
  "/admin/teams",
];

/**
 * The page's targets under 24x24 px whose 24 px circle (centred on the target)
 * overlaps another target's box, as "text (w×h)".
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";

    /**
     * A link inside running text: its nearest block ancestor also holds text
     * that is not in the link (a sentence around it). Such a link is as tall
     * as its line by design, and WCAG exempts it ("the target is in a sentence
     * or its size is otherwise constrained by the line-height of non-target
     * text"). A link alone in its block, or next to other links only, is not.
     */
    function isInline(el: Element): boolean {
      if (el.tagName !== "A") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) {
        block = block.parentElement;
      }
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        // Text inside another link or button is another target, not the sentence.
        if (node.parentElement?.closest(SELECTOR)) continue;
        return true;
      }
      return false;
    }

    /** A target's box; a checkbox or radio counts with its label (clicking either toggles it). */
    function boxOf(el: Element): DOMRect {
      const own = el.getBoundingClientRect();
      if (!(el instanceof HTMLInputElement) || !/^(checkbox|radio)$/.test(el.type)) return own;
      const label = el.labels?.[0];
      if (!label) return own;
      const l = label.getBoundingClientRect();
      const left = Math.min(own.left, l.left);
      const top = Math.min(own.top, l.top);
      return new DOMRect(
        left,
        top,
        Math.max(own.right, l.right) - left,
        Math.max(own.bottom, l.bottom) - top,
      );
    }

    const targets = [...document.querySelectorAll(SELECTOR)]
      .filter((el) => {
        // A chart's bars (a team's form: each game's page): their places and
        // widths are the data, as a map's points are (WCAG's "Essential"
        // exception); each answers over its whole column.
        if (el.closest("svg.chart-svg")) return false;
        // Targets the user can see: not in the closed menu or a closed
        // <details> (whose content checkVisibility reports as hidden).
        const r = el.getBoundingClientRect();
        return el.checkVisibility({ visibilityProperty: true }) && r.width > 0 && r.height > 0;
      })
      // A button inside a summary or a link (rare) is the same target.
      .filter((el) => !el.parentElement?.closest(SELECTOR))
      .map((el) => ({ el, box: boxOf(el) }));

    /** Whether a circle of radius 12 around (x, y) touches the rect. */
    const touches = (x: number, y: number, r: DOMRect) => {
      const dx = Math.max(r.left - x, 0, x - r.right);
      const dy = Math.max(r.top - y, 0, y - r.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };

    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
    const found: string[] = [];
    for (const { el, box } of targets) {
      if (!small(box) || isInline(el)) continue;
      const [x, y] = centre(box);
      // Crowded: the circle touches another target, or another small target's
      // own circle (WCAG's spacing test, as the two circles must not meet).
      const crowded = targets.some((other) => {
        if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
        if (touches(x, y, other.box)) return true;
        if (!small(other.box) || isInline(other.el)) return false;
        const [ox, oy] = centre(other.box);
        return (ox - x) ** 2 + (oy - y) ** 2 < 24 * 24;
      });
      const name =
        (el.textContent?.trim() || el.getAttribute("aria-label") || el.getAttribute("name")) ?? "";
      const size = `${Math.round(box.width)}×${Math.round(box.height)}`;
      if (crowded) found.push(`${el.tagName.toLowerCase()} "${name.slice(0, 40)}" (${size})`);
    }
    return found;
  });
}

/** The visible buttons and links whose accessible name matches, under 44 px tall. */
async function shortPrimaryActions(page: Page, name: RegExp): Promise<string[]> {
  const actions = page.getByRole("button", { name }).or(page.getByRole("link", { name }));
  await expect(actions.first()).toBeVisible();
  const short: string[] = [];
  for (const action of await actions.all()) {
    const box = await action.boundingBox();
    if (box && box.height < 44) {
      short.push(`"${await action.textContent()}" (${Math.round(box.height)} px tall)`);
    }
  }
  return short;
}

/** The elements shorter than `height` (or narrower than `width`), as "text (w×h)". */
async function undersized(targets: Locator, height: number, width = 0): Promise<string[]> {
  await expect(targets.first()).toBeVisible();
  const boxes = await targets.evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent?.trim(), box: el.getBoundingClientRect().toJSON() })),
  );
  return boxes
    .filter(({ box }) => box.height < height || box.width < width)
    .map(({ text, box }) => `${text} (${Math.round(box.width)}×${Math.round(box.height)})`);
}

async function check(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    for (const target of await smallTargets(page)) problems.push(`${path}: ${target}`);
  }
  expect(problems, "targets under 24x24 px with another target within 12 px").toEqual([]);
}

test.describe("tap targets", () => {
  test.skip(({ isMobile }) => !isMobile, "tap targets are measured on a phone");

  test("every public page's targets are 24x24 px or spaced apart", async ({ page }) => {
    test.setTimeout(90_000);
    await check(page, PUBLIC_PAGES);
  });

  // The links the issue measured (footer 37 px tall, season links 10×18,
  // "Full standings" 96×16, "← All games" 19 px): spaced enough for WCAG, yet
  // fiddly for a thumb, so they stay a thumb's height (season links 24 px square).
  test("links standing alone are a thumb's height", async ({ page }) => {
    await page.goto("/");
    expect(await undersized(page.getByRole("link", { name: "Full standings" }), 44)).toEqual([]);
    expect(await undersized(page.locator(".site-footer-links a"), 44)).toEqual([]);
    await page.goto(`/players/${player.id}`);
    expect(await undersized(page.getByRole("link", { name: /^Season \d+$/ }), 24, 24)).toEqual([]);
  });

  // Issue 41: the standings race's chips were 32 px tall.
  test("the standings race's Highlight a team chips are a thumb's height", async ({ page }) => {
    await page.goto("/seasons/4");
    const chips = page.getByRole("navigation", { name: "Highlight a team:" }).getByRole("link");
    expect(await chips.count()).toBeGreaterThan(1);
    expect(await undersized(chips, 44, 44)).toEqual([]);
  });

  test("the account page's targets, and In / Maybe / Out is thumb-sized", async ({ page }) => {
    await page.goto("/login");
    expect(await shortPrimaryActions(page, /^Sign in$/)).toEqual([]);
    await page.goto("/login/verify?token=e2eTokenNeverSentE2eTokenNeverSent");
    expect(await shortPrimaryActions(page, /^Sign in$/)).toEqual([]);
    await signInWithPassword(page, "player@example.org");
    await check(page, ["/account"]);
    expect(await shortPrimaryActions(page, /^(In|Maybe|Out)$/)).toEqual([]);
  });

  test("the admin pages' targets, and Score live / Save are thumb-sized", async ({ page }) => {
    test.setTimeout(90_000);
    await signInWithPassword(page, DEMO_ADMIN);
    await check(page, ADMIN_PAGES);
    // Game day's card buttons: at the pinned clock today's games are played
    // (Edit result), so Score live is checked as the game page's Start live scoring.
    await page.goto("/admin");
    expect(
      await shortPrimaryActions(page, /^(Score live|Enter result|Edit result|Reschedule): /),
    ).toEqual([]);
    await page.goto(`/admin/games/${finalGame.id}`);
    expect(await undersized(page.getByRole("link", { name: "← All games" }), 44)).toEqual([]);
    await page.goto(`/admin/games/${upcomingGame.id}`);
    expect(await shortPrimaryActions(page, /^Start live scoring$/)).toEqual([]);
    expect(await shortPrimaryActions(page, /^Save$/)).toEqual([]);
  });
});
