// A signup made signed out counts once the player confirms it
// (docs/league-rules.md#signups-and-fees), through the route modules on the
// demo league: the tap emails a link (in the outbox) and counts nothing;
// opening the link changes nothing; its Confirm writes the signup once; a
// tampered, expired or spent link, a season no longer taking signups and a
// second confirmation are refused with a 4xx and write nothing; a new
// player's record is made only on confirmation; a signed-in player signing
// himself up needs no email; taps within the sign-in link limits send one
// email. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { and, count, desc, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, pendingSignups, players, seasons, signups } from "~/db/schema";
import { CONFIRM_LINK_MS, NO_EMAIL_ON_RECORD } from "~/domain/signups/confirmation";
import { EMAIL_TAKEN } from "~/domain/signups/signup";
import { formErrors } from "~/form-reply";
import type * as ConfirmPageModule from "~/pages/signup-confirm.server";
import type * as NewPageModule from "~/pages/signup-new.server";
import type * as ReturningPageModule from "~/pages/signup-returning.server";
import { startApp, TEST_NOW, type TestApp } from "../support/app";
import { emailedConfirmLink } from "../support/signup-confirm";

type Handler = (args: never) => Promise<unknown>;
// Route answers are checked field by field below; typing each shape would only repeat them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** What a loader or action answered: thrown or returned, Response or data(). */
async function answer(handler: Handler, request: Request) {
  let value: unknown;
  try {
    value = await handler({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    // A thrown Response is an answer; anything else is a failure (a 500), never a status.
    if (!(thrown instanceof Response)) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location"), data: null as Loose };
  }
  const wrapped = value as { type?: string; init?: { status?: number } | null; data?: unknown };
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data as Loose };
  }
  return { status: 200, location: null, data: value as Loose };
}

const NOW = new Date(TEST_NOW);
let app: TestApp;
let seasonId: number;
let seasonName: string;
let routes: Record<"returning" | "fresh" | "confirm", { loader: Handler; action: Handler }>;
let page: typeof ConfirmPageModule;
let returningPage: typeof ReturningPageModule;
let newPage: typeof NewPageModule;

/** What must not change when a link or a tap is refused. */
async function counted() {
  const [s] = await app.db.select({ n: count() }).from(signups);
  const [p] = await app.db.select({ n: count() }).from(players);
  const [c] = await app.db
    .select({ n: count() })
    .from(pendingSignups)
    .where(sql`${pendingSignups.confirmedAt} is not null`);
  return { signups: s!.n, players: p!.n, confirmed: c!.n };
}

async function isSignedUp(playerId: string) {
  const rows = await app.db
    .select()
    .from(signups)
    .where(and(eq(signups.seasonId, seasonId), eq(signups.playerId, playerId)));
  return rows.length;
}

async function emailsTo(address: string) {
  return app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), like(emailOutbox.dedupeKey, "signup-confirm:%")))
    .orderBy(desc(emailOutbox.id));
}

const linkTo = (address: string) => emailedConfirmLink(app, address);

const query = (link: string) => new URL(link, "http://x").searchParams;

/** Players of the demo league not signed up for the season, one per test. */
let unsigned: { id: string; firstName: string; lastName: string; email: string }[];
const nextPlayer = () => unsigned.shift()!;

let ipCount = 0;
/** A fresh sender address per tap, so the per-IP signup limit never decides a test. */
const ip = () => `10.34.${Math.floor(ipCount / 250)}.${ipCount++ % 250}`;

const tapSignUp = (playerId: string, init: { cookie?: string } = {}) =>
  answer(
    routes.returning.action,
    app.request("/signup/returning?q=x", {
      form: { intent: "signup", playerId },
      ip: ip(),
      ...init,
    }),
  );

const newForm = (email: string) => ({
  firstName: "Ronan",
  lastName: "Keane",
  email,
  phone: "617-555-0142",
  age: "27",
  heightFeet: "6",
  heightInches: "3",
  jerseySize: "XL",
});

