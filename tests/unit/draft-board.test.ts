import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultDraftWindows, snakeDraftOrder } from "~/domain/draft/order";
import {
  buildDraftBoard,
  draftPageOrder,
  draftPageOrderChangesAt,
  draftRoundsNeeded,
  nextPick,
  nobodyToDraftText,
  showsCurrentSeasonColumn,
  type MadePick,
} from "~/domain/draft/board";
import { leagueDate } from "~/domain/time/league-time";

const teams = Array.from({ length: 16 }, (_, i) => `t${i + 1}`);
const windows = defaultDraftWindows({ year: 2025, month: 5, day: 15 });
/** The first `n` picks made by the snake order's teams. */
const made = (n: number): MadePick[] =>
  Array.from({ length: n }, (_, i) => {
    const round = Math.floor(i / 16);
    const seat = i % 16;
    const teamId = teams[round % 2 === 0 ? seat : 15 - seat] ?? "";
    return { pickNumber: i + 1, teamId, playerId: `p${i + 1}` };
  });

describe("draftRoundsNeeded", () => {
  it.each([
    [0, 0, 1],
    [0, 16, 1],
    [0, 17, 2],
    [157, 8, 11],
    [160, 0, 10],
    [20, 0, 2],
  ])("%s made + %s waiting with 16 teams → %s rounds", (picksMade, waiting, rounds) => {
    expect(draftRoundsNeeded(16, picksMade, waiting)).toBe(rounds);
  });

  it("has no rounds without teams", () => {
    expect(draftRoundsNeeded(0, 0, 10)).toBe(0);
  });
});

