// /admin's Game day cards and /admin/games' list as served: which buttons
// each game gets and where they lead. Score live of a game to come opens the
// game page's confirmation step (?start=confirm), never a start; each name
// starts with its text; the team picker is a plain GET form.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { GameDay } from "~/components/admin/games/card";
import { AdminGameDays, AdminGamesPicker } from "~/components/admin/games/list";
import type { AdminGameView } from "~/views/admin";

const base: AdminGameView = {
  id: "g1",
  matchup: "Hawks at Saints",
  day: "Sat, Nov 28",
  time: "8:00 AM",
  gym: "Condon School",
  playoff: false,
  state: "upcoming",
  score: null,
  canScore: true,
};

/** The card's buttons: [text, href, accessible name]. */
function buttons(game: Partial<AdminGameView>, today = true) {
  const html = renderToStaticMarkup(
    createElement(GameDay, {
      gameDay: { label: "Sat, Nov 28", today, games: [{ ...base, ...game }] },
    }),
  );
  return [...html.matchAll(/<a ([^>]*class="button[^"]*"[^>]*)>([^<]*)<\/a>/g)].map(
    ([, attrs, text]) => [
      text,
      /href="([^"]*)"/.exec(attrs!)?.[1],
      /aria-label="([^"]*)"/.exec(attrs!)?.[1],
    ],
  );
}

describe("GameDay", () => {
  it("offers Score live (through the confirmation step) and Enter result for a game to come", () => {
    expect(buttons({})).toEqual([
      ["Score live", "/admin/games/g1?start=confirm", "Score live: Hawks at Saints, 8:00 AM"],
      ["Enter result", "/admin/games/g1", "Enter result: Hawks at Saints, 8:00 AM"],
    ]);
  });

  it("a live game: Live and its score, Score live to the scorer", () => {
    const html = renderToStaticMarkup(
      createElement(GameDay, {
        gameDay: {
          label: "Sat, Nov 28",
          today: true,
          games: [{ ...base, state: "live", score: "5–2" }],
        },
      }),
    );
    expect(html).toContain("Live · 5–2");
    // The game page opened on its scorer (#live-scorer), on /admin as on /admin/games.
    expect(buttons({ state: "live", score: "5–2" }).map(([t, h]) => [t, h])).toEqual([
      ["Score live", "/admin/games/g1#live-scorer"],
    ]);
    const list = renderToStaticMarkup(
      createElement(AdminGameDays, {
        title: "Upcoming",
        days: [{ label: "Sat, Nov 28", today: true, games: [{ ...base, state: "live" }] }],
        fold: false,
      }),
    );
    expect(list).toContain('href="/admin/games/g1#live-scorer"');
  });

  it("a final: its score and Edit result; a postponed game: Reschedule", () => {
    expect(buttons({ state: "final", score: "45–40" }).map(([t, h]) => [t, h])).toEqual([
      ["Edit result", "/admin/games/g1"],
    ]);
    expect(buttons({ state: "postponed" }).map(([t, h]) => [t, h])).toEqual([
      ["Reschedule", "/admin/games/g1/schedule"],
    ]);
  });

  it("no Score live while a team is still to be decided (the game page offers none)", () => {
    expect(buttons({ canScore: false }).map(([t]) => t)).toEqual(["Enter result"]);
  });

  it("names the day: today, or the next game day", () => {
    const html = (today: boolean) =>
      renderToStaticMarkup(
        createElement(GameDay, { gameDay: { label: "Sat, Nov 28", today, games: [base] } }),
      );
    expect(html(true)).toContain("Today, Sat, Nov 28");
    expect(html(false)).toContain("Next game day: Sat, Nov 28");
    expect(renderToStaticMarkup(createElement(GameDay, { gameDay: null }))).toContain(
      "No games to come this season.",
    );
  });
});

describe("the game list", () => {
  const day = (label: string, games: Partial<AdminGameView>[]) => ({
    label,
    today: false,
    games: games.map((g, i) => ({ ...base, id: `g${i}`, ...g })),
  });
  const days = [
    day("Sat, Nov 21", [{ state: "final", score: "45–40" }, { state: "no-result" }]),
    day("Sun, Nov 15", [{ state: "final", score: "50–48" }]),
  ];

  it("lists the days to come under headings, one button a row", () => {
    const html = renderToStaticMarkup(
      createElement(AdminGameDays, { title: "Upcoming", days, fold: false }),
    );
    expect(html).toContain('<h3 class="admin-games-day-title">Sat, Nov 21</h3>');
    expect([...html.matchAll(/aria-label="([^"]*)"/g)].map(([, name]) => name)).toEqual([
      "Edit result: Hawks at Saints, Sat, Nov 28, 8:00 AM",
      "Enter result: Hawks at Saints, Sat, Nov 28, 8:00 AM",
      "Edit result: Hawks at Saints, Sat, Nov 28, 8:00 AM",
    ]);
    expect(html).not.toContain("<table");
  });

  it("folds the played days but the latest, and counts the results still missing", () => {
    const html = renderToStaticMarkup(
      createElement(AdminGameDays, { title: "Played", days, fold: true }),
    );
    expect(html.match(/<details[^>]*>/g)).toEqual([
      '<details class="admin-games-day" open="">',
      '<details class="admin-games-day">',
    ]);
    expect(html).toContain("2 games · 1 without a result");
  });

  it("picks a season and a team with a GET form to /admin/games (?season=N&team=ID)", () => {
    const element = createElement(AdminGamesPicker, {
      seasons: [
        { id: 5, name: "Spring 2027" },
        { id: 4, name: "Fall 2026" },
      ],
      seasonId: 5,
      teams: [
        { id: "hawks", name: "Hawks" },
        { id: "saints", name: "Saints" },
      ],
      teamId: "saints",
    });
    const router = createMemoryRouter([{ path: "/admin/games", element }], {
      initialEntries: ["/admin/games?team=saints"],
    });
    const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
    expect(html).toMatch(/<form [^>]*action="\/admin\/games" method="get">/);
    expect(html).toContain('<select id="admin-games-season" name="season">');
    expect(html).toContain('<option value="5" selected="">5: Spring 2027</option>');
    expect(html).toContain('<select id="admin-games-team" name="team">');
    expect(html).toContain('<option value="saints" selected="">Saints</option>');
    expect(html).toContain('<button type="submit" class="button button-secondary">Show</button>');
  });
});