beforeAll(async () => {
  app = await startApp();
  routes = {
    returning: (await import("~/routes/signup-returning")) as never,
    fresh: (await import("~/routes/signup-new")) as never,
    confirm: (await import("~/routes/signup-confirm")) as never,
  };
  page = await import("~/pages/signup-confirm.server");
  returningPage = await import("~/pages/signup-returning.server");
  newPage = await import("~/pages/signup-new.server");
  const [season] = await app.db.select().from(seasons).where(eq(seasons.registrationOpen, true));
  seasonId = season!.id;
  seasonName = season!.name;
  unsigned = await app.db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
    })
    .from(players)
    .where(
      sql`not exists (select 1 from ${signups} where ${signups.playerId} = ${players.id} and ${signups.seasonId} = ${seasonId})`,
    )
    .orderBy(players.id)
    .limit(20);
  expect(unsigned.length).toBe(20);
}, 120_000);

describe("a returning signup made signed out", () => {
  let player: (typeof unsigned)[number];
  let link: string;

  it("emails the player a link and counts nothing", async () => {
    player = nextPlayer();
    const before = await counted();
    const tapped = await tapSignUp(player.id);
    expect(tapped.status).toBe(200);
    const masked = `${player.email[0]}•••@${player.email.split("@")[1]}`;
    expect(tapped.data.emailed).toBe(`We emailed ${masked}: tap the link to confirm.`);
    expect(JSON.stringify(tapped.data)).not.toContain(player.email);
    expect(await counted()).toEqual(before);
    expect(await isSignedUp(player.id)).toBe(0);
    const mails = await emailsTo(player.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Confirm your signup for ${seasonName}`);
    link = await linkTo(player.email);
    expect(link).toMatch(/^\/signup\/confirm\?i=[a-z0-9]{10}&s=[\w-]{43}$/);

    // The search says he is waiting, instead of a Sign up button.
    const search = await answer(
      routes.returning.loader,
      app.request(`/signup/returning?q=${encodeURIComponent(player.firstName)}`),
    );
    const row = search.data.rows.find((r: { id: string }) => r.id === player.id);
    expect(row).toMatchObject({ signedUp: false, waiting: true });
  });

  it("opening the link (GET, HEAD) asks and changes nothing", async () => {
    const before = await counted();
    for (const method of ["GET", "HEAD"]) {
      const opened = await answer(routes.confirm.loader, app.request(link, { method }));
      expect(opened.status).toBe(200);
      expect(opened.data).toMatchObject({
        state: "ask",
        name: `${player.firstName} ${player.lastName}`,
        isNew: false,
        welcomeHref: null,
      });
      expect(opened.data.action).toBe(link);
    }
    expect(await counted()).toEqual(before);
    expect(await isSignedUp(player.id)).toBe(0);
  });

  it("its Confirm signs him up and goes on to his welcome page; the list and the search count him", async () => {
    const before = await counted();
    const confirmed = await answer(routes.confirm.action, app.request(link, { form: {} }));
    expect(confirmed).toMatchObject({ status: 302, location: `/signup/all/${player.id}` });
    expect(await isSignedUp(player.id)).toBe(1);
    expect(await counted()).toEqual({
      ...before,
      signups: before.signups + 1,
      confirmed: before.confirmed + 1,
    });
    const list = await import("~/routes/signup-all");
    const all = await answer(list.loader as Handler, app.request("/signup/all"));
    expect(all.data.rows.map((r: { playerId: string }) => r.playerId)).toContain(player.id);
    const search = await answer(
      routes.returning.loader,
      app.request(`/signup/returning?q=${encodeURIComponent(player.firstName)}`),
    );
    const row = search.data.rows.find((r: { id: string }) => r.id === player.id);
    expect(row).toMatchObject({ signedUp: true, waiting: false });
  });

  it("a second confirmation, or opening the spent link, is a 410 that writes nothing", async () => {
    const before = await counted();
    const again = await answer(routes.confirm.action, app.request(link, { form: {} }));
    expect(again.status).toBe(410);
    expect(again.data).toEqual({
      state: "refused",
      title: "Already confirmed",
      message: page.CONFIRM_LINK_SPENT,
    });
    expect((await answer(routes.confirm.loader, app.request(link))).status).toBe(410);
    expect(await counted()).toEqual(before);
    expect(await isSignedUp(player.id)).toBe(1);
  });

  // A real race needs two connections: on PGlite (one connection) the second
  // confirmation only ever comes after the first committed, which the test
  // above checks. On PostgreSQL (TEST_DATABASE_URL) the confirmations run at
  // once on the pool's connections, and the link's row lock must let one in.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "confirmations racing on PostgreSQL sign him up once",
    async () => {
      const other = nextPlayer();
      await tapSignUp(other.id);
      const otherLink = await linkTo(other.email);
      const all = await Promise.all(
        [1, 2, 3, 4].map(() => answer(routes.confirm.action, app.request(otherLink, { form: {} }))),
      );
      expect(all.map((b) => b.status).sort()).toEqual([302, 410, 410, 410]);
      expect(await isSignedUp(other.id)).toBe(1);
    },
  );
});

describe("a link that no longer works", () => {
  it("tampered: a 400 on GET and POST, whatever part was changed", async () => {
    const player = nextPlayer();
    await tapSignUp(player.id);
    const link = await linkTo(player.email);
    const before = await counted();
    const tampered = [
      link.replace(/s=[\w-]+/, `s=${"A".repeat(43)}`),
      link.replace(/i=([a-z0-9]+)/, "i=zzzzzzzzzz"),
      link.replace(/&s=[\w-]+/, ""),
      "/signup/confirm",
    ];
    for (const url of tampered) {
      for (const request of [app.request(url), app.request(url, { form: {} })]) {
        const got = await answer(
          request.method === "GET" ? routes.confirm.loader : routes.confirm.action,
          request,
        );
        expect(got.status, url).toBe(400);
        expect(got.data).toEqual({
          state: "refused",
          title: "This link does not work",
          message: page.BAD_CONFIRM_LINK,
        });
      }
    }
    expect(await counted()).toEqual(before);
    // The genuine link still works after all that.
    expect((await answer(routes.confirm.action, app.request(link, { form: {} }))).status).toBe(302);
  });

  it("expired: works for 7 days to the millisecond, then a 410 that writes nothing", async () => {
    const player = nextPlayer();
    await tapSignUp(player.id);
    const q = query(await linkTo(player.email));
    const madeAt = (
      await app.db
        .select({ at: pendingSignups.createdAt })
        .from(pendingSignups)
        .where(eq(pendingSignups.playerId, player.id))
    )[0]!.at;
    const lastMoment = new Date(madeAt.getTime() + CONFIRM_LINK_MS - 1);
    const expired = new Date(madeAt.getTime() + CONFIRM_LINK_MS);
    expect((await answer(() => page.loadConfirmPage(app.db, q, lastMoment), null!)).status).toBe(
      200,
    );
    const before = await counted();
    for (const run of [page.loadConfirmPage, page.confirmFromLink]) {
      const got = await answer(() => run(app.db, q, expired), null!);
      expect(got.status).toBe(410);
      expect(got.data.message).toBe(page.CONFIRM_LINK_EXPIRED);
    }
    expect(await counted()).toEqual(before);
    expect(await isSignedUp(player.id)).toBe(0);
    // No longer waiting: the search offers Sign up again, and a tap makes a new link.
    const search = await returningPage.loadReturningSignup(app.db, player.firstName, null, expired);
    expect(search.rows.find((r) => r.id === player.id)).toMatchObject({ waiting: false });
    const tap = new FormData();
    tap.set("intent", "signup");
    tap.set("playerId", player.id);
    await returningPage.signUpReturning(app.db, tap, ip(), null, expired);
    const newLink = await linkTo(player.email);
    expect(query(newLink).toString()).not.toBe(q.toString());
    const later = new Date(expired.getTime() + 60_000);
    // The old link stays refused; the new one confirms him, once.
    expect((await answer(() => page.confirmFromLink(app.db, q, later), null!)).status).toBe(410);
    expect(await isSignedUp(player.id)).toBe(0);
    const confirmed = await answer(
      () => page.confirmFromLink(app.db, query(newLink), later),
      null!,
    );
    expect(confirmed.status).toBe(302);
    expect(await isSignedUp(player.id)).toBe(1);
    expect((await answer(() => page.confirmFromLink(app.db, q, later), null!)).status).toBe(410);
  });

  it("a season no longer taking signups: a 409 that writes nothing", async () => {
    const player = nextPlayer();
    await tapSignUp(player.id);
    const link = await linkTo(player.email);
    await app.db.update(seasons).set({ registrationOpen: false }).where(eq(seasons.id, seasonId));
    try {
      const before = await counted();
      for (const [handler, request] of [
        [routes.confirm.loader, app.request(link)],
        [routes.confirm.action, app.request(link, { form: {} })],
      ] as const) {
        const got = await answer(handler, request);
        expect(got.status).toBe(409);
        expect(got.data).toEqual({
          state: "refused",
          title: "Signups are closed",
          message: `Season ${seasonId} is not taking signups.`,
        });
      }
      expect(await counted()).toEqual(before);
    } finally {
      await app.db.update(seasons).set({ registrationOpen: true }).where(eq(seasons.id, seasonId));
    }
    // Open again: the same link works.
    expect((await answer(routes.confirm.action, app.request(link, { form: {} }))).status).toBe(302);
  });

  it("a player whose email changed since: a 409 that writes nothing; a new tap asks the new one", async () => {
    const player = nextPlayer();
    await tapSignUp(player.id);
    const link = await linkTo(player.email);
    // An admin (or he) fixes the address the link went to.
    const fixed = `fixed.${player.email}`;
    await app.db.update(players).set({ email: fixed }).where(eq(players.id, player.id));
    try {
      const before = await counted();
      for (const [handler, request] of [
        [routes.confirm.loader, app.request(link)],
        [routes.confirm.action, app.request(link, { form: {} })],
      ] as const) {
        const got = await answer(handler, request);
        expect(got.status).toBe(409);
        expect(got.data).toEqual({
          state: "refused",
          title: "Email changed",
          message: page.EMAIL_CHANGED,
        });
      }
      expect(await counted()).toEqual(before);
      expect(await isSignedUp(player.id)).toBe(0);
    } finally {
      await app.db.update(players).set({ email: player.email }).where(eq(players.id, player.id));
    }
    // Back as it was when the link went: it confirms again.
    expect((await answer(routes.confirm.action, app.request(link, { form: {} }))).status).toBe(302);
  });

  it("a player signed up meanwhile by other means: a 409 that writes nothing twice", async () => {
    const player = nextPlayer();
    await tapSignUp(player.id);
    const link = await linkTo(player.email);
    const { signUpReturningPlayer } = await import("~/data/signups.server");
    expect(
      (await signUpReturningPlayer(app.db, { seasonId, playerId: player.id, now: NOW })).ok,
    ).toBe(true);
    const before = await counted();
    const got = await answer(routes.confirm.action, app.request(link, { form: {} }));
    expect(got.status).toBe(409);
    expect(got.data.message).toBe(
      `${player.firstName} ${player.lastName} is already signed up for Season ${seasonId}.`,
    );
    expect(await counted()).toEqual(before);
    expect(await isSignedUp(player.id)).toBe(1);
  });
});

describe("a new player's signup", () => {
  it("makes no player until he confirms, then his record with the fields he typed", async () => {
    const email = "ronan.keane@example.org";
    const before = await counted();
    const posted = await answer(
      routes.fresh.action,
      app.request("/signup/new", { form: newForm("Ronan.Keane@Example.org"), ip: ip() }),
    );
    expect(posted.status).toBe(200);
    expect(posted.data.emailed).toBe("We emailed r•••@example.org: tap the link to confirm.");
    expect(await counted()).toEqual(before);
    expect(await app.db.select().from(players).where(eq(players.email, email))).toEqual([]);
    const link = await linkTo(email);

    const opened = await answer(routes.confirm.loader, app.request(link));
    expect(opened.data).toMatchObject({ state: "ask", name: "Ronan Keane", isNew: true });
    expect(await counted()).toEqual(before);

    const confirmed = await answer(routes.confirm.action, app.request(link, { form: {} }));
    expect(confirmed.status).toBe(302);
    const [made] = await app.db.select().from(players).where(eq(players.email, email));
    expect(made).toMatchObject({
      firstName: "Ronan",
      lastName: "Keane",
      phone: "617-555-0142",
      age: 27,
      heightFeet: 6,
      heightInches: 3,
      jerseySize: "XL",
    });
    expect(confirmed.location).toBe(`/signup/all/${made!.id}`);
    const [signup] = await app.db
      .select()
      .from(signups)
      .where(and(eq(signups.playerId, made!.id), eq(signups.seasonId, seasonId)));
    expect(signup).toMatchObject({ status: "new", paid: false });
    expect(await counted()).toEqual({
      signups: before.signups + 1,
      players: before.players + 1,
      confirmed: before.confirmed + 1,
    });
    // Once only.
    expect((await answer(routes.confirm.action, app.request(link, { form: {} }))).status).toBe(410);
    expect((await counted()).players).toBe(before.players + 1);
  });

  it("an email taken meanwhile: a 409 sentence, nothing written", async () => {
    const email = "taken.meanwhile@example.org";
    await answer(
      routes.fresh.action,
      app.request("/signup/new", { form: newForm(email), ip: ip() }),
    );
    const link = await linkTo(email);
    // Another player gets the address first (an admin's edit, say).
    const other = nextPlayer();
    await app.db.update(players).set({ email }).where(eq(players.id, other.id));
    const before = await counted();
    for (const [handler, request] of [
      [routes.confirm.loader, app.request(link)],
      [routes.confirm.action, app.request(link, { form: {} })],
    ] as const) {
      const got = await answer(handler, request);
      expect(got.status).toBe(409);
      expect(got.data.message).toBe(EMAIL_TAKEN);
    }
    expect(await counted()).toEqual(before);
    // And the form now refuses that address on its field, as it always did.
    const again = await answer(
      routes.fresh.action,
      app.request("/signup/new", { form: newForm(email), ip: ip() }),
    );
    expect(again.status).toBe(409);
    expect(again.data.result.error.email).toEqual([EMAIL_TAKEN]);
  });

  it("the same form sent again while its link waits sends no second email and changes nothing", async () => {
    const email = "twice@example.org";
    const post = (form: Record<string, string>, at: Date) =>
      newPage.signUpNew(app.db, toFormData(form), ip(), at);
    await post(newForm(email), NOW);
    const [before] = await app.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.email, email));
    // The same fields, spelled as a form may send them again (case of the email).
    const again = await answer(
      () => post({ ...newForm("Twice@Example.org"), firstName: " Ronan " }, NOW),
      null!,
    );
    expect(again.data.emailed).toBe("We emailed t•••@example.org: tap the link to confirm.");
    expect(await emailsTo(email)).toHaveLength(1);
    const rows = await app.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
    expect(rows).toEqual([before]);
  });
});

// Issue 40 §3: a waiting signup could be renamed before it was confirmed. A
// link confirms exactly what was asked when its email went: a form for the
// same address typed differently waits beside it, with its own email.
describe("a second form for an address whose signup waits", () => {
  const victim = "victor.vance@example.org";
  const victor = {
    ...newForm(victim),
    firstName: "Victor",
    lastName: "Vance",
    phone: "617-555-0101",
    age: "34",
  };
  const mallory = {
    ...newForm(victim),
    firstName: "Mallory",
    lastName: "Attacker",
    phone: "617-555-0666",
    age: "22",
    jerseySize: "S",
  };
  const post = (form: Record<string, string>) =>
    answer(routes.fresh.action, app.request("/signup/new", { form, ip: ip() }));

  it("leaves the first waiting as it was; its link confirms the first form's details exactly", async () => {
    const first = await post(victor);
    expect(first.status).toBe(200);
    expect(first.data.emailed).toBe("We emailed v•••@example.org: tap the link to confirm.");
    const victorsLink = await linkTo(victim);
    const [waiting] = await app.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.email, victim));

    // The same address again, another name and phone, at once (inside the window
    // in which a tap for the same request sends no email).
    const second = await post(mallory);
    expect(second.status).toBe(200);
    expect(second.data.emailed).toBe(
      "We emailed v•••@example.org again, with a new link for what you typed this time: tap the link in the newest email to confirm.",
    );
    const mails = await emailsTo(victim);
    expect(mails).toHaveLength(2);
    const mallorysLink = await linkTo(victim);
    expect(mallorysLink).not.toBe(victorsLink);

    // The first waiting signup is untouched; the second is a row of its own.
    const rows = await app.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.email, victim))
      .orderBy(pendingSignups.createdAt, pendingSignups.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === waiting!.id)).toEqual(waiting);
    expect(waiting!.newPlayer).toMatchObject({ firstName: "Victor", phone: "617-555-0101" });

    // Each link's page shows its own form's details.
    const victorsPage = await answer(routes.confirm.loader, app.request(victorsLink));
    expect(victorsPage.data).toMatchObject({ state: "ask", name: "Victor Vance", isNew: true });
    expect(victorsPage.data.details).toEqual([
      { label: "First name", value: "Victor" },
      { label: "Last name", value: "Vance" },
      { label: "Email", value: victim },
      { label: "Phone", value: "617-555-0101" },
      { label: "Age", value: "34" },
      { label: "Height", value: `6'3"` },
      { label: "Jersey size", value: "XL" },
    ]);
    const mallorysPage = await answer(routes.confirm.loader, app.request(mallorysLink));
    expect(mallorysPage.data).toMatchObject({ state: "ask", name: "Mallory Attacker" });

    // The first link confirms the first form, exactly: Victor's name, phone and age.
    const confirmed = await answer(routes.confirm.action, app.request(victorsLink, { form: {} }));
    expect(confirmed.status).toBe(302);
    const [made] = await app.db.select().from(players).where(eq(players.email, victim));
    expect(made).toMatchObject({
      firstName: "Victor",
      lastName: "Vance",
      phone: "617-555-0101",
      age: 34,
      jerseySize: "XL",
    });
    expect(confirmed.location).toBe(`/signup/all/${made!.id}`);

    // The other link can no longer make a player of that address.
    const before = await counted();
    const late = await answer(routes.confirm.action, app.request(mallorysLink, { form: {} }));
    expect(late.status).toBe(409);
    expect(late.data.message).toBe(EMAIL_TAKEN);
    expect(await counted()).toEqual(before);
    expect(await app.db.select().from(players).where(eq(players.email, victim))).toHaveLength(1);
  });

  it("each differing form is an email of its own, inside the address's link limit", async () => {
    const email = "many.forms@example.org";
    const { limits } = await import("~/auth/rate-limit.server");
    const sent: number[] = [];
    for (let i = 0; i < limits.signInLinkPerEmail.points; i++) {
      const got = await post({ ...newForm(email), age: String(20 + i) });
      sent.push(got.status);
    }
    expect(sent.every((status) => status === 200)).toBe(true);
    expect(await emailsTo(email)).toHaveLength(limits.signInLinkPerEmail.points);
    const rows = () => app.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
    const kept = await rows();
    // Past the limit: refused, nothing written, the waiting ones unchanged.
    const refused = await post({ ...newForm(email), age: "60" });
    expect(refused.status).toBe(429);
    expect(formErrors(refused.data.result)[0]).toMatch(/^Too many attempts/);
    expect(await emailsTo(email)).toHaveLength(limits.signInLinkPerEmail.points);
    expect(await rows()).toEqual(kept);
    // A form the same as one already waiting still says where its link went.
    const same = await post({ ...newForm(email), age: "20" });
    expect(same.status).toBe(200);
    expect(same.data.emailed).toBe("We emailed m•••@example.org: tap the link to confirm.");
  });
});

