// No public page is ever stale: after each kind of write a visitor who is not
// signed in sees it on his very next request to the instance that took the
// write, and on another instance from the moment it says (X-League-Version)
// that it serves the written version. Pages are served from a cache of
// rendered pages (signed-out GETs, and React Router's .data requests), so each
// case first warms the pages it looks at (two anonymous requests on every
// server, the second answered from the cache, neither showing the change yet),
// then writes through the site's own forms as the real user would (the admin,
// a signed-in player, an anonymous visitor), then asks each page exactly once
// per server. A cache that kept a page past the write fails here; so does one
// that keeps a page past the clock moment its display changes (a tip-off).
// On the embedded database: one server. With TEST_DATABASE_URL: two servers on
// one PostgreSQL, the write through A, then B once it has heard, then A.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snakeDraftOrder } from "~/domain/draft/order";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { signedLinkUrl } from "~/email/signed-links.server";
import { emailedConfirmation } from "./emailed-confirmation";
import { TEST_AUTH_SECRET } from "../support/app";
import {
  availabilityCounts,
  between,
  fact,
  gameCards,
  heading,
  ogTitle,
  playersInTable,
  playerTeamFact,
  scoreboard,
  section,
  standingsRow,
  teamTileName,
  visibleText,
} from "./page-views";
import { emptyDatabase, seedDemoLeague, type EmptyDatabase } from "./postgres";
import { signIn, startServer, SYSTEM_NOW, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

const BASE_URL = process.env.TEST_DATABASE_URL;
const HOUR_MS = 3_600_000;
/**
 * How long before the tip-off the clock server's NOW is, at least. Its clock
 * starts when the process does, and the lead must cover its start and the
 * warm-up, which take longer on a busy machine: so the lead grows with how
 * long this setup's first server took to start (`clockLead`), instead of
 * failing when the machine is slow.
 */
const CLOCK_LEAD_MS = 20_000;

/** The clock server's lead: three of the setup's own start-ups, and 20 s at least. */
const clockLead = (setup: Setup) => Math.max(CLOCK_LEAD_MS, 3 * setup.startMs + 5_000);

// --- The league, as the admin's export gives it ------------------------------

interface GameRow {
  id: string;
  season_id: number;
  type: string;
  status: string;
  starts_at: string;
  home_team_id: string | null;
  away_team_id: string | null;
  home_score: number | null;
  away_score: number | null;
  winner_id: string | null;
}
type StatKey = "points" | "rebounds" | "assists" | "blocks" | "steals";
interface Tables {
  seasons: { id: number; is_current: boolean }[];
  teams: { id: string; name: string; abbreviation: string; color: string; bio: string[] }[];
  players: { id: string; first_name: string; last_name: string; email: string | null }[];
  season_rosters: { season_id: number; team_id: string; player_id: string }[];
  games: GameRow[];
  game_stats: ({ game_id: string; player_id: string; status: string } & Record<
    StatKey,
    number | null
  >)[];
  signups: { season_id: number; player_id: string; paid: boolean }[];
  drafts: { season_id: number; draft_order: string[]; core_player_ids: string[] }[];
  draft_picks: { season_id: number; player_id: string }[];
  availability: { game_id: string; player_id: string; answer: string }[];
}

const byStart = (a: GameRow, b: GameRow) =>
  a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id);

