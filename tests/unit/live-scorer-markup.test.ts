// The courtside phone's live scoring as served (it works without scripts):
// Start asks first and posts its confirmation; chips show whole names; every
// button's accessible name starts with its visible text (WCAG 2.5.3).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LiveScorer, type ScorerTeam } from "~/components/admin/games/live-scorer";
import { LiveStart } from "~/components/admin/games/live-start";
import { liveStartQuestion } from "~/domain/live/start";
import { NOT_STARTED } from "~/domain/live/game";
import { leagueDate } from "~/domain/time/league-time";

const tipOff = leagueDate(2026, 12, 12, 9, 15);
const question = liveStartQuestion(tipOff, leagueDate(2026, 11, 29, 20, 0));

/** Each `<tag …>text</tag>` of the markup: its attributes and its text (tags inside dropped). */
function elements(html: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag}([^>]*)>(.*?)</${tag}>`, "g"))].map(
    ([, attrs, inner]) => ({
      attrs: Object.fromEntries(
        [...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [
          k!,
          v!.replace(/&#x27;/g, "'"),
        ]),
      ),
      inner: inner!,
      text: inner!.replace(/<[^>]*>/g, ""),
    }),
  );
}

describe("LiveStart", () => {
  it("is a link to the confirmation step, which posts nothing by itself", () => {
    const html = renderToStaticMarkup(
      createElement(LiveStart, { gameId: "g1", question, confirming: false }),
    );
    const [link] = elements(html, "a");
    expect([link?.attrs.href, link?.text]).toEqual(["?start=confirm", "Start live scoring"]);
    expect(html).not.toContain("<form");
  });

  it("the confirmation step says how early it is and posts the start confirmed", () => {
    const html = renderToStaticMarkup(
      createElement(LiveStart, { gameId: "g1", question, confirming: true }),
    );
    expect(elements(html, "p").map((p) => p.text)).toEqual([
      "This game starts in 13 days (Sat, Dec 12, 9:15 AM). Start live scoring now?",
    ]);
    const [form] = elements(html, "form");
    expect(form?.attrs).toMatchObject({ method: "post", action: "/admin/games/g1/live" });
    expect(form?.inner).toContain('<input type="hidden" name="intent" value="start"/>');
    expect(form?.inner).toContain('<input type="hidden" name="confirmed" value="yes"/>');
    expect(elements(html, "button").map((b) => b.text)).toEqual(["Yes, start live scoring"]);
    const [cancel] = elements(html, "a");
    expect([cancel?.attrs.href, cancel?.text]).toEqual(["/admin/games/g1", "Cancel"]);
  });
});

describe("LiveScorer", () => {
  const team = (teamId: string, name: string, players: ScorerTeam["players"]): ScorerTeam => ({
    teamId,
    name,
    abbreviation: null,
    players,
  });
  // The scorer follows its game's stream (useRevalidator): it needs a data router.
  const inRouter = (element: ReturnType<typeof createElement>) => {
    const router = createMemoryRouter([{ path: "/", element }]);
    return renderToStaticMarkup(createElement(RouterProvider, { router }));
  };
  const html = inRouter(
    createElement(LiveScorer, {
      gameId: "g1",
      feed: {
        games: [{ gameId: "g1", homeTeamId: "friars", state: { ...NOT_STARTED, phase: "live" } }],
        streamUrl: "/games/g1/live?after=0",
      },
      tapId: "tap-page-0001",
      away: team("saints", "Saints", [
        { playerId: "p38", name: "Jim Cougill", chipName: "J. Cougill", jerseyNumber: 38 },
        { playerId: "p39", name: "Mike Cougill", chipName: "M. Cougill", jerseyNumber: 39 },
      ]),
      home: team("friars", "Friars", [
        { playerId: "p7", name: "Pat Murphy", chipName: "Murphy", jerseyNumber: null },
      ]),
    }),
  );

  it("names each chip by what it shows, the whole name, with the full name as its tooltip", () => {
    const chips = elements(html, "label").filter((l) => l.attrs.title);
    expect(chips.map((c) => [c.text, c.attrs.title])).toEqual([
      ["#38 J. Cougill", "Jim Cougill"],
      ["#39 M. Cougill", "Mike Cougill"],
      ["Murphy", "Pat Murphy"],
    ]);
    // No aria-label: the radio's name is the chip's text.
    expect(html).not.toMatch(/<input[^>]*aria-label/);
  });

  it("starts every button's accessible name with its visible text", () => {
    const buttons = elements(html, "button");
    expect(buttons.map((b) => b.attrs["aria-label"] ?? b.text)).toEqual([
      "+1 Saints",
      "+2 Saints",
      "+3 Saints",
      "Undo Saints's last basket",
      "+1 Friars",
      "+2 Friars",
      "+3 Friars",
      "Undo Friars's last basket",
      "Abandon",
    ]);
    for (const { attrs, text } of buttons) {
      expect((attrs["aria-label"] ?? text).startsWith(text)).toBe(true);
    }
  });
});
