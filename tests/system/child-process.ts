// A process a test started (a server, a proxy): its output collected, a wait
// until it answers over HTTP, and a stop that asks first (SIGTERM) and
// insists (SIGKILL) if it lingers.
import type { ChildProcess } from "node:child_process";
import { httpFetch } from "../support/http-client";

export interface Supervised {
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

export async function untilAnswering(
  name: string,
  child: ChildProcess,
  probe: { url: string; ready: (status: number) => boolean; timeoutMs: number; stopMs: number },
): Promise<Supervised> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + probe.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited (${child.exitCode}) before answering:\n${output}`);
    }
    try {
      const answer = await httpFetch(probe.url, { signal: AbortSignal.timeout(2000) });
      if (probe.ready(answer.status)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${name} did not answer within ${probe.timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, probe.stopMs))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
