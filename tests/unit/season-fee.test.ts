// A season's fee, how to pay it and its draft date (docs/league-rules.md#signups-and-fees):
// the one rule the admin's form is held to, and what a signed-up player
// reads of them; and the question before Close signups (§ Seasons).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { confirmationRefusal } from "~/domain/confirmation";
import {
  checkSeasonFee,
  dollars,
  draftWhen,
  HOW_TO_PAY_MAX,
  MAX_FEE_CENTS,
  NO_SEASON_FEE,
  seasonFeeForm,
  seasonFeeSentences,
  type SeasonFee,
  type SeasonFeeForm,
} from "~/domain/season/fee";
import { closeSignupsQuestion } from "~/domain/season/questions";

const EMPTY: SeasonFeeForm = { fee: "", howToPay: "", draftDay: "", draftTime: "" };
const form = (fields: Partial<SeasonFeeForm>) => ({ ...EMPTY, ...fields });
const HOW = "Cash or check to Fr. Mike after the 10:30 Mass";

describe("checkSeasonFee", () => {
  it("takes every field empty: nothing set", () => {
    expect(checkSeasonFee(EMPTY)).toEqual({ ok: true, value: NO_SEASON_FEE });
  });

  it.each([
    ["60", 6000],
    ["$60", 6000],
    [" $ 60 ", 6000],
    ["62.50", 6250],
    ["62.5", 6250],
    ["0.05", 5],
    ["0", 0],
    ["1000", MAX_FEE_CENTS],
  ])("reads the fee %j as %i cents", (typed, cents) => {
    expect(checkSeasonFee(form({ fee: typed }))).toEqual({
      ok: true,
      value: { ...NO_SEASON_FEE, feeCents: cents },
    });
  });

  it.each(["-5", "sixty", "60.505", "1e3", "60,00", "$", "."])("refuses the fee %j", (typed) => {
    expect(checkSeasonFee(form({ fee: typed }))).toEqual({
      ok: false,
      errors: {
        fee: "Write the fee in dollars, like 60 or 62.50 (0 when it is free), or leave it empty.",
      },
    });
  });

  it("refuses a fee over $1,000 (6000 typed for 60), a cent over too", () => {
    for (const typed of ["6000", "1000.01"]) {
      expect(checkSeasonFee(form({ fee: typed }))).toEqual({
        ok: false,
        errors: { fee: "The fee must be at most $1,000." },
      });
    }
  });

  it("keeps how to pay as one line of typed text, its spaces tidied", () => {
    const checked = checkSeasonFee(form({ howToPay: `  Cash or check\n to  Fr. Mike ` }));
    expect(checked).toEqual({
      ok: true,
      value: { ...NO_SEASON_FEE, howToPay: "Cash or check to Fr. Mike" },
    });
  });

  it(`refuses how to pay over ${HOW_TO_PAY_MAX} characters, and an invisible character`, () => {
    expect(checkSeasonFee(form({ howToPay: "x".repeat(HOW_TO_PAY_MAX) })).ok).toBe(true);
    expect(checkSeasonFee(form({ howToPay: "x".repeat(HOW_TO_PAY_MAX + 1) }))).toEqual({
      ok: false,
      errors: { howToPay: "How to pay must be at most 200 characters (it has 201)." },
    });
    expect(checkSeasonFee(form({ howToPay: "Pay \u202Eevil" }))).toEqual({
      ok: false,
      errors: {
        howToPay: "Remove the invisible character U+202E from how to pay: write it as plain text.",
      },
    });
  });

  it("takes a real draft date, with or without a time", () => {
    expect(checkSeasonFee(form({ draftDay: "2027-01-09", draftTime: "19:00" }))).toEqual({
      ok: true,
      value: { ...NO_SEASON_FEE, draftDay: "2027-01-09", draftTime: "19:00" },
    });
    expect(checkSeasonFee(form({ draftDay: "2027-01-09" }))).toMatchObject({
      ok: true,
      value: { draftDay: "2027-01-09", draftTime: null },
    });
  });

  it("refuses a draft date that is no date, a time that is no time, and a time without a date", () => {
    expect(checkSeasonFee(form({ draftDay: "2027-02-30" }))).toEqual({
      ok: false,
      errors: { draftDay: "The draft date must be a real date from 2000 to 2100." },
    });
    expect(checkSeasonFee(form({ draftDay: "Jan 9" }))).toEqual({
      ok: false,
      errors: { draftDay: "The draft date must be a date written YYYY-MM-DD." },
    });
    expect(checkSeasonFee(form({ draftDay: "2027-01-09", draftTime: "24:00" }))).toEqual({
      ok: false,
      errors: { draftTime: "The draft time must be a time of day, like 19:00." },
    });
    expect(checkSeasonFee(form({ draftTime: "19:00" }))).toEqual({
      ok: false,
      errors: { draftTime: "Give the draft's date too, or leave its time empty." },
    });
  });

  it("names every bad field at once", () => {
    const checked = checkSeasonFee({
      fee: "-1",
      howToPay: "x".repeat(300),
      draftDay: "2027-13-01",
      draftTime: "7pm",
    });
    expect(checked.ok).toBe(false);
    expect(Object.keys(checked.ok ? {} : checked.errors).sort()).toEqual([
      "draftDay",
      "draftTime",
      "fee",
      "howToPay",
    ]);
  });

  it("gives back what its form shows: a stored fee survives the form unchanged", () => {
    const stored = fc.record({
      feeCents: fc.option(fc.integer({ min: 0, max: MAX_FEE_CENTS })),
      howToPay: fc.option(
        fc
          .stringMatching(/^[A-Za-z0-9.,:'$ -]{1,200}$/)
          .filter((s) => s === s.trim() && !/ {2}/.test(s)),
      ),
      draftDay: fc.option(
        fc
          .date({ min: new Date("2000-01-01"), max: new Date("2100-12-31"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
      draftTime: fc.option(
        fc
          .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
      ),
    });
    fc.assert(
      fc.property(stored, (fee) => {
        const value: SeasonFee = { ...fee, draftTime: fee.draftDay ? fee.draftTime : null };
        expect(checkSeasonFee(seasonFeeForm(value))).toEqual({ ok: true, value });
      }),
    );
  });
});

describe("what a signed-up player reads", () => {
  const today = "2026-11-22";
  const set: SeasonFee = {
    feeCents: 6000,
    howToPay: HOW,
    draftDay: "2027-01-09",
    draftTime: "19:00",
  };

  it("the fee, how to pay it, his paid flag and the draft, in the league's zone", () => {
    expect(seasonFeeSentences(set, { paid: false, today })).toEqual([
      "The fee is $60.",
      "How to pay: Cash or check to Fr. Mike after the 10:30 Mass.",
      "Fee: not paid yet.",
      "Draft: Sat, Jan 9, 7:00 PM.",
    ]);
    expect(seasonFeeSentences(set, { paid: true, today })).toContain("Fee: paid.");
    expect(seasonFeeSentences(set, { paid: null, today })).not.toContain("Fee: not paid yet.");
  });

  it("says nothing false of what is not set: the league will tell the fee; no draft", () => {
    expect(seasonFeeSentences(NO_SEASON_FEE, { paid: false, today })).toEqual([
      "The league will tell you the fee.",
      "Fee: not paid yet.",
    ]);
  });

  it("a free season asks no payment; a draft without a time is its day; a past one 'was'", () => {
    expect(
      seasonFeeSentences(
        { ...set, feeCents: 0, draftTime: null },
        { paid: false, today: "2027-01-10" },
      ),
    ).toEqual(["There is no fee this season.", "The draft was Sat, Jan 9."]);
    expect(seasonFeeSentences(set, { paid: null, today: "2027-01-09" })).toContain(
      "Draft: Sat, Jan 9, 7:00 PM.",
    );
  });

  it("keeps the admin's own stop", () => {
    expect(
      seasonFeeSentences({ ...set, howToPay: "Pay Fr. Mike!" }, { paid: null, today }),
    ).toContain("How to pay: Pay Fr. Mike!");
  });

  it("writes dollars as people do, and the draft's day across the clock change", () => {
    expect([0, 5, 6000, 6250, 100_000].map(dollars)).toEqual([
      "$0",
      "$0.05",
      "$60",
      "$62.50",
      "$1,000",
    ]);
    // Nov 1, 2026: daylight time ends in Boston; the day stays the day typed.
    expect(draftWhen({ draftDay: "2026-11-01", draftTime: "00:30" })).toBe("Sun, Nov 1, 12:30 AM");
    expect(draftWhen({ draftDay: "2027-03-14", draftTime: null })).toBe("Sun, Mar 14");
    expect(draftWhen({ draftDay: null, draftTime: null })).toBeNull();
  });
});

describe("the question before Close signups", () => {
  const model = { season: { id: 4, name: "Fall 2026" }, signedUp: 23 };

  it("says what closing does and that the signups stay; its Yes posts the key", () => {
    const question = closeSignupsQuestion(model);
    expect(question).toMatchObject({
      title: "Close season 4's signups?",
      text: "Players can no longer sign up for Fall 2026, and a signup still waiting for its emailed confirmation can no longer be confirmed. The 23 players signed up stay signed up. You can open them again later.",
      intent: "close-registration",
      yes: "Yes, close signups for season 4",
      fields: { shown: question.key },
    });
    expect(closeSignupsQuestion({ ...model, signedUp: 0 }).text).toContain(
      "Nobody has signed up yet.",
    );
    expect(closeSignupsQuestion({ ...model, signedUp: 1 }).text).toContain(
      "The 1 player signed up stays signed up.",
    );
  });

  it("a Yes given before another signup came in is stale", () => {
    const asked = closeSignupsQuestion(model);
    const now = closeSignupsQuestion({ ...model, signedUp: 24 });
    expect(confirmationRefusal(asked.key, now.key, "Closing season 4's signups")).toBe(
      "Closing season 4's signups: what the question showed has changed since. Read it again and answer it.",
    );
    expect(confirmationRefusal(null, now.key, "Closing season 4's signups")).toBe(
      "Closing season 4's signups needs a yes first: answer the question on the page.",
    );
    // Another season's question is another key.
    expect(closeSignupsQuestion({ ...model, season: { id: 5, name: "Fall 2026" } }).key).not.toBe(
      asked.key,
    );
  });
});
