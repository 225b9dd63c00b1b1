// Issue 33 §5: the picture a shared game link shows, through the route
// modules on the demo league. The PNG is read: its signature and IHDR say
// 1200×630, under 300 KB; a second request for the same picture is answered
// from the keep, and a changed result is drawn anew. The game page's link
// preview tags point at it with an absolute address (APP_URL).
import { inflateSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readLeagueVersion } from "~/data/league-version.server";
import { games } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { APP_ORIGIN, startApp, TEST_NOW, type TestApp } from "../support/app";

const NOW = new Date(TEST_NOW);
const league = generateDemoLeague({ now: NOW });
const teamName = (id: string | null | undefined) => league.teams.find((t) => t.id === id)!.name;
const linesOf = (id: string) => league.gameStats.filter((s) => s.gameId === id);
const final = league.games.find(
  (g) =>
    g.seasonId === 4 &&
    g.winnerId !== null &&
    linesOf(g.id).some((s) => s.status === "played") &&
    linesOf(g.id).every((s) => s.status === "played" || s.status === "dnp"),
)!;
const upcoming = league.games
  .filter((g) => g.seasonId === 4 && g.status === "scheduled" && g.startsAt > NOW)
  .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]!;

type Loader = (args: never) => Promise<unknown>;
type Meta = (args: never) => { property?: string; name?: string; content?: string }[];

let app: TestApp;
let shareRoute: { loader: Loader };
let gameRoute: { loader: Loader; meta: Meta };
let counts: () => { drawn: number; kept: number };

beforeAll(async () => {
  app = await startApp();
  shareRoute = (await import("~/routes/game-share-image")) as never;
  gameRoute = (await import("~/routes/game")) as never;
  counts = (await import("~/server/share-image.server")).shareImageCounts;
}, 120_000);

