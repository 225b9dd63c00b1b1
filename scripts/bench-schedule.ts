// `npx tsx scripts/bench-schedule.ts`: how long the season schedule generator
// (app/domain/season-schedule/generator.ts) takes on a league like the demo's and on
// a large one. Each case runs several times with different seeds; it prints
// the median and the slowest run, and the median's share of the target
// (a ratio under 1 is within it), and how many seeds gave a schedule. Then
// the event loop's longest delay (perf_hooks.monitorEventLoopDelay) while the
// hard cases are searched: on the event loop itself, as Generate did before
// issue 30, and on the worker threads Generate uses now
// (app/server/schedule-search.server.ts), one search and two at once, beside
// the delay of an idle loop on this machine. Not a test: it prints figures
// and exits 0.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { generateSchedule, type ScheduleInput } from "../app/domain/season-schedule/generator";
import { closeScheduleSearches, searchSchedule } from "../app/server/schedule-search.server";
import { ISSUE_30_CASE, teams, type BenchCase } from "./bench-schedule-case";

const RUNS = 9;

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

const CASES: BenchCase[] = [
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
  ISSUE_30_CASE,
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The event loop's longest delay, in ms, while `work` runs. The histogram
 * samples when its timer runs, so the loop turns before and after the work:
 * a stall at either end would go unseen otherwise.
 */
async function longestDelay(work: () => Promise<unknown>): Promise<{ max: number; ms: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await sleep(30);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await sleep(30);
  delay.disable();
  return { max: delay.max / 1e6, ms };
}

/** The hard cases, the seeds that search longest: the 13-team case's nine, the issue's seed 1. */
const HARD_RUNS: { name: string; inputs: ScheduleInput[] }[] = [
  {
    name: "13 teams (9 + 4), 9 seeds one after the other",
    inputs: Array.from({ length: RUNS }, (_, i) => ({ ...CASES.at(-1)!.input, seed: i + 1 })),
  },
  { name: "issue 30's case, seed 1", inputs: [{ ...ISSUE_30_CASE.input, seed: 1 }] },
];

await searchSchedule({ ...CASES[0]!.input, seed: 1 }); // a thread started, as after a first Generate
const row = (label: string, { max, ms }: { max: number; ms: number }) =>
  console.log(
    `    ${label.padEnd(46)} ${max.toFixed(0).padStart(6)} ms   (over ${(ms / 1000).toFixed(1)} s)`,
  );
console.log(
  "\nLongest event-loop delay while the hard cases are searched (the idle row: the same loop " +
    "doing nothing as long, this machine's floor):",
);
for (const { name, inputs } of HARD_RUNS) {
  // Before issue 30 each Generate searched on the event loop: one seed per request.
  const before = await longestDelay(async () => {
    for (const input of inputs) {
      generateSchedule(input);
      await sleep(0);
    }
  });
  const after = await longestDelay(async () => {
    for (const input of inputs) await searchSchedule(input);
  });
  // Two admins pressing Generate at once, each going through the seeds in turn.
  const twice = await longestDelay(() =>
    Promise.all(
      [0, 1].map(async () => {
        for (const input of inputs) await searchSchedule(input);
      }),
    ),
  );
  const idle = await longestDelay(() => sleep(twice.ms));
  console.log(`  ${name}:`);
  row("on the event loop (Generate before issue 30)", before);
  row("on a worker thread", after);
  row("two at once on worker threads", twice);
  row("idle", idle);
}
await closeScheduleSearches();
