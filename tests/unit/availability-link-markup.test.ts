// The answer page of a reminder's link as served (before any script runs,
// and what a scanner sees): the three answers with the one the link names
// chosen, a sentence saying nothing is saved until he taps, a plain post
// form to the link's own address, and an empty live region; after the post,
// the live region says what was saved.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AnswerPage } from "~/pages/availability-links.server";
import Availability from "~/routes/availability";

const ACTION = "/availability?g=g1&p=p1&s=sig";

const asked: AnswerPage = {
  state: "ask",
  action: ACTION,
  game: {
    gameId: "g1",
    matchup: "Friars at Shamrocks",
    day: "Sat, Nov 28",
    time: "7:00 PM",
    place: "Parish Hall",
  },
  teamName: "Shamrocks",
  firstName: "Pat",
  current: null,
  suggested: "out",
  message: null,
};

function served(loaderData: AnswerPage, actionData?: AnswerPage) {
  const element = createElement(Availability as never, { loaderData, actionData, params: {} });
  const router = createMemoryRouter([{ path: "/availability", element }], {
    initialEntries: ["/availability?g=g1&p=p1&a=out&s=sig"],
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const radios = (html: string) =>
  [...html.matchAll(/<input ([^>]*)\/>/g)]
    .map(([, attrs]) => attrs!)
    .filter((attrs) => attrs.includes('type="radio"'))
    .map((attrs) => [/value="(\w+)"/.exec(attrs)?.[1], attrs.includes("checked")]);

describe("the answer link's page", () => {
  it("shows the link's answer chosen, not saved, in a plain post form", () => {
    const html = served(asked);
    expect(radios(html)).toEqual([
      ["in", false],
      ["maybe", false],
      ["out", true],
    ]);
    expect(html).toContain("It is not saved yet: tap <strong>Save my answer</strong>");
    const form = /<form [^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${ACTION.replaceAll("&", "&amp;")}"`);
    expect(html).toMatch(/<button type="submit" class="button"[^>]*>Save my answer<\/button>/);
    expect(html).toContain('<p class="save-status" role="status"></p>');
  });

  it("once posted, says what was saved in the live region", () => {
    const html = served(asked, {
      ...asked,
      state: "done",
      current: "out",
      message: "You're out for Friars at Shamrocks, Sat, Nov 28 at 7:00 PM.",
    });
    expect(html).toContain(
      '<p class="save-status" role="status">Saved. You&#x27;re out for Friars at Shamrocks, Sat, Nov 28 at 7:00 PM.</p>',
    );
    expect(html).toContain("Thanks, Pat");
  });
});