// Issue 40 §4: an email to an address that has confirmed nothing carries no
// text a visitor typed: what was asked, the season, and the link.
describe("the confirmation email carries no typed text", () => {
  const hostile = {
    firstName: "URGENT pay the fee at https://evil.example/pay",
    lastName: "Call 617-555-0199 now",
    phone: "+1 (617) 555-0177",
  };

  /** A value as whole words, any case: a short name ("Ed") is no word of "asked". */
  const asWords = (value: string) => {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu");
  };

  /** None of the typed values, no link but ours. */
  function expectNoneOf(
    mail: { subject: string; textBody: string; htmlBody: string },
    typed: string[],
  ) {
    for (const part of [mail.subject, mail.textBody, mail.htmlBody]) {
      for (const value of typed) expect(part).not.toMatch(asWords(value));
      expect(part).not.toContain("evil.example");
    }
    // Its one link is ours, to the confirmation page.
    const links = mail.textBody.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(new URL(links[0]!).pathname).toBe("/signup/confirm");
  }

  it("a new player's: none of the name, phone or age typed, even a name with a link in it", async () => {
    const email = "someone.else@example.org";
    const form = { ...newForm(email), ...hostile, age: "47" };
    const posted = await answer(
      routes.fresh.action,
      app.request("/signup/new", { form, ip: ip() }),
    );
    expect(posted.status).toBe(200);
    const [mail] = await emailsTo(email);
    expect(mail!.textBody.split("\n")[0]).toBe(
      `Someone asked to sign up this address for ${seasonName} in the Southie Parish Basketball League.`,
    );
    expectNoneOf(mail!, [hostile.firstName, "URGENT", hostile.lastName, hostile.phone, "555-0177"]);
    // The page the link opens is where the details are, for the address's owner to judge.
    const opened = await answer(routes.confirm.loader, app.request(await linkTo(email)));
    expect(opened.data.name).toBe(`${hostile.firstName} ${hostile.lastName}`);
  });

  it("a returning player's: not even the name on his record", async () => {
    const player = nextPlayer();
    expect((await tapSignUp(player.id)).status).toBe(200);
    const [mail] = await emailsTo(player.email);
    expectNoneOf(mail!, [player.firstName, player.lastName]);
  });
});