/** The picture's answer, as the route gives it (its headers set by the route itself). */
async function picture(gameId: string, headers: Record<string, string> = {}) {
  const request = app.request(`/games/${encodeURIComponent(gameId)}/share.png`);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  const answer = (await shareRoute.loader({
    request,
    params: { gameId },
    context: {},
  } as never)) as Response;
  return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The RGB of pixel (x, y) of an 8-bit RGB or RGBA PNG, unpacked by hand (zlib, then the row filters). */
function pngPixel(bytes: Buffer, x: number, y: number): string {
  const { width } = pngSize(bytes);
  const colorType = bytes[25];
  expect(bytes[24], "bit depth").toBe(8);
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
  expect(channels, `colour type ${colorType}`).toBeGreaterThan(0);
  const chunks: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.subarray(at + 4, at + 8).toString("ascii") === "IDAT") {
      chunks.push(bytes.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  let previous = Buffer.alloc(stride);
  let row = previous;
  for (let r = 0; r <= y; r++) {
    const filter = raw[r * (stride + 1)]!;
    const line = raw.subarray(r * (stride + 1) + 1, (r + 1) * (stride + 1));
    row = Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? row[i - channels]! : 0;
      const b = previous[i]!;
      const c = i >= channels ? previous[i - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      row[i] = (line[i]! + predictor) & 0xff;
    }
    previous = row;
  }
  const px = row.subarray(x * channels, x * channels + 3);
  return `#${[...px].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

describe("/games/{id}/share.png", () => {
  it("shows a final: the winner's band on top in its colour, then the loser's, both scores", async () => {
    const winner = league.teams.find((t) => t.id === final.winnerId)!;
    const loserId = final.winnerId === final.homeTeamId ? final.awayTeamId : final.homeTeamId;
    const loser = league.teams.find((t) => t.id === loserId)!;
    const [winnerScore, loserScore] =
      final.winnerId === final.homeTeamId
        ? [final.homeScore, final.awayScore]
        : [final.awayScore, final.homeScore];
    expect(winner.color).not.toBe(loser.color);
    const { loadGameShare } = await import("~/pages/game-share.server");
    const image = (await loadGameShare(app.db, final.id))!;
    expect(image.status).toBe("Final");
    expect(image.bands.map((b) => [b.name, b.right, b.rightIsScore, b.background])).toEqual([
      [winner.name, String(winnerScore), true, winner.color!.toLowerCase()],
      [loser.name, String(loserScore), true, loser.color!.toLowerCase()],
    ]);
    expect(image.title).toBe(`${winner.name} ${winnerScore}, ${loser.name} ${loserScore} — Final`);
    // The PNG itself: the navy frame, then each band's colour where the band is drawn
    // (under the 104 px header, each band about 180 px high, 40 px in from the sides, navy between).
    const { bytes } = await picture(final.id);
    expect(pngPixel(bytes, 10, 10)).toBe("#14233f");
    expect(pngPixel(bytes, 60, 200)).toBe(winner.color!.toLowerCase());
    expect(pngPixel(bytes, 60, 298)).toBe("#14233f");
    expect(pngPixel(bytes, 60, 400)).toBe(loser.color!.toLowerCase());
    expect(pngPixel(bytes, 10, 400)).toBe("#14233f");
  });

  it("is a 1200×630 PNG under 300 KB for a final and for a game to come", async () => {
    for (const game of [final, upcoming]) {
      const { answer, bytes } = await picture(game.id);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("image/png");
      expect(answer.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
      expect(Number(answer.headers.get("Content-Length"))).toBe(bytes.length);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeLessThan(300 * 1024);
    }
  });

  it("answers the same picture from the keep at the same league version, and draws a changed result", async () => {
    const version = await readLeagueVersion(app.db);
    const first = await picture(final.id);
    const before = counts();
    const again = await picture(final.id);
    expect(await readLeagueVersion(app.db)).toBe(version);
    expect(counts()).toEqual({ drawn: before.drawn, kept: before.kept + 1 });
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.answer.headers.get("ETag")).toBe(first.answer.headers.get("ETag"));

    // A browser holding it is told so (304), with nothing drawn.
    const held = await picture(final.id, { "If-None-Match": first.answer.headers.get("ETag")! });
    expect(held.answer.status).toBe(304);
    expect(counts().drawn).toBe(before.drawn);

    // The result is corrected: the winner scored two more.
    const winnerIsHome = final.winnerId === final.homeTeamId;
    await app.db
      .update(games)
      .set(
        winnerIsHome
          ? { homeScore: sql`${games.homeScore} + 2` }
          : { awayScore: sql`${games.awayScore} + 2` },
      )
      .where(eq(games.id, final.id));
    expect(await readLeagueVersion(app.db)).toBeGreaterThan(version);
    const changed = await picture(final.id);
    expect(counts().drawn).toBe(before.drawn + 1);
    expect(changed.bytes.equals(first.bytes)).toBe(false);
    expect(changed.answer.headers.get("ETag")).not.toBe(first.answer.headers.get("ETag"));
    expect(pngSize(changed.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("answers 404 to an id that is no game, 410 to a cancelled one: never a 5xx", async () => {
    for (const id of ["no-such-game", "x".repeat(300), "../../etc/passwd", "a b", ""]) {
      const { answer } = await picture(id);
      expect(answer.status, id).toBe(404);
      expect(answer.headers.get("Content-Type")).toMatch(/^text\/plain/);
    }
    const victim = league.games
      .filter((g) => g.seasonId === 4 && g.status === "scheduled" && g.id !== upcoming.id)
      .at(-1)!;
    const { changeGameSchedule, loadGameSchedulePage } =
      await import("~/pages/admin-game-schedule.server");
    const { admin, form, status } = await import("../support/admin-forms");
    const deleted = await changeGameSchedule(
      app.db,
      victim.id,
      admin,
      // The key the game's page showed above its Delete.
      form({
        intent: "delete",
        confirm: "yes",
        shown: (await loadGameSchedulePage(app.db, victim.id)).deleteKey,
      }),
    );
    expect(status(deleted)).toBe(302);
    const { answer, bytes } = await picture(victim.id);
    expect(answer.status).toBe(410);
    expect(bytes.toString("utf8")).toContain("was cancelled");
  });
});

describe("the game page's link preview", () => {
  /** The game page's meta tags, from its loader's data as a signed-out visitor gets it. */
  async function tagsOf(gameId: string) {
    const data = await gameRoute.loader({
      request: app.request(`/games/${gameId}`),
      params: { gameId },
      context: {},
    } as never);
    const tags = gameRoute.meta({ loaderData: data, params: { gameId } } as never);
    const content = (key: string) =>
      tags.find((t) => t.property === key || t.name === key)?.content ?? null;
    return { content };
  }

  it("points at the picture with an absolute address and says what it shows", async () => {
    const { content } = await tagsOf(upcoming.id);
    const image = content("og:image")!;
    expect(image.startsWith(`${APP_ORIGIN}/games/${upcoming.id}/share.png?v=`)).toBe(true);
    expect(content("og:image:width")).toBe("1200");
    expect(content("og:image:height")).toBe("630");
    expect(content("twitter:card")).toBe("summary_large_image");
    const matchup = `${teamName(upcoming.awayTeamId)} at ${teamName(upcoming.homeTeamId)}`;
    const [day, time] = [formatGameDay(upcoming.startsAt), formatGameTime(upcoming.startsAt)];
    expect(content("og:title")).toBe(`${matchup} — ${day}, ${time}`);
    expect(content("og:image:alt")).toContain(`${matchup}, ${day} at ${time}`);

    // Its ?v= is the picture's ETag: a new result is at a new address.
    const { answer } = await picture(upcoming.id);
    expect(`"${new URL(image).searchParams.get("v")}"`).toBe(answer.headers.get("ETag"));
  });

  it("leads a final's preview with its result", async () => {
    const { content } = await tagsOf(final.id);
    const [row] = await app.db.select().from(games).where(eq(games.id, final.id));
    const winnerIsHome = row!.winnerId === row!.homeTeamId;
    const [winner, loser] = winnerIsHome
      ? [
          `${teamName(row!.homeTeamId)} ${row!.homeScore}`,
          `${teamName(row!.awayTeamId)} ${row!.awayScore}`,
        ]
      : [
          `${teamName(row!.awayTeamId)} ${row!.awayScore}`,
          `${teamName(row!.homeTeamId)} ${row!.homeScore}`,
        ];
    expect(content("og:title")).toBe(`${winner}, ${loser} — Final`);
    expect(content("og:image:alt")).toBe(`${winner}, ${loser}, final.`);
    expect(content("og:image")).toMatch(
      new RegExp(`^${APP_ORIGIN}/games/${final.id}/share\\.png\\?v=`),
    );
  });
});
