// `npx tsx scripts/bench-schedule.ts`: how long the season schedule generator
// (app/domain/schedule-generator.ts) takes on a league like the demo's and on
// a large one. Each case runs several times with different seeds; it prints
// the median and the slowest run, and the median's share of the target
// (a ratio under 1 is within it), and how many seeds gave a schedule. Not a
// test: it prints figures and exits 0.
import { generateSchedule, type ScheduleInput } from "../app/domain/schedule-generator";

const RUNS = 9;

function teams(count: number): ScheduleInput["teams"] {
  return Array.from({ length: count }, (_, i) => ({
    id: `team-${String(i + 1).padStart(2, "0")}`,
    conference: i < count / 2 ? "east" : "west",
  }));
}

const DEMO_SLOTS = [
  { time: "08:00", location: "sbca" },
  { time: "09:15", location: "sbca" },
  { time: "10:30", location: "sbca" },
  { time: "09:15", location: "b&gc" },
];

/** Two gyms, five times: ten slots a game day. */
const BIG_SLOTS = ["08:00", "09:15", "10:30", "11:45", "13:00"].flatMap((time) => [
  { time, location: "sbca" },
  { time, location: "b&gc" },
]);

const CASES: { name: string; targetMs: number; input: Omit<ScheduleInput, "seed"> }[] = [
  {
    name: "16 teams, 2 conferences of 8, rivals twice, 14 weekends (Sat + Sun, 4 slots)",
    targetMs: 1000,
    input: {
      teams: teams(16),
      format: { kind: "conference", times: 2 },
      firstDay: "2027-01-09",
      lastDay: "2027-04-11",
      weekdays: [6, 0],
      slots: DEMO_SLOTS,
      blackouts: [],
    },
  },
  {
    name: "40 teams, 2 conferences of 20, rivals twice, 30 weeks (Wed, Sat, Sun; 10 slots)",
    targetMs: 5000,
    input: {
      teams: teams(40),
      format: { kind: "conference", times: 2 },
      firstDay: "2027-01-06",
      lastDay: "2027-08-01",
      weekdays: [3, 6, 0],
      slots: BIG_SLOTS,
      blackouts: ["2027-04-04", "2027-07-04"],
    },
  },
  {
    name: "40 teams, whole league once, 30 weeks (Wed, Sat, Sun; 10 slots)",
    targetMs: 5000,
    input: {
      teams: teams(40),
      format: { kind: "league", times: 1 },
      firstDay: "2027-01-06",
      lastDay: "2027-08-01",
      weekdays: [3, 6, 0],
      slots: BIG_SLOTS,
      blackouts: [],
    },
  },
  {
    // A hard case: 9 + 4 teams, rivals 3 times, one early slot in two a day.
    // Some seeds need every search, to its budget, before a schedule or a refusal.
    name: "13 teams, conferences of 9 and 4, rivals 3 times (2 slots: a hard case)",
    targetMs: 1000,
    input: {
      teams: teams(13).map((t, i) => ({ ...t, conference: i < 9 ? "east" : "west" })),
      format: { kind: "conference", times: 3 },
      firstDay: "2027-01-01",
      lastDay: "2030-12-31",
      weekdays: [1, 2, 4, 6],
      slots: [
        { time: "07:00", location: "condon" },
        { time: "09:30", location: "sbca" },
      ],
      blackouts: [],
    },
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

for (const { name, targetMs, input } of CASES) {
  const times: number[] = [];
  let made = "";
  let refused = "";
  let refusals = 0;
  for (let seed = 1; seed <= RUNS; seed++) {
    const started = performance.now();
    const result = generateSchedule({ ...input, seed });
    times.push(performance.now() - started);
    if (result.ok) {
      made = `${result.games.length} games in ${result.report.figures.rounds} rounds, report ${result.report.holds ? "holds" : "FAILS"}`;
    } else {
      refusals++;
      refused = result.reason;
    }
  }
  const mid = median(times);
  console.log(name);
  if (made) console.log(`  ${RUNS - refusals} of ${RUNS} seeds: ${made}`);
  if (refused) console.log(`  ${refusals} of ${RUNS} seeds refused, e.g. ${refused}`);
  console.log(
    `  median ${mid.toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms over ${RUNS} seeds; ` +
      `target ${targetMs} ms, ratio ${(mid / targetMs).toFixed(4)}`,
  );
}