describe("who needs no email", () => {
  it("a signed-in player signing himself up is counted at once, and nothing is sent", async () => {
    const player = nextPlayer();
    const cookie = await app.cookieFor(player.email);
    const tapped = await tapSignUp(player.id, { cookie });
    expect(tapped).toMatchObject({ status: 302, location: `/signup/all/${player.id}` });
    expect(await isSignedUp(player.id)).toBe(1);
    expect(await emailsTo(player.email)).toHaveLength(0);
    // His own row never says he is waiting, even with a link out for him.
    const other = nextPlayer();
    const otherCookie = await app.cookieFor(other.email);
    await tapSignUp(other.id); // signed out: a link
    const search = await answer(
      routes.returning.loader,
      app.request(`/signup/returning?q=${encodeURIComponent(other.firstName)}`, {
        cookie: otherCookie,
      }),
    );
    expect(search.data.rows.find((r: { id: string }) => r.id === other.id)).toMatchObject({
      waiting: false,
    });
  });

  it("a signed-in player signing up someone else only emails that player", async () => {
    const player = nextPlayer();
    const someoneElse = await app.cookieFor("player@example.org");
    const tapped = await tapSignUp(player.id, { cookie: someoneElse });
    expect(tapped.status).toBe(200);
    expect(tapped.data.emailed).toMatch(/^We emailed .•••@/);
    expect(await isSignedUp(player.id)).toBe(0);
    expect(await emailsTo(player.email)).toHaveLength(1);
  });
});