/** Ids and facts the cases pick their subjects from (read anew before each case). */
class League {
  readonly season: number;
  constructor(readonly t: Tables) {
    this.season = t.seasons.find((s) => s.is_current)!.id;
  }
  teamName(id: string | null): string {
    return this.t.teams.find((team) => team.id === id)!.name;
  }
  playerName(id: string): string {
    const player = this.t.players.find((p) => p.id === id)!;
    return `${player.first_name} ${player.last_name}`;
  }
  get games(): GameRow[] {
    return this.t.games.filter((g) => g.season_id === this.season).sort(byStart);
  }
  /** Scheduled games with both teams, still to come (the clock has barely moved from SYSTEM_NOW). */
  get upcoming(): GameRow[] {
    return this.games.filter(
      (g) =>
        g.status === "scheduled" && g.home_team_id && g.away_team_id && g.starts_at > SYSTEM_NOW,
    );
  }
  get finals(): GameRow[] {
    return this.games.filter((g) => g.status === "completed" && g.type === "regular_season");
  }
  /** The clock case's game: the next tip-off. Writes leave it alone. */
  get tipOff(): GameRow {
    return this.upcoming[0]!;
  }
  /** The final of 24 hours before that tip-off: on "Recent Scores" before it and after (for days). */
  get recentAtTipOff(): GameRow | undefined {
    const at = Date.parse(this.tipOff.starts_at) - 24 * HOUR_MS;
    return this.finals.find((g) => Date.parse(g.starts_at) === at);
  }
  /** Upcoming games other than the tip-off. */
  get laterGames(): GameRow[] {
    return this.upcoming.filter((g) => g.id !== this.tipOff.id);
  }
  rosterOf(teamId: string): string[] {
    return this.t.season_rosters
      .filter((r) => r.season_id === this.season && r.team_id === teamId)
      .map((r) => r.player_id)
      .sort();
  }
  teamOf(playerId: string): string | undefined {
    return this.t.season_rosters.find(
      (r) => r.season_id === this.season && r.player_id === playerId,
    )?.team_id;
  }
  answerOf(gameId: string, playerId: string): string | null {
    return (
      this.t.availability.find((a) => a.game_id === gameId && a.player_id === playerId)?.answer ??
      null
    );
  }
  /** Teams playing this season, other than the tip-off's two. */
  get otherTeams(): string[] {
    const tip = [this.tipOff.home_team_id, this.tipOff.away_team_id];
    const playing = new Set(
      this.t.season_rosters.filter((r) => r.season_id === this.season).map((r) => r.team_id),
    );
    return [...playing].filter((id) => !tip.includes(id)).sort();
  }
}

// --- Servers, requests and the proof -----------------------------------------

interface Setup {
  /** The server every write goes through. */
  writer: RunningServer;
  /** Where pages are warmed and checked: the other instance first, the writer last. */
  readers: RunningServer[];
  admin: string;
  player: string;
  /** The key the servers sign availability links with. */
  secret: string;
  /** A server on the same league whose clock starts at `now`. */
  clockServer: (now: string) => Promise<RunningServer>;
  /** How long the setup's first server took to answer (the clock server's lead grows with it). */
  startMs: number;
}

async function leagueOf(setup: Setup): Promise<League> {
  const answer = await httpFetch(`${setup.writer.url}/admin/data.json`, {
    headers: { Cookie: setup.admin },
  });
  expect(answer.status).toBe(200);
  return new League(((await answer.json()) as { tables: Tables }).tables);
}

/** A signed-out visitor's request: no cookie at all. */
async function anonymous(server: RunningServer, page: string): Promise<string> {
  return (await anonymousAnswer(server, page)).body;
}

/** The same, with whether the rendered-page cache answered it (X-Page-Cache: hit). */
async function anonymousAnswer(
  server: RunningServer,
  page: string,
): Promise<{ body: string; kept: boolean }> {
  const answer = await httpFetch(`${server.url}${page}`, { redirect: "manual" });
  expect(answer.status, `GET ${page}`).toBe(200);
  return { body: await answer.text(), kept: answer.headers.get("X-Page-Cache") === "hit" };
}

/**
 * Asks a page twice: the second answer must come from the rendered-page
 * cache, else this test would not be testing it. A page whose clock-bound
 * part ('45m' ago) turned between the two may miss once: then again.
 */
async function warm(server: RunningServer, page: string): Promise<[string, string]> {
  for (let attempt = 1; ; attempt++) {
    const first = await anonymous(server, page);
    const second = await anonymousAnswer(server, page);
    if (second.kept || attempt === 3) {
      expect(second.kept, `${page} kept for visitors on ${server.url}`).toBe(true);
      return [first, second.body];
    }
  }
}

/** A form post from the site's own page (same origin), as `cookie` or signed out. */
function post(
  server: RunningServer,
  page: string,
  fields: Record<string, string>,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const target = page.startsWith("http") ? page : `${server.url}${page}`;
  return httpFetch(target, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });
}

/**
 * One page and what it shows of the thing a write changes. `expected` gets
 * what the warmed page showed (and may assert it) and says what the page must
 * show after the write.
 */
interface Check<T = unknown> {
  page: string;
  view: (body: string) => T;
  expected: (before: T) => T;
}
function check<T>(page: string, view: (body: string) => T, expected: (before: T) => T): Check {
  return { page, view, expected } as unknown as Check;
}