describe("buildDraftBoard", () => {
  const before = leagueDate(2025, 5, 1, 12, 0);

  it("groups the snake order by round: round 2 opens with round 1's last team", () => {
    const board = buildDraftBoard({ order: teams, rounds: 3, picks: [], windows, now: before });
    expect(board.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(board[0]?.picks.map((p) => p.teamId)).toEqual(teams);
    expect(board[1]?.picks[0]).toMatchObject({ pickNumber: 17, teamId: "t16" });
    expect(board[1]?.picks[15]).toMatchObject({ pickNumber: 32, teamId: "t1" });
    expect(board[2]?.picks[0]).toMatchObject({ pickNumber: 33, teamId: "t1" });
  });

  it("fills made picks in order and puts only the current pick on the clock before the windows", () => {
    const board = buildDraftBoard({
      order: teams,
      rounds: 2,
      picks: made(20),
      windows,
      now: before,
    });
    const picks = board.flatMap((r) => r.picks);
    expect(picks.slice(0, 20).every((p) => p.playerId !== null && !p.onTheClock)).toBe(true);
    expect(picks[19]?.playerId).toBe("p20");
    expect(picks.filter((p) => p.onTheClock).map((p) => p.pickNumber)).toEqual([21]);
    expect(picks.slice(21).every((p) => p.playerId === null)).toBe(true);
  });

  it("gives every pick its 30-minute slot, the first at 17:00 on the first day", () => {
    const board = buildDraftBoard({ order: teams, rounds: 1, picks: [], windows, now: before });
    expect(board[0]?.picks[0]?.scheduledAt).toEqual(leagueDate(2025, 5, 15, 17, 0));
    expect(board[0]?.picks[1]?.scheduledAt).toEqual(leagueDate(2025, 5, 15, 17, 30));
  });

  it("puts picks whose slot has passed on the clock, even if earlier ones are still open", () => {
    // 18:10 on day one: slots 17:00, 17:30 and 18:00 have opened; 2 picks made.
    const now = leagueDate(2025, 5, 15, 18, 10);
    const board = buildDraftBoard({ order: teams, rounds: 1, picks: made(2), windows, now });
    expect(board[0]?.picks.filter((p) => p.onTheClock).map((p) => p.pickNumber)).toEqual([3]);
    const later = leagueDate(2025, 5, 15, 19, 5);
    const behind = buildDraftBoard({
      order: teams,
      rounds: 1,
      picks: made(2),
      windows,
      now: later,
    });
    expect(behind[0]?.picks.filter((p) => p.onTheClock).map((p) => p.pickNumber)).toEqual([
      3, 4, 5,
    ]);
  });

  it("has no scheduled time for picks beyond the last window", () => {
    // The four windows hold 12 + 29 + 29 + 25 = 95 slots.
    const board = buildDraftBoard({ order: teams, rounds: 7, picks: [], windows, now: before });
    const picks = board.flatMap((r) => r.picks);
    expect(picks[94]?.scheduledAt).not.toBeNull();
    expect(picks[95]?.scheduledAt).toBeNull();
  });

  it("shows the team that really made a pick", () => {
    const traded = [{ pickNumber: 1, teamId: "t9", playerId: "p1" }];
    const board = buildDraftBoard({ order: teams, rounds: 1, picks: traded, windows, now: before });
    expect(board[0]?.picks[0]).toMatchObject({ teamId: "t9", playerId: "p1" });
  });

  it("never puts a made pick on the clock, even one recorded ahead of an open pick", () => {
    // Pick 2 left open (an admin's correction), pick 3 made; every slot has passed.
    const picks = made(3).filter((p) => p.pickNumber !== 2);
    const late = leagueDate(2025, 5, 25, 12);
    const board = buildDraftBoard({ order: teams, rounds: 1, picks, windows, now: late });
    const onClock = board[0]!.picks.filter((p) => p.onTheClock).map((p) => p.pickNumber);
    expect(onClock).not.toContain(1);
    expect(onClock).not.toContain(3);
    expect(onClock).toContain(4);
  });

  it("has nothing on the clock when every pick is made", () => {
    const board = buildDraftBoard({
      order: teams,
      rounds: 2,
      picks: made(32),
      windows,
      now: before,
    });
    expect(board.flatMap((r) => r.picks).some((p) => p.onTheClock)).toBe(false);
  });
});

describe("showsCurrentSeasonColumn", () => {
  const after = leagueDate(2025, 6, 8, 0, 0);
  it.each([
    ["before the date, no stats", leagueDate(2025, 6, 1), false, false],
    ["at the date, no stats", after, false, false],
    ["after the date, no stats", leagueDate(2025, 6, 9), false, true],
    ["before the date, with stats", leagueDate(2025, 6, 1), true, true],
  ])("%s → %s", (_, now, hasStats, shown) => {
    expect(showsCurrentSeasonColumn(after, now, hasStats)).toBe(shown);
  });

  it("shows the column when the season sets no date", () => {
    expect(showsCurrentSeasonColumn(null, leagueDate(2025, 6, 1), false)).toBe(true);
  });
});

describe("draftPageOrder", () => {
  // The 2025 draft's windows: 15-18 May.
  const before = leagueDate(2025, 5, 10, 12);
  const during = leagueDate(2025, 5, 16, 12);
  const after = leagueDate(2025, 6, 20, 12);

  it("shows the board first before the draft: the order and when each team picks", () => {
    expect(draftPageOrder({ picksMade: 0, waiting: 160, windows, now: before })).toEqual([
      "board",
      "players",
    ]);
    // No windows set (an import, Start next season) and no pick made yet.
    expect(draftPageOrder({ picksMade: 0, waiting: 160, windows: [], now: during })).toEqual([
      "board",
      "players",
    ]);
  });

  it("shows the available players first once a window opens or a pick is made, while players wait", () => {
    expect(draftPageOrder({ picksMade: 0, waiting: 160, windows, now: during })).toEqual([
      "players",
      "board",
    ]);
    expect(draftPageOrder({ picksMade: 40, waiting: 120, windows: [], now: before })).toEqual([
      "players",
      "board",
    ]);
    // Late signups still to be drafted after the windows: the draft goes on.
    expect(draftPageOrder({ picksMade: 157, waiting: 8, windows, now: after })).toEqual([
      "players",
      "board",
    ]);
  });

  it("turns by the clock only when the first window opens", () => {
    expect(draftPageOrderChangesAt(windows, before)).toEqual(windows[0]!.start);
    expect(draftPageOrderChangesAt(windows, during)).toBeNull();
    expect(draftPageOrderChangesAt([], before)).toBeNull();
  });

  it("shows the board first once nobody waits to be drafted: the draft's result", () => {
    expect(draftPageOrder({ picksMade: 160, waiting: 0, windows, now: during })).toEqual([
      "board",
      "players",
    ]);
    expect(draftPageOrder({ picksMade: 160, waiting: 0, windows, now: after })).toEqual([
      "board",
      "players",
    ]);
  });
});

describe("nextPick", () => {
  it("is pick picksMade + 1 of the snake order: its round and team", () => {
    expect(nextPick(teams, 0)).toEqual({ pickNumber: 1, round: 1, teamId: "t1" });
    expect(nextPick(teams, 15)).toEqual({ pickNumber: 16, round: 1, teamId: "t16" });
    // Round 2 opens with the team that picked last in round 1.
    expect(nextPick(teams, 16)).toEqual({ pickNumber: 17, round: 2, teamId: "t16" });
    expect(nextPick(teams, 31)).toEqual({ pickNumber: 32, round: 2, teamId: "t1" });
    expect(nextPick(teams, 32)).toEqual({ pickNumber: 33, round: 3, teamId: "t1" });
  });

  it("is none without teams", () => {
    expect(nextPick([], 0)).toBeNull();
  });

  it("is always the snake order's pick of that number (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat({ max: 300 }), (n, made) => {
        const order = teams
          .concat(teams)
          .slice(0, n)
          .map((t, i) => `${t}-${i}`);
        const all = snakeDraftOrder(order, Math.ceil((made + 1) / n) + 1);
        expect(nextPick(order, made)).toEqual(all[made]);
      }),
    );
  });
});

describe("nobodyToDraftText", () => {
  it("says nobody has signed up when nobody has, not that everyone was drafted (issue 41)", () => {
    expect(nobodyToDraftText(5, 0)).toBe("No one has signed up for season 5 yet.");
    expect(nobodyToDraftText(5, 1)).toBe("Every signed-up player is on a team.");
  });
});
