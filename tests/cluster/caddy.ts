// Caddy on loopback, running the repository's own deploy/Caddyfile: only the
// site address, the upstream instances and the admin endpoint differ from a
// real installation (they are the Caddyfile's environment placeholders).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { untilAnswering, type Supervised } from "../system/child-process";
import { freePort } from "../system/server";

export const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";

export interface RunningCaddy extends Supervised {
  url: string;
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
  const supervised = await untilAnswering("Caddy", child, {
    url: `${url}/healthz`,
    ready: (status) => status === 200,
    timeoutMs: 30_000,
    stopMs: 5000,
  });
  return { url, ...supervised };
}