/** A game page's availability counts of one team, after one answer moved from `was` to `answer`. */
function answerCountsCheck(
  league: League,
  gameId: string,
  team: string,
  was: Parameters<typeof moveAnswer>[1],
  answer: Parameters<typeof moveAnswer>[2],
): Check {
  return check(
    `/games/${gameId}`,
    (html) => availabilityCounts(html)[league.teamName(team)],
    (before) => moveAnswer(before, was, answer),
  );
}

interface Plan {
  checks: Check[];
  write: () => Promise<void>;
}

/**
 * How long this test lets an instance that did not take the write take to hear
 * of it: not a promise of the site's (that window is measured by `npm run bench
 * -- freshness`, usually a few milliseconds) but a bound past which a watcher
 * that never hears is a failure, however busy the machine is.
 */
const OTHERS_HEAR_WITHIN_MS = 30_000;
/** A small page every instance keeps: asked to learn the version an instance serves. */
const VERSION_PAGE = "/our-story";

/** The league version `server` serves now: what it says in X-League-Version. */
async function versionServed(server: RunningServer): Promise<number> {
  const answer = await httpFetch(`${server.url}${VERSION_PAGE}`);
  await answer.arrayBuffer();
  return Number(answer.headers.get("X-League-Version"));
}

/** The windows measured while waiting for the other instance (printed at the end). */
const heardAfterMs: number[] = [];
afterAll(() => {
  if (heardAfterMs.length === 0) return;
  const sorted = [...heardAfterMs].sort((a, b) => a - b);
  console.log(
    `page freshness: the other instance served the written version ${sorted.map((ms) => `${ms} ms`).join(", ")} after the writer's answer`,
  );
});

/**
 * Warm every page on every reader, write, then ask each page once per reader:
 * the writer at once; another instance once it says (X-League-Version) that it
 * serves the version the writer wrote. The promise: the instance that took a
 * write never serves a page from before it, and another one serves the written
 * version from the moment it says so.
 */
async function provesFresh(readers: RunningServer[], plan: Plan, writer?: RunningServer) {
  const before = new Map<Check, unknown>();
  for (const server of readers) {
    for (const c of plan.checks) {
      const [firstBody, secondBody] = await warm(server, c.page);
      const [first, second] = [c.view(firstBody), c.view(secondBody)];
      expect(second, `${c.page} twice on ${server.url}`).toEqual(first);
      if (before.has(c)) expect(first, `${c.page} on ${server.url}`).toEqual(before.get(c));
      before.set(c, first);
    }
  }
  const wanted = new Map(plan.checks.map((c) => [c, c.expected(before.get(c))]));
  for (const c of plan.checks) {
    // Else the check could not tell a stale page from a fresh one.
    expect(wanted.get(c), `${c.page}: what the write changes`).not.toEqual(before.get(c));
  }
  await plan.write();
  const written = writer ? await versionServed(writer) : 0;
  const answeredAt = Date.now();
  for (const server of readers) {
    if (writer && server !== writer) {
      await expect
        .poll(() => versionServed(server), {
          message: `${server.url} hears of version ${written}`,
          timeout: OTHERS_HEAR_WITHIN_MS,
          interval: 5,
        })
        .toBeGreaterThanOrEqual(written);
      heardAfterMs.push(Date.now() - answeredAt);
    }
    for (const c of plan.checks) {
      const seen = c.view(await anonymous(server, c.page));
      expect(seen, `${c.page} on ${server.url}`).toEqual(wanted.get(c));
    }
  }
}

/** A string value of React Router's single-fetch (turbo-stream) data: `"key","value"`. */
function dataString(body: string, key: string): string | null {
  const raw = new RegExp(`"${key}","((?:[^"\\\\]|\\\\.)*)"`).exec(body)?.[1];
  return raw === undefined ? null : (JSON.parse(`"${raw}"`) as string);
}

/** "3-5" with a win and a loss moved. */
function record(text: string | null, wins: number, losses: number): string {
  const [w, l] = (text ?? "").split("-").map(Number) as [number, number];
  return `${w + wins}-${l + losses}`;
}

