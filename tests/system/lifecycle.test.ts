// Health checks, and stopping without failing anyone: SIGTERM while pages
// and a game save are in flight lets every one of them finish, then the
// process exits cleanly and the save is there after a restart.
import { request as httpRequest } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { signIn, startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
});

/** A GET on its own connection, resolved with the status once the socket is connected. */
function inFlight(url: string, headers: Record<string, string> = {}) {
  let connected!: () => void;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const answered = new Promise<number>((resolve) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("socket", (socket) => socket.on("connect", connected));
    req.on("error", () => resolve(-1));
    req.end();
  });
  return { isConnected, answered };
}

describe("health checks", () => {
  it("/healthz and /readyz answer plainly and are never cached", async () => {
    const server = await startServer();
    running.push(server);
    const health = await httpFetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok");
    const ready = await httpFetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe("ready");
    expect(ready.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("SIGTERM", () => {
  it("finishes every request in flight, saves what was being saved, then exits 0", async () => {
    const server = await startServer();
    running.push(server);
    const admin = await signIn(server, "admin@example.org");

    // An upcoming game to save while the server is told to stop.
    const exported = (await (
      await httpFetch(`${server.url}/admin/data.json`, { headers: { Cookie: admin } })
    ).json()) as {
      tables: { games: { id: string; status: string; season_id: number; home_team_id: string }[] };
    };
    const game = exported.tables.games.find(
      (g) => g.status === "scheduled" && g.season_id === 4 && g.home_team_id,
    )!;

    const pages = ["/", "/records", "/seasons/4", "/schedule", "/teams", "/draft"];
    const requests = Array.from({ length: 24 }, (_, i) =>
      inFlight(server.url + pages[i % pages.length]),
    );
    const save = httpFetch(`${server.url}/admin/games/${game.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: admin },
      body: new URLSearchParams({ intent: "save", awayScore: "41", homeScore: "44" }),
    });
    await Promise.all(requests.map((r) => r.isConnected));
    await new Promise((r) => setTimeout(r, 50));
    const exited = new Promise<number | null>((resolve) =>
      server.process.once("exit", (code) => resolve(code)),
    );
    server.process.kill("SIGTERM");
    // While it finishes, it says it is not ready, so a proxy sends new visitors elsewhere.
    // (The signal is handled between requests: poll until it has been.)
    await expect
      .poll(async () => (await httpFetch(`${server.url}/readyz`)).text(), { timeout: 2500 })
      .toBe("stopping");

    const statuses = await Promise.all(requests.map((r) => r.answered));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const saved = await save;
    expect(saved.status).toBeLessThan(400);
    expect(await exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: finishing the requests in flight");
    expect(server.output()).toContain("Stopped.");
    // After it stopped, nobody is listening there.
    await expect(httpFetch(`${server.url}/healthz`)).rejects.toThrow();

    // Restarted on the same data: the save is there.
    const again = await startServer({ DATA_DIR: server.dataDir });
    running.push(again);
    const page = await (await httpFetch(`${again.url}/games/${game.id}`)).text();
    expect(page).toMatch(/41/);
    expect(page).toMatch(/44/);
  });
});
