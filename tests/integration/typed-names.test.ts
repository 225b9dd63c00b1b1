// Names that only look different (issue 30, point 6; docs/league-rules.md#names),
// through the real forms as the admin, a visitor and an importer: a season
// "Fall\u00a02026" beside "Fall 2026" is refused, and so is a name carrying
// U+202E (which reverses the text after it on every page that shows it). Teams
// and their abbreviations are compared the same way; player and prayer names
// take the same rule; an import refuses such a name naming the record. Every
// refusal is a 400 with a sentence on the field, and nothing is written.
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exportLeague } from "~/data/export.server";
import { readDataFile } from "~/data/legacy-import.server";
import { auditLog, players, prayerIntentions, seasons, teams } from "~/db/schema";
import { startApp, type TestApp } from "../support/app";
import { importRefusal } from "../support/import-refusal";
import { confirmEmailedSignup } from "../support/signup-confirm";

const ADMIN = "admin@example.org";
const RLO = "\u202e";

let app: TestApp;
let adminCookie: string;

interface Outcome {
  status: number;
  location: string | null;
  /** Errors by field name, when the answer is a refused form. */
  errors: Record<string, string[] | null>;
}

/** A route's action as status / Location / field errors, thrown or returned. */
async function post(
  route: { action: unknown },
  path: string,
  form: Record<string, string>,
  opts: { params?: Record<string, string>; admin?: boolean; ip?: string } = {},
): Promise<Outcome> {
  const request = app.request(path, {
    form,
    cookie: opts.admin ? adminCookie : undefined,
    ip: opts.ip,
  });
  let answer: unknown;
  try {
    answer = await (route.action as (args: unknown) => Promise<unknown>)({
      request,
      params: opts.params ?? {},
      context: {},
    });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get("Location"), errors: {} };
  }
  const { data, init } = answer as {
    data: { result?: { error?: Record<string, string[] | null> } };
    init?: { status?: number };
  };
  return { status: init?.status ?? 200, location: null, errors: data?.result?.error ?? {} };
}