const ANSWER_WORDS: Record<string, string> = { in: "In", maybe: "Maybe", out: "Out" };
/** 'In 6 · Maybe 1 · Out 2 · No answer 3' with one player moved from one answer to another. */
function moveAnswer(counts: string | undefined, from: string | null, to: string): string {
  const parts = (counts ?? "").split(" · ").map((part) => {
    const [, word, n] = /^(.*) (\d+)$/.exec(part) ?? [];
    return { word: word!, n: Number(n) };
  });
  const find = (answer: string | null) =>
    parts.find((p) => p.word === (answer ? ANSWER_WORDS[answer] : "No answer"))!;
  expect(find(from).n, `${counts}: a player answered ${from}`).toBeGreaterThan(0);
  find(from).n -= 1;
  find(to).n += 1;
  return parts.map((p) => `${p.word} ${p.n}`).join(" · ");
}

/** Unique per run, so a second run on the same data never finds the first one's text. */
const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;
const letters = tag.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

// --- The writes --------------------------------------------------------------

interface WriteCase {
  name: string;
  plan: (setup: Setup, league: League) => Promise<Plan>;
}

const STAT_KEYS: StatKey[] = ["points", "rebounds", "assists", "blocks", "steals"];

const cases: WriteCase[] = [
  {
    name: "a result saved by the admin: game page and its .data, home, schedule, team page",
    plan: async (setup, league) => {
      // Yesterday's or today's final (on the home page's Recent Scores), entered again
      // with the scores swapped, so the other team wins.
      const recentFrom = new Date(Date.parse(SYSTEM_NOW) - 24 * HOUR_MS).toISOString();
      const game = league.finals
        .filter((g) => g.starts_at > recentFrom && g.id !== league.recentAtTipOff?.id)
        .at(-1)!;
      const home = league.teamName(game.home_team_id);
      const away = league.teamName(game.away_team_id);
      const [oldHome, oldAway] = [game.home_score!, game.away_score!];
      const [newHome, newAway] = [oldAway, oldHome];
      const headline = (h: number, a: number) =>
        h > a ? `${home} ${h}, ${away} ${a}` : `${away} ${a}, ${home} ${h}`;
      const label = (a: number, h: number) => `${away} at ${home}, Final ${a}–${h}`;
      const winner = game.winner_id!;
      const loser = winner === game.home_team_id ? game.away_team_id! : game.home_team_id!;
      // The stat lines as saved, so only the score changes: the players'
      // points then no longer make it, which the admin says is so.
      const fields: Record<string, string> = {
        intent: "save",
        homeScore: String(newHome),
        awayScore: String(newAway),
        incomplete: "on",
      };
      for (const line of league.t.game_stats) {
        if (line.game_id !== game.id || line.status !== "played") continue;
        for (const key of STAT_KEYS) {
          const value = line[key];
          if (value !== null) fields[`stat:${line.player_id}:${key}`] = String(value);
        }
      }
      return {
        checks: [
          check(
            `/games/${game.id}`,
            (html) => ({ score: scoreboard(html), title: ogTitle(html) }),
            (before) => {
              // The link preview's title is what its picture says.
              expect(before).toEqual({
                score: [oldAway, oldHome],
                title: `${headline(oldHome, oldAway)} — Final`,
              });
              return { score: [newAway, newHome], title: `${headline(newHome, newAway)} — Final` };
            },
          ),
          check(
            `/games/${game.id}.data`,
            (body) => dataString(body, "headline"),
            (before) => {
              expect(before).toBe(headline(oldHome, oldAway));
              return headline(newHome, newAway);
            },
          ),
          check(
            "/",
            (html) => ({
              card: gameCards(section(html, "recent-title"))[game.id],
              winner: standingsRow(html, winner),
              loser: standingsRow(html, loser),
            }),
            (before) => {
              expect(before.card).toBe(label(oldAway, oldHome));
              const [ww, wl] = before.winner as [number, number];
              const [lw, ll] = before.loser as [number, number];
              return {
                card: label(newAway, newHome),
                winner: [ww - 1, wl + 1],
                loser: [lw + 1, ll - 1],
              };
            },
          ),
          check(
            "/schedule",
            (html) => gameCards(section(html, "results-title"))[game.id],
            (before) => {
              expect(before).toBe(label(oldAway, oldHome));
              return label(newAway, newHome);
            },
          ),
          check(
            `/teams/${winner}`,
            (html) => ({ record: fact(html, "Record"), card: gameCards(html)[game.id] ?? null }),
            (before) => ({
              record: record(before.record, -1, +1),
              card: before.card === null ? null : label(newAway, newHome),
            }),
          ),
        ],
        write: async () => {
          const saved = await post(setup.writer, `/admin/games/${game.id}`, fields, setup.admin);
          expect(saved.status).toBe(302);
          expect(saved.headers.get("location")).toContain("saved=1");
        },
      };
    },
  },
  {
    name: "a result erased by the admin: the game page is no longer a final, standings drop it",
    plan: async (setup, league) => {
      // The season's first final: its standings still count it, and no other case uses it.
      const game = league.finals[0]!;
      const home = league.teamName(game.home_team_id);
      const away = league.teamName(game.away_team_id);
      const winner = game.winner_id!;
      const loser = winner === game.home_team_id ? game.away_team_id! : game.home_team_id!;
      return {
        checks: [
          check(
            `/games/${game.id}`,
            (html) => ({ score: scoreboard(html), title: ogTitle(html) }),
            (before) => {
              expect(before.score).toEqual([game.away_score, game.home_score]);
              // A game without a result is previewed by its matchup and when, without scores.
              const startsAt = new Date(game.starts_at);
              const when = `${formatGameDay(startsAt)}, ${formatGameTime(startsAt)}`;
              return { score: [], title: `${away} at ${home} — ${when}` };
            },
          ),
          check(
            "/",
            (html) => [standingsRow(html, winner), standingsRow(html, loser)],
            (before) => {
              const [[ww, wl], [lw, ll]] = before as [[number, number], [number, number]];
              return [
                [ww - 1, wl],
                [lw, ll - 1],
              ];
            },
          ),
        ],
        write: async () => {
          const erased = await post(
            setup.writer,
            `/admin/games/${game.id}`,
            { intent: "erase" },
            setup.admin,
          );
          expect(erased.status).toBe(302);
          expect(erased.headers.get("location")).toContain("erased=");
        },
      };
    },
  },
  {
    name: "live scoring started by the admin: the game page and the home page show it live",
    plan: async (setup, league) => {
      // The season's last game: live now, it shows in the home page's Live Now only.
      const game = league.laterGames.at(-1)!;
      const label = `${league.teamName(game.away_team_id)} at ${league.teamName(game.home_team_id)}`;
      return {
        checks: [
          check(`/games/${game.id}`, scoreboard, () => [0, 0]),
          check(
            "/",
            (html) => gameCards(section(html, "live-title"))[game.id] ?? null,
            () => `${label}, LIVE 0–0`,
          ),
        ],
        write: async () => {
          const started = await post(
            setup.writer,
            `/admin/games/${game.id}/live`,
            { intent: "start", confirmed: "yes" },
            setup.admin,
            { Accept: "application/json" },
          );
          expect(started.status).toBe(200);
        },
      };
    },
  },
  {
    name: "a live tap (+2): the game page and the home page show the new running score",
    plan: async (setup, league) => {
      // The last game still scheduled (the case before made the season's last one live).
      const game = league.laterGames.at(-1)!;
      const live = (fields: Record<string, string>) =>
        post(setup.writer, `/admin/games/${game.id}/live`, fields, setup.admin, {
          Accept: "application/json",
        });
      // Live before the warm-up: only the tap is the write under test.
      expect((await live({ intent: "start", confirmed: "yes" })).status).toBe(200);
      const plusTwo = ([away, home]: number[]) => [away!, home! + 2];
      return {
        checks: [
          check(`/games/${game.id}`, scoreboard, plusTwo),
          check(
            "/",
            (html) => gameCards(section(html, "live-title"))[game.id] ?? "",
            (before) => {
              const [, teams, away, home] = /^(.*), LIVE (\d+)–(\d+)$/.exec(before) ?? [];
              expect(teams, before).toBeDefined();
              const [a, h] = plusTwo([Number(away), Number(home)]);
              return `${teams}, LIVE ${a}–${h}`;
            },
          ),
        ],
        write: async () => {
          const tap = {
            id: `stale-tap-${tag}`,
            kind: "score",
            teamId: game.home_team_id,
            points: 2,
          };
          const tapped = await live({ intent: "taps", taps: JSON.stringify([tap]) });
          expect(tapped.status).toBe(200);
        },
      };
    },
  },
  {
    name: "an availability answer by a signed-in player on the game page: the counts",
    plan: async (setup, league) => {
      const me = league.t.players.find((p) => p.email === "player@example.org")!;
      const team = league.teamOf(me.id)!;
      const game = league.laterGames.find(
        (g) => g.home_team_id === team || g.away_team_id === team,
      )!;
      const was = league.answerOf(game.id, me.id);
      const answer = was === "in" ? "out" : "in";
      return {
        checks: [answerCountsCheck(league, game.id, team, was, answer)],
        write: async () => {
          const answered = await post(
            setup.writer,
            `/games/${game.id}`,
            { intent: "availability", answer },
            setup.player,
          );
          expect(answered.status).toBe(302);
        },
      };
    },
  },
  {
    name: "an availability answer through an emailed link (signed out): the counts",
    plan: async (setup, league) => {
      const me = league.t.players.find((p) => p.email === "player@example.org")!;
      const myTeam = league.teamOf(me.id);
      // A game of two other teams, so this case does not lean on the one before.
      const game = league.laterGames.find(
        (g) => g.home_team_id !== myTeam && g.away_team_id !== myTeam,
      )!;
      const team = game.home_team_id!;
      const player = league.rosterOf(team)[0]!;
      const was = league.answerOf(game.id, player);
      const answer = was === "in" ? "out" : "in";
      const link = signedLinkUrl(setup.writer.url, setup.secret, "answer", [game.id, player]);
      return {
        checks: [answerCountsCheck(league, game.id, team, was, answer)],
        write: async () => {
          const answered = await post(setup.writer, link, { answer });
          expect(answered.status).toBe(200);
          expect(visibleText(await answered.text())).toContain("Thanks");
        },
      };
    },
  },
  {
    name: "a roster change by the admin: the team page and the player page",
    plan: async (setup, league) => {
      // A paid signup on no team yet (the only players the admin may add).
      const signup = league.t.signups
        .filter((s) => s.season_id === league.season && s.paid && !league.teamOf(s.player_id))
        .sort((a, b) => a.player_id.localeCompare(b.player_id))[0]!;
      const player = signup.player_id;
      const team = league.otherTeams[0]!;
      return {
        checks: [
          check(
            `/teams/${team}`,
            (html) => playersInTable(html, "table team-roster").includes(player),
            () => true,
          ),
          check(`/players/${player}`, playerTeamFact, () => `Team ${league.teamName(team)}`),
        ],
        write: async () => {
          const added = await post(
            setup.writer,
            `/admin/seasons/${league.season}/teams/${team}`,
            { intent: "add", playerId: player },
            setup.admin,
          );
          expect(added.status).toBe(302);
          expect(added.headers.get("location")).toContain(`added=${player}`);
        },
      };
    },
  },
  {
    name: "a new player's signup (signed out), once he confirms it: the signup list and the draft's player table",
    plan: async (setup) => {
      const [firstName, lastName] = ["Casey", `Fresh${letters}`];
      const name = `${firstName} ${lastName}`;
      const inDraftTable = (html: string) =>
        visibleText(between(html, '<table class="table draft-players"', "</table>")).includes(name);
      return {
        checks: [
          check(
            "/signup/all",
            (html) => ({
              total: Number(fact(html, "Signed up")),
              new: Number(fact(html, "New")),
              listed: visibleText(html).includes(name),
            }),
            (before) => ({ total: before.total + 1, new: before.new + 1, listed: true }),
          ),
          check("/draft", inDraftTable, () => true),
        ],
        write: async () => {
          const email = `fresh-${tag}@example.org`;
          const signedUp = await post(setup.writer, "/signup/new", {
            firstName,
            lastName,
            email,
            phone: "617-555-0142",
            age: "31",
            heightFeet: "6",
            heightInches: "1",
            jerseySize: "L",
          });
          expect(signedUp.status).toBe(200);
          // It counts once he taps Confirm on the emailed link's page.
          const dataDirs = [setup.writer, ...setup.readers].map((s) => s.dataDir);
          const link = await emailedConfirmation(dataDirs, email);
          const confirmed = await post(setup.writer, link.pathname + link.search, {});
          expect(confirmed.headers.get("location")).toMatch(/^\/signup\/all\/\w+$/);
        },
      };
    },
  },
  {
    name: "a comment by a signed-in player: the game page shows it to a visitor",
    plan: async (setup, league) => {
      // Comments are taken on decided games only.
      const game = league.finals[1]!;
      const text = `Staleness check ${tag}: what a finish.`;
      return {
        checks: [
          check(
            `/games/${game.id}`,
            (html) => visibleText(html).includes(text),
            () => true,
          ),
        ],
        write: async () => {
          const posted = await post(setup.writer, `/games/${game.id}`, { text }, setup.player);
          expect(posted.status).toBe(302);
        },
      };
    },
  },
  {
    name: "a prayer intention (signed out, public at once): the list",
    plan: async (setup) => {
      // Visitors see intentions as soon as they are sent: the admin's new/prayed
      // status is shown to admins only, so no approval stands between.
      const message = `For the scorekeepers of the league (${tag}).`;
      return {
        checks: [
          check(
            "/prayer-intentions",
            (html) => visibleText(html).includes(message),
            () => true,
          ),
        ],
        write: async () => {
          const sent = await post(setup.writer, "/prayer-intentions/new", {
            name: "A neighbour",
            message,
          });
          expect(sent.status).toBe(302);
        },
      };
    },
  },
  {
    name: "a draft pick by the admin: the draft board and the drafting team's page",
    plan: async (setup, league) => {
      const draft = league.t.drafts.find((d) => d.season_id === league.season)!;
      const made = league.t.draft_picks.filter((p) => p.season_id === league.season).length;
      const picked = new Set(league.t.draft_picks.map((p) => p.player_id));
      // The first player the board offers: signed up and paid, not drafted, on no team, not a
      // core player (an unpaid signup's '+' is disabled).
      const player = league.t.signups
        .filter(
          (s) =>
            s.season_id === league.season &&
            s.paid &&
            !picked.has(s.player_id) &&
            !league.teamOf(s.player_id) &&
            !draft.core_player_ids.includes(s.player_id),
        )
        .map((s) => s.player_id)
        .sort()[0]!;
      const pick = made + 1;
      const order = draft.draft_order;
      const team = snakeDraftOrder(order, Math.ceil(pick / order.length))[pick - 1]!.teamId;
      return {
        checks: [
          check(
            "/draft",
            (html) => ({
              made: /(\d+) of (\d+) picks made/.exec(visibleText(html))?.slice(1).map(Number),
              pick: visibleText(between(html, `<tr id="pick-${pick}"`, "</tr>")),
              offered: playersInTable(html, "table draft-players").includes(player),
            }),
            (before) => {
              expect(before.made?.[0]).toBe(made);
              expect(before.offered).toBe(true);
              return {
                made: [made + 1, before.made![1]!],
                pick: `${pick} ${league.teamName(team)} ${league.playerName(player)}`,
                offered: false,
              };
            },
          ),
          check(
            `/teams/${team}`,
            (html) => playersInTable(html, "table team-roster").includes(player),
            () => true,
          ),
        ],
        write: async () => {
          const drafted = await post(
            setup.writer,
            `/admin/seasons/${league.season}/draft`,
            { intent: "pick", playerId: player, pick: String(pick) },
            setup.admin,
          );
          expect(drafted.status).toBe(200);
          expect(visibleText(await drafted.text())).toContain(`Pick ${pick}:`);
        },
      };
    },
  },
  {
    name: "a team renamed by the admin: /teams and the team's page",
    plan: async (setup, league) => {
      const id = league.otherTeams.at(-1)!;
      const team = league.t.teams.find((t) => t.id === id)!;
      const name = `${team.name} ${letters.slice(-6)}`;
      return {
        checks: [
          check(
            "/teams",
            (html) => teamTileName(html, id),
            () => name,
          ),
          check(`/teams/${id}`, heading, () => name),
        ],
        write: async () => {
          const saved = await post(
            setup.writer,
            `/admin/teams/${id}`,
            {
              name,
              abbreviation: team.abbreviation,
              color: team.color,
              bio: team.bio.join("\n\n"),
            },
            setup.admin,
          );
          expect(saved.status).toBe(302);
        },
      };
    },
  },
];

