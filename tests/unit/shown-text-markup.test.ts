// Stored text with bidi controls, as the shared components render it
// (docs/security.md#input): a name stored as "Ann\u202Eevil" (an unterminated
// RIGHT-TO-LEFT OVERRIDE, as rows from before the name rule may hold) comes out
// isolated, so it cannot reverse the cell, the score or the button beside it.
// Every text node and attribute of the markup is checked to close what it opens.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignupList } from "~/components/signups/list";
import { PrayerCard } from "~/components/prayers/card";
import { TeamRoster } from "~/components/teams/roster";
import { toCsv } from "~/domain/csv-text";
import { threadComments } from "~/domain/games/comments";
import { fullName, teammateNames } from "~/domain/people/name";
import { displayName } from "~/domain/prayers/prayer";
import { shownText } from "~/domain/shown-text";
import { bidiLeak } from "../support/bidi-leaks";

const HOSTILE = { firstName: "Ann\u202Eevil", lastName: "\u2069Lee\u2066" };
/** What an isolated "Ann\u202Eevil" reads as: FSI, the text, its override closed, PDI. */
const ISOLATED_FIRST = "\u2068Ann\u202Eevil\u202C\u2069";

/** Each text node and attribute value of `html`, entities decoded. */
function pieces(html: string): string[] {
  const decode = (t: string) =>
    t.replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (e) =>
        ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" })[
          e
        ]!,
    );
  const markup = html.replace(/<!--[\s\S]*?-->/g, "");
  return [
    ...[...markup.matchAll(/>([^<]*)</g)].map((m) => decode(m[1]!)),
    ...[...markup.matchAll(/\s[\w:-]+="([^"]*)"/g)].map((m) => decode(m[1]!)),
  ];
}

function expectIsolated(html: string) {
  expect(html).toContain(ISOLATED_FIRST);
  expect(pieces(html).map(bidiLeak).filter(Boolean)).toEqual([]);
}

describe("stored names with bidi controls, on the shared components", () => {
  it("a team's roster names the player isolated, first and last name each", () => {
    const html = renderToStaticMarkup(
      createElement(TeamRoster, {
        caption: "Roster",
        roster: [
          { id: "p1", name: fullName(HOSTILE), jerseyNumber: 7, height: null, isCaptain: true },
        ],
      }),
    );
    expectIsolated(html);
    expect(html).toContain(`${ISOLATED_FIRST} \u2068Lee\u2066\u2069\u2069`);
  });

  it("the public signup list", () => {
    const html = renderToStaticMarkup(
      createElement(SignupList, {
        caption: "Signed up",
        rows: [
          {
            playerId: "p1",
            ...HOSTILE,
            status: "new",
            createdAt: "2026-11-01",
            signedUpOn: "Nov 1",
          },
        ],
      }),
    );
    expectIsolated(html);
  });

  it("a prayer intention's name and message", () => {
    const html = renderToStaticMarkup(
      createElement(PrayerCard, {
        linked: false,
        prayer: {
          id: "x1",
          name: displayName("Ann\u202Eevil"),
          message: shownText("Pray for\u202D us\nand for\u202E them"),
          createdAt: "2026-11-01T12:00:00Z",
          age: "3d ago",
          date: "Sunday, November 1, 2026",
        },
      }),
    );
    expectIsolated(html);
  });

  it("a comment's text and author", () => {
    const [view] = threadComments(
      [
        {
          id: "c1",
          replyToId: null,
          text: "Great game\u202E",
          createdAt: new Date("2026-11-01T12:00:00Z"),
          playerId: "p1",
          ...HOSTILE,
        },
      ],
      new Date("2026-11-02T12:00:00Z"),
    );
    expect(view?.author.startsWith(ISOLATED_FIRST)).toBe(true);
    expect(view?.text).toBe("\u2068Great game\u202E\u202C\u2069");
  });

  it("the live scorer's chips and a CSV line", () => {
    expect(teammateNames([HOSTILE])).toEqual(["\u2068Lee\u2066\u2069\u2069"]);
    expect(toCsv([[HOSTILE.firstName, "617-555-0100"]])).toBe(`${ISOLATED_FIRST},617-555-0100\r\n`);
  });

  it("leaves names without controls exactly as stored", () => {
    expect(fullName({ firstName: "Pat", lastName: "O'Brien" })).toBe("Pat O'Brien");
    expect(displayName("Mary")).toBe("Mary");
  });
});
