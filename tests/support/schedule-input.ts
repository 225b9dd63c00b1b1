// The season schedule generator's inputs, shared by its unit tests: teams by
// conference, the demo league's four slots, and a demo-like season.
import {
  generateSchedule,
  type ScheduleInput,
  type ScheduleTeam,
} from "~/domain/season-schedule/generator";

/** `east` teams e1…, then `west` teams w1…. */
export function teams(east: number, west: number): ScheduleTeam[] {
  return [
    ...Array.from({ length: east }, (_, i) => ({ id: `e${i + 1}`, conference: "east" as const })),
    ...Array.from({ length: west }, (_, i) => ({ id: `w${i + 1}`, conference: "west" as const })),
  ];
}

export const DEMO_SLOTS = [
  { time: "08:00", location: "sbca" },
  { time: "09:15", location: "sbca" },
  { time: "10:30", location: "sbca" },
  { time: "09:15", location: "b&gc" },
];

/** Like the demo league: 2 × 8 teams, rivals twice, 14 weekends from 9 Jan 2027. */
export const demoLike: ScheduleInput = {
  teams: teams(8, 8),
  format: { kind: "conference", times: 2 },
  firstDay: "2027-01-09",
  lastDay: "2027-04-11",
  weekdays: [6, 0],
  slots: DEMO_SLOTS,
  blackouts: [],
  seed: 42,
};

/** The generated schedule, or the test fails with the generator's reason. */
export function generated(input: ScheduleInput) {
  const result = generateSchedule(input);
  if (!result.ok) throw new Error(result.reason);
  return result;
}
