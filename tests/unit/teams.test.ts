import { describe, expect, it } from "vitest";
import { toGameCard } from "~/domain/games/card";
import { computeStandings, type StandingRow } from "~/domain/stats/standings";
import {
  conferenceLabel,
  lastAndNextGame,
  sortRoster,
  teamSeasonRecord,
} from "~/domain/teams/pages";
import type { Game } from "~/domain/types";
import { game, result, stat, team } from "./fixtures";

/** The standings line of one team, computed over every team seen in the games. */
function standingsRow(teamId: string, games: Game[]): StandingRow {
  const ids = new Set(games.flatMap((g) => [g.homeTeamId ?? "", g.awayTeamId ?? ""]));
  ids.delete("");
  const rows = computeStandings(
    [...ids].map((id) => team(id)),
    games,
  );
  return rows.find((r) => r.teamId === teamId)!;
}

describe("sortRoster", () => {
  const p = (firstName: string, lastName: string, jerseyNumber: number | null) => ({
    firstName,
    lastName,
    jerseyNumber,
  });

  it("orders by jersey number, numbers not strings (5 before 23 before 100)", () => {
    const sorted = sortRoster([p("A", "A", 23), p("B", "B", 100), p("C", "C", 5), p("D", "D", 0)]);
    expect(sorted.map((x) => x.jerseyNumber)).toEqual([0, 5, 23, 100]);
  });

  it("puts players without a number last, and breaks ties by last then first name", () => {
    const sorted = sortRoster([
      p("Zed", "Nobody", null),
      p("Bo", "Smith", 12),
      p("Al", "Smith", 12),
      p("Cy", "Adams", 12),
      p("Ann", "Abbot", null),
    ]);
    expect(sorted.map((x) => `${x.firstName} ${x.lastName}`)).toEqual([
      "Cy Adams",
      "Al Smith",
      "Bo Smith",
      "Ann Abbot",
      "Zed Nobody",
    ]);
  });

  it("does not change the list it is given", () => {
    const list = [p("A", "A", 2), p("B", "B", 1)];
    sortRoster(list);
    expect(list.map((x) => x.jerseyNumber)).toEqual([2, 1]);
  });
});

describe("teamSeasonRecord", () => {
  const games = [
    result("a", 50, "b", 40, "2025-06-01T12:00:00Z"),
    result("c", 60, "a", 41, "2025-06-02T12:00:00Z"),
    result("a", 45, "d", 45, "2025-06-03T12:00:00Z"), // tie goes to home: a wins
    game({ homeTeamId: "a", awayTeamId: "b", status: "scheduled" }),
    game({ homeTeamId: "a", awayTeamId: "c", status: "postponed" }),
    result("a", 70, "c", 60, "2025-07-01T12:00:00Z", { type: "playoff" }),
    result("b", 70, "a", 60, "2025-07-02T12:00:00Z", { type: "playoff" }),
  ];

  it("counts completed regular-season games like the standings do", () => {
    const record = teamSeasonRecord("a", games);
    expect(record.regular).toEqual({ wins: 2, losses: 1 });
    const row = standingsRow("a", games);
    expect(record.regular).toEqual({ wins: row.wins, losses: row.losses });
  });

  it("keeps playoff games apart, and null without any", () => {
    expect(teamSeasonRecord("a", games).playoffs).toEqual({ wins: 1, losses: 1 });
    expect(teamSeasonRecord("d", games).playoffs).toBeNull();
    expect(teamSeasonRecord("nobody", games)).toEqual({
      regular: { wins: 0, losses: 0 },
      playoffs: null,
    });
  });
});

describe("lastAndNextGame", () => {
  const now = new Date("2025-06-10T12:00:00Z");
  it("takes the newest completed game and the earliest upcoming one", () => {
    const games = [
      result("a", 50, "b", 40, "2025-06-01T12:00:00Z", { id: "old" }),
      result("a", 50, "b", 40, "2025-06-08T12:00:00Z", { id: "last" }),
      game({ id: "postponed", status: "postponed", startsAt: new Date("2025-06-09T12:00:00Z") }),
      game({ id: "later", startsAt: new Date("2025-06-20T12:00:00Z") }),
      game({ id: "next", startsAt: new Date("2025-06-12T12:00:00Z") }),
      game({ id: "moved", status: "postponed", startsAt: new Date("2025-06-11T12:00:00Z") }),
    ];
    const { last, next } = lastAndNextGame(games, now);
    expect(last?.id).toBe("last");
    expect(next?.id).toBe("next");
  });

  it("takes a forfeit as the last game: its card says Forfeit and marks the winner", () => {
    const forfeit = result("a", 20, "b", 0, "2025-06-08T12:00:00Z", { id: "forfeit" });
    const games = [result("a", 50, "b", 40, "2025-06-01T12:00:00Z"), forfeit];
    const { last } = lastAndNextGame(games, now);
    expect(last?.id).toBe("forfeit");
    const teamsById = new Map([team("a"), team("b")].map((t) => [t.id, t]));
    const card = toGameCard(last!, teamsById, [stat({ status: "forfeit" })]);
    expect(card.display).toBe("forfeit");
    expect([card.home.won, card.away.won]).toEqual([true, false]);
    expect([card.home.score, card.away.score]).toEqual([20, 0]);
  });

  it("gives nulls for a team without games", () => {
    expect(lastAndNextGame([], now)).toEqual({ live: [], last: null, next: null });
  });

  it("puts a live game apart, first: never the last or the next game", () => {
    const games = [
      result("a", 50, "b", 40, "2025-06-08T12:00:00Z", { id: "last" }),
      // Started on time (before now) and started early (tip-off still ahead).
      game({ id: "live", status: "live", startsAt: new Date("2025-06-10T11:00:00Z") }),
      game({ id: "early", status: "live", startsAt: new Date("2025-06-10T13:00:00Z") }),
      game({ id: "next", startsAt: new Date("2025-06-12T12:00:00Z") }),
    ];
    const { live, last, next } = lastAndNextGame(games, now);
    expect(live.map((g) => g.id)).toEqual(["live", "early"]);
    expect(last?.id).toBe("last");
    expect(next?.id).toBe("next");
  });
});

describe("small formatters", () => {
  it("formats conferences", () => {
    expect(conferenceLabel("west")).toBe("Western Conference");
    expect(conferenceLabel("east")).toBe("Eastern Conference");
  });
});
