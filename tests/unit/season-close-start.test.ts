// Closing and starting a season (app/domain/season/close.ts, start.ts;
// docs/league-rules.md#seasons): the games that keep a season open, in the
// order the page lists them; the champion a season shows; the name proposed
// for the next season and when it starts; the name's length. Expected values
// are written by hand.
import { describe, expect, it } from "vitest";
import type { Game } from "~/domain/types";
import {
  finalWinner,
  seasonChampionId,
  seasonChampions,
  unresolvedGames,
} from "~/domain/season/close";
import {
  proposedSeasonStart,
  SEASON_NAME_MAX,
  seasonNameFor,
  seasonNameSchema,
} from "~/domain/season/start";

const at = (iso: string) => new Date(iso);

describe("closing a season", () => {
  it("keeps open every game without a result, earliest first (ties by id)", () => {
    const games: Pick<Game, "id" | "status" | "startsAt">[] = [
      { id: "b", status: "scheduled", startsAt: at("2026-03-07T14:00:00Z") },
      { id: "c", status: "completed", startsAt: at("2026-03-01T14:00:00Z") },
      { id: "a", status: "live", startsAt: at("2026-03-07T14:00:00Z") },
      { id: "d", status: "postponed", startsAt: at("2026-02-28T14:00:00Z") },
      { id: "e", status: "scheduled", startsAt: at("2026-04-01T14:00:00Z") },
    ];
    expect(unresolvedGames(games).map((g) => g.id)).toEqual(["d", "a", "b", "e"]);
  });

  const final = (status: string, winnerId: string | null) => ({
    playoffRound: "final" as const,
    status,
    winnerId,
  });
  const semi = { playoffRound: "semifinal" as const, status: "completed", winnerId: "friars" };

  it("takes the completed final's winner, none before the final is played", () => {
    expect(finalWinner([semi, final("completed", "saints")] as never)).toBe("saints");
    expect(finalWinner([semi, final("scheduled", "saints")] as never)).toBeNull();
    expect(finalWinner([semi] as never)).toBeNull();
  });

  it("shows the champion named once closed (none after No champion), else the final's winner", () => {
    const games = [final("completed", "saints")] as never;
    const closedAt = at("2026-05-01T00:00:00Z");
    expect(seasonChampionId({ championTeamId: "friars", closedAt }, games)).toBe("friars");
    expect(seasonChampionId({ championTeamId: null, closedAt }, games)).toBeNull();
    expect(seasonChampionId({ championTeamId: null, closedAt: null }, games)).toBe("saints");
    // Reopened: the field is cleared, but an open season shows its final's winner anyway.
    expect(seasonChampionId({ championTeamId: "friars", closedAt: null }, games)).toBe("saints");
    const champions = seasonChampions(
      [
        { id: 3, championTeamId: "friars", closedAt },
        { id: 4, championTeamId: null, closedAt: null },
        { id: 5, championTeamId: null, closedAt },
      ],
      [
        { ...final("completed", "saints"), seasonId: 3 },
        { ...final("completed", "rovers"), seasonId: 4 },
        { ...final("completed", "saints"), seasonId: 5 },
      ] as never,
    );
    expect([...champions]).toEqual([
      [3, "friars"],
      [4, "rovers"],
    ]);
  });
});

describe("starting the next season", () => {
  it("names it for the part of the year it starts in, on the league's clock", () => {
    expect(seasonNameFor(at("2027-03-01T17:00:00Z"))).toBe("Spring 2027");
    expect(seasonNameFor(at("2027-05-31T17:00:00Z"))).toBe("Spring 2027");
    expect(seasonNameFor(at("2027-06-01T17:00:00Z"))).toBe("Summer 2027");
    expect(seasonNameFor(at("2027-08-31T17:00:00Z"))).toBe("Summer 2027");
    expect(seasonNameFor(at("2027-09-01T17:00:00Z"))).toBe("Fall 2027");
    expect(seasonNameFor(at("2027-11-30T17:00:00Z"))).toBe("Fall 2027");
    expect(seasonNameFor(at("2027-12-01T17:00:00Z"))).toBe("Winter 2027");
    expect(seasonNameFor(at("2027-02-28T17:00:00Z"))).toBe("Winter 2027");
    // 10 PM on Feb 28 in Boston is already March 1 in UTC: still Winter.
    expect(seasonNameFor(at("2027-03-01T03:00:00Z"))).toBe("Winter 2027");
  });

  it("starts the week after the latest game, never before today", () => {
    const today = at("2026-11-28T12:00:00Z");
    expect(proposedSeasonStart(at("2026-11-25T23:00:00Z"), today).toISOString()).toBe(
      "2026-12-02T23:00:00.000Z",
    );
    expect(proposedSeasonStart(at("2026-10-01T23:00:00Z"), today)).toEqual(today);
    expect(proposedSeasonStart(null, today)).toEqual(today);
  });

  it("takes a name of 1 to 40 characters", () => {
    expect(SEASON_NAME_MAX).toBe(40);
    expect(seasonNameSchema.safeParse("x".repeat(40)).success).toBe(true);
    expect(seasonNameSchema.safeParse("x".repeat(41)).success).toBe(false);
    expect(seasonNameSchema.safeParse("").success).toBe(false);
  });
});