describe("taps again while a link waits", () => {
  it("send no more emails within the sign-in link window, and still say where it went", async () => {
    const player = nextPlayer();
    const form = toFormData({ intent: "signup", playerId: player.id });
    const tap = (at: Date) =>
      answer(() => returningPage.signUpReturning(app.db, form, ip(), null, at), null!);
    const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
    const sentence = (await tap(NOW)).data.emailed;
    for (const at of [NOW, minutes(1), minutes(14)]) {
      const again = await tap(at);
      expect(again.status).toBe(200);
      expect(again.data.emailed).toBe(sentence);
    }
    expect(await emailsTo(player.email)).toHaveLength(1);
    // Past the window the same link goes again (he may have lost it).
    await tap(minutes(15));
    const mails = await emailsTo(player.email);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((m) => m.textBody.match(/https?:\/\/\S+/)?.[0])).size).toBe(1);
    expect(await isSignedUp(player.id)).toBe(0);
  });

  it("an address past its sign-in link limit gets no link: 429, nothing written", async () => {
    const email = "limited@example.org";
    const { overLimit, limits } = await import("~/auth/rate-limit.server");
    for (let i = 0; i < limits.signInLinkPerEmail.points; i++) {
      await overLimit([["signInLinkPerEmail", email]]);
    }
    const got = await answer(
      routes.fresh.action,
      app.request("/signup/new", { form: newForm(email), ip: ip() }),
    );
    expect(got.status).toBe(429);
    expect(formErrors(got.data.result)[0]).toMatch(/^Too many attempts/);
    expect(await emailsTo(email)).toHaveLength(0);
    expect(
      await app.db.select().from(pendingSignups).where(eq(pendingSignups.email, email)),
    ).toEqual([]);
  });

  it("a player with no email on record: a 409 saying to ask an admin, nothing sent", async () => {
    // The forms never make one; a record written around them might.
    await app.db
      .insert(players)
      .values({ id: "noemail001", firstName: "No", lastName: "Mail", email: "" });
    const before = await counted();
    const got = await tapSignUp("noemail001");
    expect(got.status).toBe(409);
    expect(formErrors(got.data.result)).toEqual([NO_EMAIL_ON_RECORD]);
    expect(await counted()).toEqual(before);
    expect(
      await app.db.select().from(pendingSignups).where(eq(pendingSignups.playerId, "noemail001")),
    ).toEqual([]);
  });
});

function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
