// The built server's own event-loop delay, for the benchmarks that start it
// (scripts/bench-schedule-server.ts, scripts/bench-share-image.ts): the
// server is spawned with `--import LOOP_PROBE` and an IPC channel, then
// `serverLoopDelay` measures its longest delay while some work runs.
import type { ChildProcess } from "node:child_process";

/**
 * Loaded before server.mjs: "eld:start" starts a histogram; "eld:stop"
 * answers its longest delay in ms.
 */
export const LOOP_PROBE =
  "data:text/javascript," +
  encodeURIComponent(
    `import { monitorEventLoopDelay } from "node:perf_hooks";
     let h;
     process.on("message", (m) => {
       if (m === "eld:start") { h = monitorEventLoopDelay({ resolution: 10 }); h.enable(); }
       if (m === "eld:stop" && h) { h.disable(); process.send({ eldMaxMs: h.max / 1e6 }); }
     });
     process.channel?.unref();`,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's longest event-loop delay, in ms, while `work` runs. */
export async function serverLoopDelay<T>(server: ChildProcess, work: () => Promise<T>) {
  server.send("eld:start");
  await sleep(50); // the histogram's timer turns once before the work starts
  const result = await work();
  await sleep(50);
  const answer = new Promise<number>((resolve) =>
    server.once("message", (m: { eldMaxMs: number }) => resolve(m.eldMaxMs)),
  );
  server.send("eld:stop");
  return { result, maxDelayMs: await answer };
}
