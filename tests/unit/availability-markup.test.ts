// The controls that save as they change, as served (before any script runs):
// In / Maybe / Out are submit buttons of a plain post form, the sub days and
// the email choices keep their Save button (the page's script hides it and
// saves each change), and each has a live region (role="status") that is
// there, empty, before anything is said, so its text is announced.
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AccountAlerts } from "~/components/account/alerts";
import { SubDays } from "~/components/account/availability";
import { AnswerButtons } from "~/components/availability/answer-buttons";
import { GameAvailability } from "~/components/availability/game";
import { refusal } from "~/form-reply";

function served(element: ReactElement, path = "/account") {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

/** The tag of the one element whose attributes include `attr` (in any order). */
function tag(html: string, name: string, attr: string) {
  const found = [...html.matchAll(new RegExp(`<${name} [^>]*>`, "g"))].filter(([t]) =>
    t.includes(attr),
  );
  expect(found, attr).toHaveLength(1);
  return found[0]![0];
}

const EMPTY_STATUS = '<p class="save-status" role="status"></p>';

describe("AnswerButtons", () => {
  const html = served(
    createElement(AnswerButtons, {
      label: "Your answer",
      answer: "maybe",
      fields: { gameId: "g1" },
    }),
  );

  it("posts a plain form: the answer is the pressed submit button's value", () => {
    const form = tag(html, "form", 'class="answer-form"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/account"');
    expect(html).toContain('<input type="hidden" name="intent" value="availability"/>');
    expect(html).toContain('<input type="hidden" name="gameId" value="g1"/>');
    expect(html).not.toContain('name="stay"');
    const buttons = [...html.matchAll(/<button ([^>]*)>(\w+)</g)].map(([, attrs, text]) => [
      attrs!.includes('type="submit"') && attrs!.includes('name="answer"'),
      /value="(\w+)"/.exec(attrs!)?.[1],
      /aria-pressed="(\w+)"/.exec(attrs!)?.[1],
      text,
    ]);
    expect(buttons.map(([, ...rest]) => rest)).toEqual([
      ["in", "false", "In"],
      ["maybe", "true", "Maybe"],
      ["out", "false", "Out"],
    ]);
    expect(buttons.every(([submits]) => submits)).toBe(true);
  });

  it("has its live region, empty until a tap says something", () => {
    expect(html).toContain(EMPTY_STATUS);
    expect(html).not.toContain('role="alert"');
  });
});

describe("the game page's Availability", () => {
  const member = (playerId: string, name: string, canSet: boolean) => ({
    playerId,
    name,
    isSub: false,
    answer: "in" as const,
    canSet,
  });
  const view = (canSet: boolean) => ({
    gameId: "g1",
    day: "Sat, Nov 28",
    closesAt: "2026-11-28T13:00:00.000Z",
    teams: [
      {
        teamId: "saints",
        teamName: "Saints",
        counts: "In 2 · Maybe 0 · Out 0 · No answer 0",
        groups: [
          {
            label: "In",
            members: [member("p1", "Pat Murphy", canSet), member("p2", "Joe Doyle", canSet)],
          },
        ],
      },
    ],
    mine: { teamName: "Saints", answer: null },
    subOffer: null,
    subList: null,
  });
  const statuses = (html: string) => html.split(EMPTY_STATUS).length - 1;

  it("his own buttons have their live region; a captain's per-name controls share the team's", () => {
    const captain = served(
      createElement(GameAvailability, { view: view(true), reply: undefined }),
      "/games/g1",
    );
    expect(captain).toContain('aria-label="Answer for Pat Murphy"');
    expect(tag(captain, "input", 'value="p2"')).toContain('name="playerId"');
    // Your answer's, and the Saints card's (not one per name).
    expect(statuses(captain)).toBe(2);
    const player = served(
      createElement(GameAvailability, { view: view(false), reply: undefined }),
      "/games/g1",
    );
    expect(player).not.toContain("Answer for Pat Murphy");
    expect(statuses(player)).toBe(1);
  });

  it("offers to sub with a plain post, and its live region", () => {
    const html = served(
      createElement(GameAvailability, {
        view: { ...view(false), teams: [], mine: null, subOffer: { offered: false } },
        reply: undefined,
      }),
      "/games/g1",
    );
    expect(tag(html, "input", 'name="available"')).toContain('value="yes"');
    expect(html).toContain("I can sub on Sat, Nov 28");
    expect(statuses(html)).toBe(1);
  });
});

describe("/account's sub days", () => {
  const subDays = {
    soon: [
      { day: "2026-11-28", label: "Sat, Nov 28", offered: true },
      { day: "2026-11-29", label: "Sun, Nov 29", offered: false },
    ],
    later: [
      { day: "2027-01-09", label: "Sat, Jan 9", offered: true },
      { day: "2027-01-10", label: "Sun, Jan 10", offered: false },
    ],
  };
  const page = (saved: boolean) => served(createElement(SubDays, { days: subDays, saved }));

  it("ticks the days he is on, with a Save button for a page without JavaScript", () => {
    const html = page(false);
    expect(html).toContain('<input type="hidden" name="intent" value="sub-days"/>');
    expect(tag(html, "input", 'value="2026-11-28"')).toContain('checked=""');
    expect(tag(html, "input", 'value="2026-11-29"')).not.toContain("checked");
    expect(html).toContain('<button type="submit" class="button">Save sub days</button>');
    expect(html).toContain(EMPTY_STATUS);
  });

  it("keeps the days after the next four weeks behind More dates, still in the form", () => {
    const html = page(false);
    const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
    expect(form).toMatch(
      /<details class="sub-days-more"><summary>More dates \(2 more, 1 ticked\)<\/summary>/,
    );
    expect(tag(form, "input", 'value="2027-01-09"')).toContain('checked=""');
    expect(form.indexOf('value="2026-11-29"')).toBeLessThan(form.indexOf("<details"));
    expect(form.indexOf('value="2027-01-10"')).toBeGreaterThan(form.indexOf("<details"));
  });

  it("says they are saved after the plain post", () => {
    expect(page(true)).toContain(
      '<p class="save-status" role="status">Your sub days are saved.</p>',
    );
  });
});

describe("/account's email choices", () => {
  const alerts = { gameChanges: true, results: false, reminders: true };
  const page = (saved: boolean, lastResult?: ReturnType<typeof refusal>) =>
    served(createElement(AccountAlerts, { alerts, email: "pat@example.org", saved, lastResult }));

  it("ticks what he chose, with a Save button for a page without JavaScript", () => {
    const html = page(false);
    expect(tag(html, "input", 'name="gameChanges"')).toContain('checked=""');
    expect(tag(html, "input", 'name="results"')).not.toContain("checked");
    expect(tag(html, "input", 'name="reminders"')).toContain('checked=""');
    expect(html).toContain('<button type="submit" class="button">Save emails</button>');
    expect(html).toContain(EMPTY_STATUS);
  });

  it("says they are saved, or the refusal as an alert", () => {
    expect(page(true)).toContain(
      '<p class="save-status" role="status">Your email choices are saved.</p>',
    );
    expect(page(false, refusal("Not now."))).toContain(
      '<p class="form-error" role="alert">Not now.</p>',
    );
  });
});