// --- The clock ---------------------------------------------------------------

/**
 * At a tip-off the game leaves the home page's Upcoming Games and the
 * schedule's Upcoming, its page stops taking availability answers, its teams'
 * pages move on to their next game, and the final of 24 hours earlier stays on
 * Recent Scores (a week of results, by day). A server whose clock starts a
 * lead before the tip-off (`clockLead`) is warmed, then asked again once its
 * clock is past. The warmed pages show the game before its tip-off (each check
 * asserts it), so a warm-up that ran past the tip-off fails there.
 */
async function clockPlan(setup: Setup): Promise<{ server: RunningServer; plan: Plan }> {
  const league = await leagueOf(setup);
  const game = league.tipOff;
  const tipOff = Date.parse(game.starts_at);
  const staying = league.recentAtTipOff;
  const team = game.home_team_id!;
  const next = league.games.find(
    (g) =>
      (g.home_team_id === team || g.away_team_id === team) &&
      (g.status === "scheduled" || g.status === "live") &&
      Date.parse(g.starts_at) > tipOff,
  );
  const lead = clockLead(setup);
  const server = await setup.clockServer(new Date(tipOff - lead).toISOString());
  // Its clock started before it answered, at the latest.
  const ready = Date.now();
  const checks = [
    check(
      "/",
      (html) => ({
        upcoming: game.id in gameCards(section(html, "upcoming-title")),
        recent: staying ? staying.id in gameCards(section(html, "recent-title")) : null,
      }),
      (before) => {
        expect(before).toEqual({ upcoming: true, recent: staying ? true : null });
        return { upcoming: false, recent: staying ? true : null };
      },
    ),
    check(
      "/schedule",
      (html) => ({
        upcoming: game.id in gameCards(section(html, "upcoming-title")),
        results: game.id in gameCards(section(html, "results-title")),
      }),
      () => ({ upcoming: false, results: true }),
    ),
    check(
      `/games/${game.id}`,
      (html) => html.includes('<section id="availability"'),
      () => false,
    ),
    check(
      `/teams/${team}`,
      (html) => Object.keys(gameCards(between(html, "<h3>Next game</h3>", "</ul>")))[0] ?? null,
      (before) => {
        expect(before).toBe(game.id);
        return next?.id ?? null;
      },
    ),
  ];
  return {
    server,
    plan: {
      checks,
      write: async () => {
        // The check comes past the tip-off even if the clock started only when the server answered.
        const wait = ready + lead + 1_000 - Date.now();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      },
    },
  };
}

