// Live scoring across instances (docs/league-rules.md#live-games): two
// servers on one PostgreSQL, as behind a load balancer. The admin's phone
// scores on one; a spectator's phone on the other follows the taps within a
// second (their median; none stuck), and turns to the final when the admin finishes. Needs
// TEST_DATABASE_URL; it starts its own two servers (on the built site), so it
// runs on the phone project only.
import { expect, test } from "@playwright/test";
import { emptyDatabase, seedDemoLeague, type EmptyDatabase } from "../system/postgres";
import { startServer, type RunningServer } from "../system/server";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { signInAdmin } from "./auth";

const BASE_URL = process.env.TEST_DATABASE_URL;
const SECRET = "test-only-secret-of-the-parish-league-0123456789";

test.skip(!BASE_URL, "needs PostgreSQL (TEST_DATABASE_URL)");
test.skip(({ isMobile }) => !isMobile, "one run is enough: it starts servers of its own");

test("a spectator on one instance follows the taps made on another", async ({ browser }) => {
  test.setTimeout(240_000);
  let database: EmptyDatabase | undefined;
  const servers: RunningServer[] = [];
  try {
    database = await emptyDatabase(BASE_URL!, "e2elive");
    const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    await seedDemoLeague(env);
    const [a, b] = servers as [RunningServer, RunningServer];
    const [game] = await database.query<{ id: string; starts_at: Date }>(
      `select id, starts_at from games where season_id = 4 and status = 'scheduled'
         and home_team_id is not null and away_team_id is not null
         and starts_at > '2026-11-22T17:00:00Z' order by starts_at, id limit 1`,
    );

    const phone = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };
    const scorer = await (await browser.newContext(phone)).newPage();
    await signInAdmin(scorer, a.url, `/admin/games/${game!.id}`);
    // Start asks first, saying how early it is (the game is the next morning).
    await scorer.getByRole("link", { name: "Start live scoring" }).click();
    const startsAt = new Date(game!.starts_at);
    const when = `${formatGameDay(startsAt)}, ${formatGameTime(startsAt)}`;
    await expect(scorer.locator(".live-start .notice")).toHaveText(
      new RegExp(
        `^This game starts (in \\d+ (hours?|days)( \\d+ minutes?)?|tomorrow) \\(${when}\\)\\. Start live scoring now\\?$`,
      ),
    );
    await scorer.getByRole("button", { name: "Yes, start live scoring" }).click();
    await expect(scorer.getByText("Every tap is sent.")).toBeVisible();

    const spectator = await (await browser.newContext(phone)).newPage();
    await spectator.goto(`${b.url}/games/${game!.id}`);
    await expect(spectator.locator(".game-status .live-badge")).toHaveText("LIVE");
    // The stream is open once the page has run its scripts.
    await spectator.waitForFunction(() => document.readyState === "complete");

    const scores = spectator.locator(".game-side-score");
    const teams = scorer.locator(".scorer-team");
    const taps: [number, 1 | 2 | 3][] = [
      [0, 2],
      [1, 3],
      [0, 1],
      [1, 2],
    ];
    const expected = { away: 0, home: 0 };
    const latencies: number[] = [];
    for (const [team, points] of taps) {
      if (team === 0) expected.away += points;
      else expected.home += points;
      const started = Date.now();
      await teams
        .nth(team)
        // Each button's name starts with its visible text: '+2 Saints'.
        .getByRole("button", { name: new RegExp(`^\\+${points} `) })
        .click();
      // No tap may be stuck; their median is the measure (one tap alone, on
      // a busy CI machine, can take just over a second).
      await expect(scores.nth(0)).toHaveText(`Score ${expected.away}`, { timeout: 2_000 });
      await expect(scores.nth(1)).toHaveText(`Score ${expected.home}`, { timeout: 2_000 });
      latencies.push(Date.now() - started);
    }
    latencies.sort((x, y) => x - y);
    const median = (latencies[1]! + latencies[2]!) / 2;
    expect(median, `median of ${latencies.join(", ")} ms`).toBeLessThan(1_000);
    await expect(spectator.locator(".live-timeline li")).toHaveCount(taps.length);

    // Finish on the scorer's instance: the spectator's page turns final by itself.
    await expect(scorer.getByText("Every tap is sent.")).toBeVisible();
    await scorer.getByRole("link", { name: "Finish" }).click();
    await expect(scorer.getByRole("heading", { name: "Finish: the final result" })).toBeVisible();
    await expect(scorer.locator("#awayScore")).toHaveValue(String(expected.away));
    await expect(scorer.locator("#homeScore")).toHaveValue(String(expected.home));
    await scorer.getByRole("button", { name: "Save", exact: true }).click();
    await expect(scorer.getByText(/^Saved\./)).toBeVisible();
    await expect(spectator.locator(".game-status strong")).toHaveText("Final", { timeout: 5_000 });
    await expect(spectator.getByRole("heading", { name: "Box Score" })).toBeVisible();
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  }
});
