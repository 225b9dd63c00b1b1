// Issue 33 §5: the picture a shared game link shows, through the route
// modules on the demo league. The PNG is read: its signature and IHDR say
// 1200×630, under 300 KB; a second request for the same picture is answered
// from the keep, and a changed result is drawn anew. The game page's link
// preview tags point at it with an absolute address (APP_URL).
// Issue 40 §2: a picture is drawn only at its current address (any other is
// redirected there, nothing drawn), on a worker thread, and a burst past the
// drawing queue is refused at once (503, Retry-After).
import { threadId } from "node:worker_threads";
import { inflateSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLeagueVersion } from "~/data/league-version.server";
import { games } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { shareImagePath, type ShareImage } from "~/domain/game-story/share-image";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
// Its values are imported once the app is set up (beforeAll).
import type * as ShareImageServer from "~/server/share-image.server";
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

/** Finals no other test here draws. */
const otherFinals = league.games.filter(
  (g) => g.seasonId === 4 && g.winnerId !== null && g.id !== final.id,
);

type Loader = (args: never) => Promise<unknown>;
type Meta = (args: never) => { property?: string; name?: string; content?: string }[];

let app: TestApp;
let shareRoute: { loader: Loader };
let gameRoute: { loader: Loader; meta: Meta };
let drawing: typeof ShareImageServer;
const counts = () => drawing.shareImageCounts();

beforeAll(async () => {
  app = await startApp();
  shareRoute = (await import("~/routes/game-share-image")) as never;
  gameRoute = (await import("~/routes/game")) as never;
  drawing = await import("~/server/share-image.server");
}, 120_000);
afterAll(() => drawing?.closeShareImageDrawing());

/** What a game's picture shows now (null: no such game). */
async function shownNow(gameId: string): Promise<ShareImage | null> {
  const { loadGameShare } = await import("~/pages/game-share.server");
  return loadGameShare(app.db, gameId);
}

/** The picture's current address (the game page's og:image, without the origin): `?v=` what it shows now. */
async function currentAddress(gameId: string): Promise<string> {
  const image = await shownNow(gameId);
  const path = shareImagePath(gameId);
  return image ? `${path}?v=${drawing.shareImageTag(image)}` : path;
}

/**
 * The picture's answer, as the route gives it (its headers set by the route
 * itself), at its current address unless `address` says another.
 */
async function picture(gameId: string, headers: Record<string, string> = {}, address?: string) {
  const request = app.request(address ?? (await currentAddress(gameId)));
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
    expect(counts()).toEqual({ ...before, kept: before.kept + 1 });
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
    // Its old address now leads to the new one, and draws nothing.
    const firstAddress = `${shareImagePath(final.id)}?v=${first.answer.headers.get("ETag")!.replaceAll('"', "")}`;
    const old = await picture(final.id, {}, firstAddress);
    expect(old.answer.status).toBe(302);
    expect(old.answer.headers.get("Location")).toBe(await currentAddress(final.id));
    expect(counts().drawn).toBe(before.drawn);
    const changed = await picture(final.id);
    expect(counts().drawn).toBe(before.drawn + 1);
    expect(changed.bytes.equals(first.bytes)).toBe(false);
    expect(changed.answer.headers.get("ETag")).not.toBe(first.answer.headers.get("ETag"));
    expect(pngSize(changed.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("answers 404 to an id that is no game, 410 to a cancelled one: never a 5xx", async () => {
    for (const id of ["no-such-game", "x".repeat(300), "../../etc/passwd", "a b", ""]) {
      const { answer } = await picture(id, {}, `${shareImagePath(id)}?v=AAAAAAAAAAAAAAAA`);
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

  it("draws only at the current address: a made-up ?v=, none, or more in the query is redirected there", async () => {
    const game = otherFinals[0]!;
    const current = await currentAddress(game.id);
    const path = shareImagePath(game.id);
    const before = counts();
    for (const address of [
      `${path}?v=made-up`,
      `${path}?v=AAAAAAAAAAAAAAAA`,
      path,
      `${current}&v=made-up`,
      `${current}&utm_source=chat`,
      `${path}?utm_source=chat&${current.split("?")[1]}`,
      `${path}/${current.slice(path.length)}`,
      current.replace("/games/", "/GAMES/"),
    ]) {
      const { answer, bytes } = await picture(game.id, {}, address);
      expect(answer.status, address).toBe(302);
      expect(answer.headers.get("Location"), address).toBe(current);
      expect(answer.headers.get("Cache-Control"), address).toBe("no-cache");
      expect(bytes.length).toBe(0);
    }
    expect(counts()).toEqual(before);
    // The address the redirects lead to is the one the game page names: drawn once there.
    const { answer } = await picture(game.id, {}, current);
    expect(answer.status).toBe(200);
    expect(counts().drawn).toBe(before.drawn + 1);
  });

  it("draws on a worker thread, never on the event loop's", async () => {
    await picture(otherFinals[1]!.id);
    const threads = drawing.shareImageThreads();
    expect(threads.length).toBeGreaterThan(0);
    expect(threads).not.toContain(threadId);
  });

  it("refuses a picture at once (503, Retry-After) while the drawing queue is full, and draws it after", async () => {
    const { MAX_DRAWINGS, DRAWINGS_RETRY_AFTER_S, DrawingsBusy, shareImagePng } = drawing;
    const game = otherFinals[2]!;
    const image = (await shownNow(game.id))!;
    // A new thread takes a while to start (tsx, satori, the fonts): the queue stays full meanwhile.
    await drawing.closeShareImageDrawing();
    const before = counts();
    // Their outcomes are taken at once: the three refused ones reject before
    // the request below is answered, and a rejection nobody holds yet is an
    // unhandled one.
    const burst = Promise.allSettled(
      Array.from({ length: MAX_DRAWINGS + 3 }, (_, i) =>
        shareImagePng({ ...image, when: `Burst ${i}` }),
      ),
    );
    const refused = await picture(game.id);
    expect(refused.answer.status).toBe(503);
    expect(refused.answer.headers.get("Retry-After")).toBe(String(DRAWINGS_RETRY_AFTER_S));
    expect(refused.answer.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const settled = await burst;
    expect(settled.filter((one) => one.status === "fulfilled")).toHaveLength(MAX_DRAWINGS);
    const busy = settled.filter((one) => one.status === "rejected");
    expect(busy).toHaveLength(3);
    expect(busy.every((one) => one.reason instanceof DrawingsBusy)).toBe(true);
    expect(counts()).toEqual({
      drawn: before.drawn + MAX_DRAWINGS,
      kept: before.kept,
      refused: before.refused + 4,
    });
    // Once the queue has drained, the same address is answered with its picture.
    const drawn = await picture(game.id);
    expect(drawn.answer.status).toBe(200);
    expect(pngSize(drawn.bytes)).toEqual({ width: 1200, height: 630 });
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
