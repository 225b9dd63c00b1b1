// Caddy on loopback, running the repository's own deploy/Caddyfile: only the
// site address, the upstream instances and the admin endpoint differ from a
// real installation (they are the Caddyfile's environment placeholders).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../system/server";

export const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";

export interface RunningCaddy {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startCaddy(upstreamPorts: number[], port: number): Promise<RunningCaddy> {
  const url = `http://127.0.0.1:${port}`;
  // Caddy keeps state (certificates, autosave) under XDG folders: a throwaway one.
  const home = mkdtempSync(path.join(tmpdir(), "league-caddy-"));
  const child = spawn(
    CADDY,
    ["run", "--config", path.resolve("deploy/Caddyfile"), "--adapter", "caddyfile"],
    {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: path.join(home, "data"),
        XDG_CONFIG_HOME: path.join(home, "config"),
        LEAGUE_SITE: url,
        LEAGUE_UPSTREAMS: upstreamPorts.map((p) => `127.0.0.1:${p}`).join(" "),
        CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy exited (${child.exitCode}):\n${output}`);
    try {
      const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (answer.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Caddy did not answer within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
