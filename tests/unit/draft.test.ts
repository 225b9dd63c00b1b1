import { describe, expect, it } from "vitest";
import {
  defaultDraftWindows,
  draftPickSlots,
  isOnTheClock,
  snakeDraftOrder,
} from "~/domain/draft/order";
import { formatGameTime, leagueDate, leagueDateParts } from "~/domain/time/league-time";

const teams = Array.from({ length: 16 }, (_, i) => `t${i + 1}`);

describe("snakeDraftOrder", () => {
  const picks = snakeDraftOrder(teams, 4);
  const teamAt = (pickNumber: number) => picks[pickNumber - 1]?.teamId;

  it("numbers 64 picks over 4 rounds", () => {
    expect(picks).toHaveLength(64);
    expect(picks.map((p) => p.pickNumber)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    expect(picks[15]).toEqual({ pickNumber: 16, round: 1, teamId: "t16" });
    expect(picks[16]).toEqual({ pickNumber: 17, round: 2, teamId: "t16" });
  });

  it.each([
    [1, "t1"],
    [2, "t2"],
    [16, "t16"],
    [17, "t16"],
    [31, "t2"],
    [32, "t1"],
    [33, "t1"],
    [48, "t16"],
    [49, "t16"],
    [64, "t1"],
  ])("pick %s is %s", (pickNumber, teamId) => {
    expect(teamAt(pickNumber)).toBe(teamId);
  });

  it("round 1 in order, round 2 reversed", () => {
    expect(picks.filter((p) => p.round === 1).map((p) => p.teamId)).toEqual(teams);
    expect(picks.filter((p) => p.round === 2).map((p) => p.teamId)).toEqual([...teams].reverse());
  });

  it("every team picks once per round", () => {
    for (let round = 1; round <= 4; round++) {
      expect(new Set(picks.filter((p) => p.round === round).map((p) => p.teamId)).size).toBe(16);
    }
    expect(snakeDraftOrder(teams, 0)).toEqual([]);
  });
});

describe("defaultDraftWindows", () => {
  it("gives the 2025 draft's windows for 15-18 May 2025 in the league zone", () => {
    const windows = defaultDraftWindows({ year: 2025, month: 5, day: 15 });
    expect(windows.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ["2025-05-15T21:00:00.000Z", "2025-05-16T03:00:00.000Z"],
      ["2025-05-16T12:00:00.000Z", "2025-05-17T02:30:00.000Z"],
      ["2025-05-17T12:00:00.000Z", "2025-05-18T02:30:00.000Z"],
      ["2025-05-18T12:00:00.000Z", "2025-05-19T00:30:00.000Z"],
    ]);
  });

  it("rolls over the end of a month", () => {
    const windows = defaultDraftWindows({ year: 2025, month: 5, day: 30 });
    expect(windows.map((w) => leagueDateParts(w.start).day)).toEqual([30, 31, 1, 2]);
    expect(leagueDateParts(windows[2]!.start).month).toBe(6);
  });
});

describe("draftPickSlots", () => {
  const windows = defaultDraftWindows({ year: 2025, month: 5, day: 15 });
  const label = (d: Date | null | undefined) => {
    if (!d) return String(d);
    const p = leagueDateParts(d);
    return `${p.month}/${p.day} ${formatGameTime(d)}`;
  };

  it("fills each window every 30 minutes, the end exclusive, then the next window", () => {
    const slots = draftPickSlots(windows, 95);
    expect(slots).toHaveLength(95);
    expect([0, 1, 11, 12, 40, 41, 69, 70, 94].map((i) => label(slots[i]))).toEqual([
      "5/15 5:00 PM",
      "5/15 5:30 PM",
      "5/15 10:30 PM", // last slot of day 1: 23:00 is the end
      "5/16 8:00 AM",
      "5/16 10:00 PM",
      "5/17 8:00 AM",
      "5/17 10:00 PM",
      "5/18 8:00 AM",
      "5/18 8:00 PM",
    ]);
  });

  it("gives null to picks beyond the last window", () => {
    const slots = draftPickSlots(windows, 97);
    expect(slots.slice(94).map(label)).toEqual(["5/18 8:00 PM", "null", "null"]);
    expect(draftPickSlots([], 2)).toEqual([null, null]);
  });

  it("stops at the requested count and honours other slot lengths", () => {
    const window = {
      start: new Date("2025-01-01T10:00:00Z"),
      end: new Date("2025-01-01T11:00:00Z"),
    };
    expect(draftPickSlots([window], 1).map((d) => d?.toISOString())).toEqual([
      "2025-01-01T10:00:00.000Z",
    ]);
    expect(draftPickSlots([window], 5, 20).map((d) => d?.toISOString() ?? null)).toEqual([
      "2025-01-01T10:00:00.000Z",
      "2025-01-01T10:20:00.000Z",
      "2025-01-01T10:40:00.000Z",
      null,
      null,
    ]);
  });

  it("takes windows in time order", () => {
    const later = {
      start: new Date("2025-01-02T10:00:00Z"),
      end: new Date("2025-01-02T10:30:00Z"),
    };
    const earlier = {
      start: new Date("2025-01-01T10:00:00Z"),
      end: new Date("2025-01-01T10:30:00Z"),
    };
    expect(draftPickSlots([later, earlier], 2)).toEqual([earlier.start, later.start]);
  });
});

describe("isOnTheClock", () => {
  const slot = new Date("2025-05-15T21:30:00Z");
  const before = new Date("2025-05-15T21:29:59Z");
  it.each([
    { name: "already made", pickIndex: 2, picksMade: 3, slot, now: slot, clock: false },
    {
      name: "the current pick, slot not reached",
      pickIndex: 3,
      picksMade: 3,
      slot,
      now: before,
      clock: true,
    },
    {
      name: "the current pick without a slot",
      pickIndex: 3,
      picksMade: 3,
      slot: null,
      now: before,
      clock: true,
    },
    {
      name: "a later pick whose time has come",
      pickIndex: 5,
      picksMade: 3,
      slot,
      now: slot,
      clock: true,
    },
    {
      name: "a later pick before its time",
      pickIndex: 5,
      picksMade: 3,
      slot,
      now: before,
      clock: false,
    },
    {
      name: "a later pick without a slot",
      pickIndex: 5,
      picksMade: 3,
      slot: null,
      now: slot,
      clock: false,
    },
    {
      name: "the first pick of the draft",
      pickIndex: 0,
      picksMade: 0,
      slot,
      now: before,
      clock: true,
    },
  ])("$name → $clock", ({ pickIndex, picksMade, slot, now, clock }) => {
    expect(isOnTheClock(pickIndex, picksMade, slot, now)).toBe(clock);
  });

  it("uses league wall-clock slots", () => {
    expect(leagueDate(2025, 5, 15, 17, 30)).toEqual(slot);
  });
});
