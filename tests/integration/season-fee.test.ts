// Issue 41 §7 and §5 on the demo league, through the app's own routes and
// page modules: an admin sets a season's fee, how to pay it and its draft
// date ("Fee and draft" on /admin/seasons/{n}), held to one rule (400 per
// field, nothing written), through the season's write grant (a closed season
// answers 409), with an audit entry; a signed-up player reads them on his
// welcome page and his account. And Close signups asks first: its Yes
// carries its question's key, and a post without it, or with a stale one,
// is refused (409), nothing written.
import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { closeSeason } from "~/data/season-close.server";
import { setSeasonRegistration } from "~/data/season-lifecycle.server";
import { signUpReturningPlayer } from "~/data/signups.server";
import { auditLog, players, seasons, signups } from "~/db/schema";
import { NO_CHAMPION } from "~/domain/season/close";
import { handleAdminSeason } from "~/pages/admin-season.server";
import { loadSeasonFeeSection } from "~/pages/season-fee.server";
import { loadSignupWelcome } from "~/pages/signup-welcome.server";
import type { ConfirmQuestion } from "~/views/season-steps";
import {
  admin,
  errors,
  form,
  message,
  startSeasonFive,
  status,
  yesTo,
} from "../support/admin-forms";
import { startApp, TEST_NOW, type TestApp } from "../support/app";

type Handler = (args: { request: Request; params: object; context: object }) => Promise<unknown>;

const at = new Date(TEST_NOW);
const by = { actorEmail: admin.email, at };
const HOW = "Cash or check to Fr. Mike after the 10:30 Mass";
const FEE_FORM = {
  intent: "save-fee",
  fee: "60",
  howToPay: HOW,
  draftDay: "2027-01-09",
  draftTime: "19:00",
};

let app: TestApp;
let adminSeason: { action: Handler };
let account: { loader: Handler };
/** Pat Murphy, the demo player (player@example.org), signed up for season 4. */
let pat: string;

beforeAll(async () => {
  app = await startApp();
  adminSeason = (await import("../../app/routes/admin-season")) as unknown as typeof adminSeason;
  account = (await import("../../app/routes/account")) as unknown as typeof account;
  const [found] = await app.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, "player@example.org"));
  pat = found!.id;
}, 120_000);

const seasonRow = async (id: number) =>
  (await app.db.select().from(seasons).where(eq(seasons.id, id)))[0]!;
const feeEntries = () =>
  app.db.select().from(auditLog).where(eq(auditLog.action, "set-season-fee"));
const save = (id: number, fields: Record<string, string>) =>
  handleAdminSeason(app.db, id, admin, form({ ...FEE_FORM, ...fields }));

/** The signup card of his /account, as its loader answers it for this cookie. */
async function accountCard(cookie: string) {
  const page = (await account.loader({
    request: app.request("/account", { cookie }),
    params: {},
    context: {},
  })) as { signup: unknown };
  return page.signup;
}

describe("the fee and draft of a season", () => {
  it("are the admin's alone: a player and a visitor are sent away, nothing written", async () => {
    const before = await seasonRow(4);
    for (const [cookie, where] of [
      [await app.cookieFor("player@example.org"), "/"],
      [undefined, `/login?${new URLSearchParams({ redirect: "/admin/seasons/4" })}`],
    ] as const) {
      const request = app.request("/admin/seasons/4", { cookie, form: FEE_FORM });
      const answer = await adminSeason
        .action({ request, params: { seasonId: "4" }, context: {} })
        .catch((thrown: unknown) => thrown);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("Location")).toBe(where);
    }
    expect(await seasonRow(4)).toEqual(before);
    expect(await feeEntries()).toEqual([]);
  });

  it("refuses a bad form with a 400 naming each field, keeping what was typed; nothing written", async () => {
    const before = await seasonRow(4);
    const answer = await save(4, {
      fee: "-5",
      howToPay: "x".repeat(201),
      draftDay: "2027-02-30",
      draftTime: "7pm",
    });
    expect(status(answer)).toBe(400);
    expect(message(answer)).toBe("Check the fee and draft: nothing was saved.");
    expect(errors(answer)).toMatchObject({
      fee: ["Write the fee in dollars, like 60 or 62.50 (0 when it is free), or leave it empty."],
      howToPay: ["How to pay must be at most 200 characters (it has 201)."],
      draftDay: ["The draft date must be a real date from 2000 to 2100."],
      draftTime: ["The draft time must be a time of day, like 19:00."],
    });
    const reply = (answer as { data: { form: string; result: { initialValue: object } } }).data;
    expect(reply.form).toBe("fee");
    expect(reply.result.initialValue).toMatchObject({ fee: "-5", draftDay: "2027-02-30" });
    // A time without its date, a fee of $6,000.
    expect(status(await save(4, { draftDay: "", draftTime: "19:00" }))).toBe(400);
    expect(errors(await save(4, { fee: "6000" })).fee).toEqual(["The fee must be at most $1,000."]);
    expect(await seasonRow(4)).toEqual(before);
    expect(await feeEntries()).toEqual([]);
  });

  it("saves through the season's grant with an audit entry; the page says what players read", async () => {
    const answer = await save(4, {});
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/admin/seasons/4?saved=fee");
    expect(await seasonRow(4)).toMatchObject({
      feeCents: 6000,
      feeHowToPay: HOW,
      draftDay: "2027-01-09",
      draftTime: "19:00",
    });
    const [entry, ...more] = await feeEntries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      entity: "season",
      entityId: "4",
      before: { feeCents: null, howToPay: null, draftDay: null, draftTime: null },
      after: { feeCents: 6000, howToPay: HOW, draftDay: "2027-01-09", draftTime: "19:00" },
    });
    expect(await loadSeasonFeeSection(app.db, 4, at)).toEqual({
      form: { fee: "60", howToPay: HOW, draftDay: "2027-01-09", draftTime: "19:00" },
      players: ["The fee is $60.", `How to pay: ${HOW}.`, "Draft: Sat, Jan 9, 7:00 PM."],
    });
    // The same again changes nothing and writes no second entry.
    expect(status(await save(4, {}))).toBe(302);
    expect(await feeEntries()).toHaveLength(1);
  });

  it("a signed-up player reads them on his welcome page and his account, with his paid flag", async () => {
    const [signup] = await app.db
      .select({ paid: signups.paid })
      .from(signups)
      .where(and(eq(signups.playerId, pat), eq(signups.seasonId, 4)));
    const paid = signup!.paid ? "Fee: paid." : "Fee: not paid yet.";
    const said = ["The fee is $60.", `How to pay: ${HOW}.`, paid, "Draft: Sat, Jan 9, 7:00 PM."];
    expect((await loadSignupWelcome(app.db, pat, at)).fee).toEqual(said);
    const cookie = await app.cookieFor("player@example.org");
    expect(await accountCard(cookie)).toMatchObject({ state: "signed-up", fee: said });
  });

  it("a closed season's are refused with 409 and its sentence, nothing written", async () => {
    await closeSeason(
      app.db,
      3,
      NO_CHAMPION,
      by,
      (await yesTo(app.db, 3, { confirm: "close", champion: NO_CHAMPION })).shown!,
    );
    const before = await seasonRow(3);
    const answer = await save(3, {});
    expect(status(answer)).toBe(409);
    expect(message(answer)).toBe("Season 3 is closed: reopen it to record its fees.");
    expect(await seasonRow(3)).toEqual(before);
    expect(await feeEntries()).toHaveLength(1);
  });
});