/** The rows these forms write, to show a refusal wrote nothing. */
async function counts() {
  const count = async (table: typeof seasons | typeof teams | typeof players) =>
    (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    seasons: await count(seasons),
    teams: await count(teams),
    players: await count(players),
    prayers: (await app.db.select({ n: sql<number>`count(*)::int` }).from(prayerIntentions))[0]!.n,
    audit: (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n,
  };
}

beforeAll(async () => {
  app = await startApp();
  adminCookie = await app.cookieFor(ADMIN);
}, 120_000);

describe("season names", () => {
  const startSeason = async (latest: number, name: string) =>
    post(
      await import("~/routes/admin-seasons"),
      "/admin/seasons",
      { intent: "start-season", latest: String(latest), name },
      { admin: true },
    );
  const latestId = async () =>
    (await app.db.select({ id: sql<number>`max(${seasons.id})::int` }).from(seasons))[0]!.id;

  it("refuses 'Fall\\u00a02026' (a no-break space) beside 'Fall 2026', and its other spellings", async () => {
    // The demo league's current season may be Fall 2026 already.
    const named = await app.db.select().from(seasons).where(eq(seasons.name, "Fall 2026"));
    if (named.length === 0)
      expect((await startSeason(await latestId(), "Fall 2026")).status).toBe(302);
    const before = await counts();
    for (const spelling of ["Fall\u00a02026", "fall 2026", " FALL  2026", "Ｆａｌｌ\u30002026"]) {
      const refused = await startSeason(await latestId(), spelling);
      expect(refused.status, spelling).toBe(400);
      expect(refused.errors.name).toEqual([
        "A season is already called “Fall 2026”: choose another name.",
      ]);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a name with U+202E, naming the field and the character", async () => {
    const before = await counts();
    const refused = await startSeason(await latestId(), `Fall ${RLO}7202`);
    expect(refused.status).toBe(400);
    expect(refused.errors.name).toEqual([
      "Remove the invisible character U+202E from the season's name: names take letters, digits, spaces and punctuation only.",
    ]);
    expect(await counts()).toEqual(before);
  });

  it("stores a name as it reads: NFKC, one space, trimmed", async () => {
    const id = (await latestId()) + 1;
    const started = await startSeason(id - 1, "\u3000Ｗｉｎｔｅｒ\u00a0\u2003 2027\t");
    expect(started.status).toBe(302);
    const [row] = await app.db.select().from(seasons).where(eq(seasons.id, id));
    expect(row?.name).toBe("Winter 2027");
  });
});

describe("team names and abbreviations", () => {
  const newTeam = {
    id: "seaport-gulls",
    name: "Seaport Gulls",
    abbreviation: "SPG",
    color: "#123456",
    bio: "New this year.",
  };
  const create = async (form: Record<string, string>) =>
    post(await import("~/routes/admin-team-new"), "/admin/teams/new", form, { admin: true });
  const edit = async (teamId: string, form: Record<string, string>) =>
    post(await import("~/routes/admin-team"), `/admin/teams/${teamId}`, form, {
      admin: true,
      params: { teamId },
    });
  const existing = async () => app.db.select().from(teams).orderBy(teams.id).limit(2);

  it("refuses a new team whose name or abbreviation differs from another's only by spacing, width or case", async () => {
    const [other] = await existing();
    const before = await counts();
    const wideUpper = Array.from(other!.name.toUpperCase().replace(/ /g, "\u00a0"))
      .map((c) => (c >= "!" && c <= "~" ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c))
      .join("");
    const byName = await create({ ...newTeam, name: wideUpper });
    expect(byName.status).toBe(400);
    expect(byName.errors.name).toEqual([
      `Another team is already called “${other!.name}”: choose another name.`,
    ]);
    const byAbbreviation = await create({
      ...newTeam,
      abbreviation: ` ${other!.abbreviation.toLowerCase()}`,
    });
    expect(byAbbreviation.status).toBe(400);
    expect(byAbbreviation.errors.abbreviation).toEqual([
      `${other!.name} already uses the abbreviation ${other!.abbreviation}: choose another.`,
    ]);
    expect(await counts()).toEqual(before);
  });

  it("refuses a team name with a zero-width or bidi character", async () => {
    const before = await counts();
    const refused = await create({ ...newTeam, name: `Seaport\u200bGulls` });
    expect(refused.status).toBe(400);
    expect(refused.errors.name).toEqual([
      "Remove the invisible character U+200B from the team's name: names take letters, digits, spaces and punctuation only.",
    ]);
    const abbreviation = await create({ ...newTeam, abbreviation: `SP${RLO}G` });
    expect(abbreviation.status).toBe(400);
    expect(abbreviation.errors.abbreviation?.[0]).toMatch(/U\+202E from the abbreviation/);
    expect(await counts()).toEqual(before);
  });

  it("refuses renaming a team to another's name in another case; its own name in another case is fine", async () => {
    const [first, second] = await existing();
    const form = { abbreviation: first!.abbreviation, color: first!.color, bio: "Renamed." };
    const taken = await edit(first!.id, { ...form, name: second!.name.toLowerCase() });
    expect(taken.status).toBe(400);
    expect(taken.errors.name?.[0]).toMatch(/^Another team is already called/);
    const [unchanged] = await app.db.select().from(teams).where(eq(teams.id, first!.id));
    expect(unchanged?.name).toBe(first!.name);
    const own = await edit(first!.id, { ...form, name: first!.name.toUpperCase() });
    expect(own.status).toBe(302);
  });
});

describe("player and prayer names", () => {
  const newPlayer = {
    firstName: "Brendan",
    lastName: "Quinn",
    email: "brendan.quinn@example.org",
    phone: "617-555-0199",
    age: "29",
    heightFeet: "5",
    heightInches: "11",
    jerseySize: "M",
  };

  it("a new player's name with U+202E is refused on its field; spacing and width are tidied", async () => {
    const route = await import("~/routes/signup-new");
    const before = await counts();
    const refused = await post(
      route,
      "/signup/new",
      { ...newPlayer, lastName: `Quinn${RLO}` },
      { ip: "10.3.0.1" },
    );
    expect(refused.status).toBe(400);
    expect(refused.errors.lastName?.[0]).toMatch(
      /^Remove the invisible character U\+202E from the last name/,
    );
    expect(await counts()).toEqual(before);
    const signed = await post(
      route,
      "/signup/new",
      { ...newPlayer, firstName: "Ｂｒｅｎｄａｎ", lastName: "Mac\u00a0 Quinn" },
      { ip: "10.3.0.2" },
    );
    // Tidied as typed, kept so while his signup waits, and so on his record once he confirms it.
    expect(signed.status).toBe(200);
    await confirmEmailedSignup(app, newPlayer.email);
    const [row] = await app.db.select().from(players).where(eq(players.email, newPlayer.email));
    expect([row?.firstName, row?.lastName]).toEqual(["Brendan", "Mac Quinn"]);
  });

  it("an admin's edit of a player's name takes the same rule", async () => {
    const route = await import("~/routes/admin-player");
    const [player] = await app.db.select().from(players).orderBy(players.id).limit(1);
    const loaded = (await (route.loader as (args: unknown) => Promise<unknown>)({
      request: app.request(`/admin/players/${player!.id}`, { cookie: adminCookie }),
      params: { playerId: player!.id },
      context: {},
    })) as { defaultValue: Record<string, string> };
    const form = { ...loaded.defaultValue, imageUrl: "https://example.org/p.jpg" };
    const refused = await post(
      route,
      `/admin/players/${player!.id}`,
      { ...form, firstName: `Pat\u200d` },
      { admin: true, params: { playerId: player!.id } },
    );
    expect(refused.status).toBe(400);
    expect(refused.errors.firstName?.[0]).toMatch(/U\+200D from the first name/);
    const [after] = await app.db.select().from(players).where(eq(players.id, player!.id));
    expect(after?.firstName).toBe(player!.firstName);
  });

  it("a prayer intention's name with U+202E is refused; no name stays Anonymous", async () => {
    const route = await import("~/routes/prayer-intention-new");
    const before = await counts();
    const refused = await post(
      route,
      "/prayer-intentions/new",
      { name: `Mary ${RLO}`, message: "For the team." },
      { ip: "10.3.0.3" },
    );
    expect(refused.status).toBe(400);
    expect(refused.errors.name?.[0]).toMatch(/U\+202E from your name/);
    expect(await counts()).toEqual(before);
    const anonymous = await post(
      route,
      "/prayer-intentions/new",
      { name: "\u00a0\u3000", message: "For the team." },
      { ip: "10.3.0.4" },
    );
    expect(anonymous.status).toBe(302);
  });
});

describe("imports", () => {
  const legacy = () =>
    JSON.parse(readFileSync("tests/fixtures/original-site-export.json", "utf8")) as {
      league: { teams: { name: string; name_abbv: string }[] }[];
      prayer_intentions: { name: string }[];
    };
  /** The league document's teams: Harps, Sharks, Saints, Monks. */
  const teamsOf = (file: ReturnType<typeof legacy>) => file.league[0]!.teams;
  const refusalOf = async (file: unknown) =>
    importRefusal((async () => readDataFile(JSON.stringify(file)))());

  it("the original site's file: a team name with U+202E names the record", async () => {
    const file = legacy();
    teamsOf(file)[1]!.name = `Sharks${RLO}`;
    expect(await refusalOf(file)).toBe(
      'Bad record league.teams[1] (id sharks), field "name": Remove the invisible character U+202E from the team\'s name: names take letters, digits, spaces and punctuation only. Nothing was written.',
    );
  });

  it("the original site's file: two teams whose names differ only by case and spacing", async () => {
    const file = legacy();
    teamsOf(file)[1]!.name = " ＨＡＲＰＳ\u00a0";
    expect(await refusalOf(file)).toBe(
      'Bad record league.teams[1] (id sharks), field "name": Another team is already called “Harps”: choose another name. Nothing was written.',
    );
  });

  it("the original site's file: names are stored as they read", async () => {
    const file = legacy();
    teamsOf(file)[0]!.name = "\u3000Ｈａｒｐｓ\u00a0";
    file.prayer_intentions[1]!.name = "Ｍａｒｙ";
    const { rows } = readDataFile(JSON.stringify(file));
    expect(rows.teams?.map((t) => t.name)).toContain("Harps");
    expect(rows.prayer_intentions?.map((p) => p.name)).toContain("Mary");
  });

  it("our own file: a season name with U+202E names the row", async () => {
    const file = await exportLeague(app.db, new Date());
    file.tables.seasons![0]!.name = `Fall ${RLO}7202`;
    expect(await refusalOf(file)).toMatch(
      /^Bad row seasons\[0\] \(id \d+\), column "name": Remove the invisible character U\+202E from the season's name/,
    );
  });
});
