// Crash safety of game saves (issue 5): while an admin's result saves are
// running, the server is killed with SIGKILL. After a restart every game is
// either fully saved (scores, winner, every stat line) or untouched.
// Runs its own server on its own embedded database (PGlite, the default
// deployment), so it disturbs no other journey.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "./fixtures";
import { eq, inArray } from "drizzle-orm";
import { openDatabase } from "~/db/connection.server";
import { games, gameStats } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { statField } from "~/domain/games/entry";
import { DEMO_PASSWORD } from "./auth";
import { E2E_NOW, SEASON_PORT } from "./support";
import { httpFetch } from "../support/http-client";

const PORT = SEASON_PORT + 4;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `tmp/e2e-crash-${PORT}`;

test.skip(({ isMobile }) => isMobile, "One run is enough: it is about the server, not the screen");
test.setTimeout(240_000);

const league = generateDemoLeague({ now: new Date(E2E_NOW) });
const targets = league.games
  .filter((g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId && g.awayTeamId)
  .slice(0, 24);
const rosterOf = (teamId: string) =>
  league.seasonRosters
    .filter((r) => r.seasonId === 4 && r.teamId === teamId)
    .map((r) => r.playerId);

function startServer(): ChildProcess {
  return spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      NOW: E2E_NOW,
      APP_URL: BASE,
      DEMO_PHASE: "season",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
    stdio: "ignore",
  });
}

async function waitUntilUp(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await httpFetch(`${BASE}/`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("The server did not come up");
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** What each save sends: scores by index, and every roster player's points. */
function formFor(index: number) {
  const game = targets[index]!;
  const form = new URLSearchParams({
    intent: "save",
    homeScore: String(40 + index),
    awayScore: String(30 + index),
    // The scores are not the players' points added up: the sheet is said to be incomplete.
    incomplete: "on",
  });
  for (const playerId of [...rosterOf(game.homeTeamId!), ...rosterOf(game.awayTeamId!)]) {
    form.set(statField(playerId, "points"), String(index + 1));
  }
  return form;
}

test("killing the server mid-save leaves every game fully saved or untouched", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  let server = startServer();
  try {
    await waitUntilUp();
    const login = await httpFetch(`${BASE}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "admin@example.org", password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(302);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // Saves four at a time; the server dies after the first few answers.
    let answered = 0;
    const save = async (index: number) => {
      const response = await httpFetch(`${BASE}/admin/games/${targets[index]!.id}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Origin: BASE,
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: formFor(index),
      });
      expect(response.status, `save ${index}`).toBe(302);
      answered++;
    };
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const index = next++;
        try {
          await save(index);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (answered < 3) await new Promise((r) => setTimeout(r, 5));
    server.kill("SIGKILL");
    await Promise.all(workers);
    await exited(server);
    expect(answered, "some saves finished, some did not").toBeLessThan(targets.length);

    // Restart: the database recovers, and the site serves again.
    server = startServer();
    await waitUntilUp();
    server.kill("SIGTERM");
    await exited(server);

    const { db, close } = await openDatabase({ dir: `${DATA_DIR}/db` });
    try {
      const rows = await db
        .select()
        .from(games)
        .where(
          inArray(
            games.id,
            targets.map((g) => g.id),
          ),
        );
      let saved = 0;
      for (const [index, game] of targets.entries()) {
        const row = rows.find((r) => r.id === game.id)!;
        const lines = await db.select().from(gameStats).where(eq(gameStats.gameId, game.id));
        const rosterSize = rosterOf(game.homeTeamId!).length + rosterOf(game.awayTeamId!).length;
        if (row.status === "completed") {
          saved++;
          expect(row, `game ${index}`).toMatchObject({
            homeScore: 40 + index,
            awayScore: 30 + index,
            winnerId: game.homeTeamId,
          });
          expect(lines, `game ${index} lines`).toHaveLength(rosterSize);
          expect(lines.every((l) => l.points === index + 1 && l.status === "played")).toBe(true);
        } else {
          expect(row, `game ${index}`).toMatchObject({
            status: "scheduled",
            homeScore: null,
            winnerId: null,
          });
          expect(lines, `game ${index} lines`).toHaveLength(0);
        }
      }
      expect(saved).toBeGreaterThanOrEqual(answered);
    } finally {
      await close();
    }
  } finally {
    server.kill("SIGKILL");
    await exited(server);
  }
});
