// Leagues for the schedule benchmarks (scripts/bench-schedule.ts and
// scripts/bench-schedule-server.ts).
import type { ScheduleInput } from "../app/domain/season-schedule/generator";

export interface BenchCase {
  name: string;
  targetMs: number;
  input: Omit<ScheduleInput, "seed">;
}

/** `count` teams, team-01 …, the first half East. */
export function teams(count: number): ScheduleInput["teams"] {
  return Array.from({ length: count }, (_, i) => ({
    id: `team-${String(i + 1).padStart(2, "0")}`,
    conference: i < count / 2 ? "east" : "west",
  }));
}

/**
 * Issue 30's case: 48 teams split 39 East / 9 West, four meetings, six slots
 * with one at 8:00. Seed 1 searches for seconds and gives up; seed 2 finds one.
 */
export const ISSUE_30_CASE: BenchCase = {
  name: "48 teams, conferences of 39 and 9, rivals 4 times (6 slots, one at 8:00: issue 30's case)",
  targetMs: 5000,
  input: {
    teams: teams(48).map((t, i) => ({ ...t, conference: i < 39 ? "east" : "west" })),
    format: { kind: "conference", times: 4 },
    firstDay: "2027-01-02",
    lastDay: "2031-06-30",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    slots: [
      { time: "08:00", location: "sbca" },
      { time: "09:15", location: "sbca" },
      { time: "10:30", location: "sbca" },
      { time: "09:15", location: "b&gc" },
      { time: "10:30", location: "b&gc" },
      { time: "11:45", location: "b&gc" },
    ],
    blackouts: [],
  },
};
