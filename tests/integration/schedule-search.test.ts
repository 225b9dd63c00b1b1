// The schedule search on worker threads (docs/architecture.md#heavy-work-off-the-event-loop):
// the same answer as the generator on the event loop, a time budget, and a
// bound on the searches that may wait.
import { afterAll, describe, expect, it } from "vitest";
import { generateSchedule, type ScheduleInput } from "~/domain/season-schedule/generator";
import {
  closeScheduleSearches,
  searchSchedule,
  SearchesBusy,
} from "~/server/schedule-search.server";

const teams = (count: number, east: number): ScheduleInput["teams"] =>
  Array.from({ length: count }, (_, i) => ({
    id: `team-${String(i + 1).padStart(2, "0")}`,
    conference: i < east ? "east" : "west",
  }));

const slots = [
  { time: "08:00", location: "sbca" },
  { time: "09:15", location: "sbca" },
  { time: "10:30", location: "sbca" },
  { time: "09:15", location: "b&gc" },
];

const demoLike: ScheduleInput = {
  teams: teams(16, 8),
  format: { kind: "conference", times: 2 },
  firstDay: "2027-01-09",
  lastDay: "2027-04-11",
  weekdays: [6, 0],
  slots,
  blackouts: [],
  seed: 3,
};

/** Issue 30's case with seed 1: seconds of search on any machine. */
const slow: ScheduleInput = {
  teams: teams(48, 39),
  format: { kind: "conference", times: 4 },
  firstDay: "2027-01-02",
  lastDay: "2031-06-30",
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  slots: [...slots, { time: "10:30", location: "b&gc" }, { time: "11:45", location: "b&gc" }],
  blackouts: [],
  seed: 1,
};

describe("the schedule search on a worker thread", () => {
  afterAll(() => closeScheduleSearches());

  it("answers what the generator answers, games' starts as dates", async () => {
    const answer = await searchSchedule(demoLike);
    expect(answer).toEqual(generateSchedule(demoLike));
    expect(answer.ok && answer.games[0]!.startsAt).toBeInstanceOf(Date);
  });

  it("stops a search past its budget, with a refusal that offers another seed", async () => {
    expect(await searchSchedule(slow, 1000)).toEqual({
      ok: false,
      reason:
        "No fair schedule was found within 1 second; Reshuffle tries another seed, or change the template.",
      anotherSeedMayHelp: true,
    });
  });

  it("refuses at once when four searches already wait", async () => {
    const many = Array.from({ length: 6 }, () => searchSchedule(slow, 1500));
    const answers = await Promise.allSettled(many);
    const busy = answers.filter((a) => a.status === "rejected");
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.every((a) => a.status === "rejected" && a.reason instanceof SearchesBusy)).toBe(
      true,
    );
    // The others ran out of time, waiting included.
    for (const a of answers) {
      if (a.status === "fulfilled") expect(a.value).toMatchObject({ anotherSeedMayHelp: true });
    }
  });
});
