// The schedule's results as served (kept as server markup, so what the server
// writes is what a phone gets): months fold natively, the month of the latest
// results is open, not a month holding only a postponed game, and each day
// has its header.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScheduleResults } from "~/components/schedule/results";
import { toGameCard } from "~/domain/games/card";
import { groupByDay, groupByMonth, monthToOpen } from "~/domain/schedule/page";
import type { Game } from "~/domain/types";
import { game } from "./fixtures";

const teams = new Map([
  ["home", { id: "home", name: "Saints", abbreviation: "SAI", color: "#a3195b" }],
  ["away", { id: "away", name: "Friars", abbreviation: "FRI", color: "#7a5230" }],
]);
const final = (id: string, iso: string) =>
  game({
    id,
    status: "completed",
    startsAt: new Date(iso),
    homeScore: 50,
    awayScore: 40,
    winnerId: "home",
  });

/** What loadSchedulePage builds from a newest-first list of results. */
function resultsOf(past: Game[]) {
  return {
    months: groupByMonth(past).map((m) => ({
      ...m,
      items: groupByDay(m.items).map((d) => ({
        ...d,
        items: d.items.map((g) => toGameCard(g, teams, [])),
      })),
    })),
    openMonth: monthToOpen(past),
  };
}

describe("ScheduleResults", () => {
  it("opens November's results under their days, not December's postponed game", () => {
    const html = renderToStaticMarkup(
      createElement(ScheduleResults, {
        results: resultsOf([
          game({ id: "ppd", status: "postponed", startsAt: new Date("2026-12-06T14:15:00Z") }),
          final("sun", "2026-11-22T13:00:00Z"),
          final("sat", "2026-11-21T13:00:00Z"),
        ]),
      }),
    );
    const months = [...html.matchAll(/<details([^>]*)><summary>(.*?)<\/summary>/g)].map(
      ([, attrs, summary]) => [
        / open=""/.test(attrs!),
        summary!
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      ],
    );
    expect(months).toEqual([
      [false, "December 2026 1 game, 1 postponed"],
      [true, "November 2026 2 games"],
    ]);
    const days = [...html.matchAll(/<h3 class="game-day-title">([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(days).toEqual(["Sunday, December 6", "Sunday, November 22", "Saturday, November 21"]);
    expect(html).toMatch(/aria-label="Friars at Saints, Postponed/);
  });
});