// --- Both setups -------------------------------------------------------------

function suite(start: () => Promise<Setup>, stop: () => Promise<void>) {
  let setup: Setup;
  beforeAll(async () => {
    setup = await start();
  });
  afterAll(stop);

  it.each(cases)("$name", async ({ plan }) => {
    await provesFresh(setup.readers, await plan(setup, await leagueOf(setup)), setup.writer);
  });

  it("a page whose display depends on the clock changes at the tip-off", async () => {
    const { server, plan } = await clockPlan(setup);
    await provesFresh([server], plan);
  });
}

describe("page freshness on the embedded database (one server)", () => {
  const running: RunningServer[] = [];
  suite(
    async () => {
      const asked = Date.now();
      const server = await startServer();
      const startMs = Date.now() - asked;
      running.push(server);
      return {
        writer: server,
        readers: [server],
        admin: await signIn(server, "admin@example.org"),
        player: await signIn(server, "player@example.org"),
        secret: readFileSync(path.join(server.dataDir, "auth-secret"), "utf8").trim(),
        // One process owns the embedded database: the clock server takes over its folder.
        clockServer: async (now) => {
          await server.stop();
          const restarted = await startServer({ DATA_DIR: server.dataDir, NOW: now });
          running.push(restarted);
          return restarted;
        },
        startMs,
      };
    },
    async () => {
      await Promise.all(running.map((s) => s.stop()));
    },
  );
});

describe.skipIf(!BASE_URL)("page freshness on PostgreSQL (two servers)", () => {
  const running: RunningServer[] = [];
  let database: EmptyDatabase | undefined;
  suite(
    async () => {
      database = await emptyDatabase(BASE_URL!, "fresh");
      const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: TEST_AUTH_SECRET };
      const asked = Date.now();
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      const startMs = Date.now() - asked;
      running.push(a, b);
      await seedDemoLeague(env);
      return {
        writer: a,
        readers: [b, a],
        admin: await signIn(a, "admin@example.org"),
        player: await signIn(a, "player@example.org"),
        secret: TEST_AUTH_SECRET,
        clockServer: async (now) => {
          const third = await startServer({ ...env, NOW: now });
          running.push(third);
          return third;
        },
        startMs,
      };
    },
    async () => {
      await Promise.all(running.map((s) => s.stop()));
      await database?.drop();
    },
  );
});