describe("Close signups", () => {
  it("asks first: a post without the question's key, or with a stale one, is refused", async () => {
    const close = (extra: Record<string, string> = {}) =>
      handleAdminSeason(app.db, 4, admin, form({ intent: "close-registration", ...extra }));
    const yes = await yesTo(app.db, 4, { confirm: "close-signups" });
    const signedUp = (
      await app.db.select({ id: signups.id }).from(signups).where(eq(signups.seasonId, 4))
    ).length;

    const unasked = await close();
    expect(status(unasked)).toBe(409);
    expect(message(unasked)).toBe(
      "Closing season 4's signups needs a yes first: answer the question on the page.",
    );
    // The page asks the question in its place.
    const question = (unasked as { data: { question: ConfirmQuestion } }).data.question;
    expect(question).toMatchObject({
      title: "Close season 4's signups?",
      text: `Players can no longer sign up for Fall 2026, and a signup still waiting for its emailed confirmation can no longer be confirmed. The ${signedUp} players signed up stay signed up. You can open them again later.`,
      yes: "Yes, close signups for season 4",
      fields: { shown: yes.shown },
    });
    expect((await seasonRow(4)).registrationOpen).toBe(true);

    // Someone signs up after the question was asked: its Yes is stale.
    const [late] = await app.db
      .select({ id: players.id })
      .from(players)
      .leftJoin(signups, and(eq(signups.playerId, players.id), eq(signups.seasonId, 4)))
      .where(isNull(signups.id))
      .orderBy(asc(players.id))
      .limit(1);
    expect(
      (await signUpReturningPlayer(app.db, { seasonId: 4, playerId: late!.id, now: at })).ok,
    ).toBe(true);
    const stale = await close({ shown: yes.shown! });
    expect(status(stale)).toBe(409);
    expect(message(stale)).toBe(
      "Closing season 4's signups: what the question showed has changed since. Read it again and answer it.",
    );
    expect((await seasonRow(4)).registrationOpen).toBe(true);

    const fresh = await yesTo(app.db, 4, { confirm: "close-signups" });
    const done = await close({ shown: fresh.shown! });
    expect((done as Response).headers.get("Location")).toBe(
      "/admin/seasons/4?saved=close-registration",
    );
    expect((await seasonRow(4)).registrationOpen).toBe(false);
    // Closed: the page asks nothing, and closing again changes nothing.
    await expect(yesTo(app.db, 4, { confirm: "close-signups" })).rejects.toThrow(
      /asks no question/,
    );
    expect(status(await close())).toBe(302);
  });

  it("his account keeps the fee and draft of the season to come once its signups close", async () => {
    await startSeasonFive(app.db, at);
    await setSeasonRegistration(app.db, 5, true, by);
    expect(status(await save(5, { fee: "45.50", draftTime: "" }))).toBe(302);
    expect((await signUpReturningPlayer(app.db, { seasonId: 5, playerId: pat, now: at })).ok).toBe(
      true,
    );
    await setSeasonRegistration(
      app.db,
      5,
      false,
      by,
      (await yesTo(app.db, 5, { confirm: "close-signups" })).shown!,
    );
    const cookie = await app.cookieFor("player@example.org");
    expect(await accountCard(cookie)).toEqual({
      state: "signed-up",
      seasonName: "Spring 2027",
      paid: false,
      fee: [
        "The fee is $45.50.",
        `How to pay: ${HOW}.`,
        "Fee: not paid yet.",
        "Draft: Sat, Jan 9.",
      ],
    });
  });
});
