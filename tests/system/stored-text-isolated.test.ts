// Text stored before the name rule (docs/security.md#input): bidi controls
// written straight into the database, as an older version or an old import
// left them, in every player's first and last name, every team's and season's
// name, every season's way to pay its fee, every comment and every prayer intention. Then every page of the
// built route table (and the signed links' pages) is read as a visitor, a
// player and an admin, with the CSV reports and calendars: no text node, no
// attribute and no line may leave a control open or close one it did not
// open, so nothing stored can reorder the text beside it.
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { bidiLeak, hasBidiControl } from "../support/bidi-leaks";
import { httpFetch } from "../support/http-client";
import { decode } from "./page-views";
import { builtRoutes, fillPattern, signedLinkQueries } from "./fuzz-targets";
import { waitingSignupId } from "./emailed-confirmation";
import { signIn, startServer, type RunningServer } from "./server";

const RLO = "\u202E";
const RLE = "\u202B";
const LRO = "\u202D";
const LRI = "\u2066";
const PDI = "\u2069";

let server: RunningServer;
const cookies: Record<string, string | undefined> = { visitor: undefined };

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "league-bidi-"));
  cpSync(inject("serverTemplate"), dataDir, { recursive: true });
  const { openDatabase } = await import("~/db/connection.server");
  const opened = await openDatabase({ dir: path.join(dataDir, "db") });
  // Each text keeps its own words, with a control left open or a stray closer.
  for (const statement of [
    `update players set first_name = first_name || '${RLO}', last_name = '${PDI}' || last_name || '${LRI}'`,
    `update teams set name = name || '${RLE}', abbreviation = abbreviation || '${RLO}'`,
    `update seasons set name = name || '${RLO}', fee_how_to_pay = 'Cash to Fr. Mike${RLO}'`,
    `update comments set text = text || '${RLO}'`,
    `update prayer_intentions set name = '${RLO}' || coalesce(name, 'Mary'), message = message || '${LRO}'`,
  ]) {
    await opened.db.execute(sql.raw(statement));
  }
  await opened.close();
  server = await startServer({ DATA_DIR: dataDir });
  cookies.player = await signIn(server, "player@example.org");
  cookies.admin = await signIn(server, "admin@example.org");
}, 180_000);
afterAll(() => server?.stop());

/** Every text node and attribute a visitor's browser shows of an HTML page. */
function shownPieces(html: string): string[] {
  const markup = html
    .replace(/<(script|style|textarea)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const pieces: string[] = [];
  for (const [, text] of markup.matchAll(/>([^<]*)</g)) pieces.push(decode(text!));
  for (const [tag] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, name, value] of tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)) {
      // A form field's value is its own box, and shows what is stored to be corrected.
      if (name !== "value") pieces.push(decode(value!));
    }
  }
  return pieces;
}

it(
  "shows no stored text that can reorder the text beside it, on any page",
  { timeout: 600_000 },
  async () => {
    const data = (await (
      await httpFetch(`${server.url}/admin/data.json`, { headers: { Cookie: cookies.admin! } })
    ).json()) as { tables: Record<string, Record<string, unknown>[]> };
    const rows = (name: string) => data.tables[name] ?? [];
    const season = rows("seasons").find((s) => s.is_current);
    const games = rows("games").filter((g) => g.season_id === season?.id);
    const commented = rows("comments")[0]?.game_id;
    const team = rows("season_teams").find((t) => t.season_id === season?.id)?.team_id;
    const player = rows("players").find((p) => p.email === "player@example.org")?.id;
    const ids = (...xs: unknown[]) => xs.filter((x) => x !== undefined).map(String);
    const adminHome = await (
      await httpFetch(`${server.url}/admin`, { headers: { Cookie: cookies.admin! } })
    ).text();
    const values: Record<string, string[]> = {
      gameId: ids(
        games.find((g) => g.status === "completed")?.id,
        games.find((g) => g.status === "scheduled")?.id,
        commented,
      ),
      teamId: ids(team),
      playerId: ids(player),
      seasonId: ids(season?.id),
      prayerId: ids(rows("prayer_intentions")[0]?.id),
      teamCalendar: ids(team && `${String(team)}.ics`),
      report: [...new Set([...adminHome.matchAll(/\/admin\/csv\/([\w-]+)/g)].map((m) => m[1]!))],
    };
    const signed = signedLinkQueries(
      readFileSync(path.join(server.dataDir, "auth-secret"), "utf8").trim(),
      data.tables,
      await waitingSignupId(server, data.tables),
    );
    const urls = new Set<string>();
    for (const route of builtRoutes()) {
      if (route.pattern === "/*" || !route.loader) continue;
      for (const url of fillPattern(route.pattern, values).urls) {
        urls.add(signed[route.pattern] ? `${url}?${signed[route.pattern]}` : url);
      }
    }

    const leaks: string[] = [];
    const reached = new Set<string>();
    for (const [role, cookie] of Object.entries(cookies)) {
      for (const url of urls) {
        const response = await httpFetch(server.url + url, {
          redirect: "manual",
          headers: cookie ? { Cookie: cookie } : {},
        });
        const type = response.headers.get("content-type") ?? "";
        // Streams never end, pictures hold no text, and the backup is the data as stored.
        if (!/^text\/(html|csv|calendar)/.test(type)) {
          await response.body?.cancel();
          continue;
        }
        const body = await response.text();
        const pieces = type.startsWith("text/html")
          ? shownPieces(body)
          : body.replace(/\r\n[ \t]/g, "").split(/\r?\n/);
        for (const piece of pieces) {
          if (hasBidiControl(piece)) reached.add(url);
          const leak = bidiLeak(piece);
          if (leak) leaks.push(`${role} ${url}: ${leak} in ${JSON.stringify(piece.slice(0, 80))}`);
        }
      }
    }
    expect([...new Set(leaks)]).toEqual([]);
    // The stored controls did reach the pages that show these texts.
    for (const url of [
      "/players",
      `/players/${player}`,
      `/games/${commented}`,
      `/teams/${team}`,
      "/prayer-intentions",
      "/admin/signups",
      // How to pay the fee: his welcome page, and the season's own page.
      `/signup/all/${player}`,
      `/admin/seasons/${season?.id}`,
    ]) {
      expect(reached, url).toContain(url);
    }
  },
);
