// Alert emails (docs/league-rules.md#email-alerts): who gets them, what they
// say, and the keys that keep one change from being queued twice.
import { describe, expect, it } from "vitest";
import {
  alertPreferencesSchema,
  alertRecipients,
  announcesChange,
  announcesResult,
  changeAlert,
  changeAlertKey,
  DEFAULT_EMAIL_CHOICES,
  renderEmail,
  resultAlert,
  resultAlertKey,
  type AlertCandidate,
  type AlertGame,
  type AlertLinks,
} from "~/domain/alerts/alerts";
import { parseWithZod } from "@conform-to/zod/v4";
import { leagueDate } from "~/domain/time/league-time";

const candidate = (over: Partial<AlertCandidate>): AlertCandidate => ({
  playerId: "p1",
  firstName: "Pat",
  email: "pat@example.org",
  gameChanges: false,
  results: false,
  reminders: true,
  ...over,
});

const links: AlertLinks = {
  origin: "https://league.example",
  unsubscribeUrl: (id) => `https://league.example/alerts/unsubscribe?p=${id}&s=sig`,
};

const saturday = leagueDate(2026, 11, 28, 9, 15);
const sunday = leagueDate(2026, 11, 29, 10, 30);
const game: AlertGame = {
  id: "g1",
  awayName: "Friars",
  homeName: "Shamrocks",
  startsAt: saturday,
  location: "condon",
};
const pat = { playerId: "p1", firstName: "Pat", email: "pat@example.org" };
const at = new Date("2026-11-22T17:00:00Z");

describe("who gets an alert", () => {
  it("only players who turned that alert on and have a mailable address", () => {
    const candidates = [
      candidate({ playerId: "a", email: "a@x.org", results: true }),
      candidate({ playerId: "b", email: "b@x.org", gameChanges: true }),
      candidate({ playerId: "c", email: "", results: true }),
      candidate({ playerId: "d", email: "not an email", results: true }),
      candidate({ playerId: "e", email: "e@x.org" }),
    ];
    expect(alertRecipients(candidates, "results").map((r) => r.playerId)).toEqual(["a"]);
    expect(alertRecipients(candidates, "gameChanges").map((r) => r.playerId)).toEqual(["b"]);
  });

  it("one email per player and per address, in player order", () => {
    const candidates = [
      candidate({ playerId: "z", email: "Same@x.org", results: true }),
      candidate({ playerId: "y", email: "same@x.org ", results: true }),
      candidate({ playerId: "y", email: "same@x.org", results: true }),
      candidate({ playerId: "m", email: "m@x.org", results: true }),
    ];
    expect(alertRecipients(candidates, "results")).toEqual([
      { playerId: "m", firstName: "Pat", email: "m@x.org" },
      { playerId: "y", firstName: "Pat", email: "same@x.org" },
    ]);
  });

  it("the preferences form turns an empty post into every email off", () => {
    const empty = parseWithZod(new URLSearchParams(), { schema: alertPreferencesSchema });
    expect(empty.status === "success" && empty.value).toEqual({
      gameChanges: false,
      results: false,
      reminders: false,
    });
    const one = parseWithZod(new URLSearchParams("results=on&reminders=on"), {
      schema: alertPreferencesSchema,
    });
    expect(one.status === "success" && one.value).toEqual({
      gameChanges: false,
      results: true,
      reminders: true,
    });
    const bad = parseWithZod(new URLSearchParams("results=yes"), {
      schema: alertPreferencesSchema,
    });
    expect(bad.status).toBe("error");
  });
});

describe("when an alert is due", () => {
  it("a result: the first save and a changed score, not a stats-only correction", () => {
    const undecided = { winnerId: null, awayScore: null, homeScore: null };
    const decided = { winnerId: "home", awayScore: 50, homeScore: 60 };
    expect(announcesResult(undecided, { awayScore: 50, homeScore: 60 })).toBe(true);
    expect(announcesResult(decided, { awayScore: 50, homeScore: 60 })).toBe(false);
    expect(announcesResult(decided, { awayScore: 60, homeScore: 50 })).toBe(true);
  });

  it("a change: postponed, back on, or a new time or place", () => {
    const slot = { postponed: false, startsAt: saturday, location: "condon" };
    expect(announcesChange(slot, { ...slot, postponed: true })).toBe(true);
    expect(announcesChange({ ...slot, postponed: true }, slot)).toBe(true);
    expect(announcesChange(slot, { ...slot, startsAt: sunday })).toBe(true);
    expect(announcesChange(slot, { ...slot, location: "sbca" })).toBe(true);
    expect(announcesChange(slot, { ...slot })).toBe(false);
    expect(announcesChange({ ...slot, postponed: true }, { ...slot, postponed: true })).toBe(false);
  });

  it("keys: one per game, change moment and player", () => {
    expect(resultAlertKey("g1", at, "p1")).toBe(`result:g1:${at.getTime()}:p1`);
    expect(resultAlertKey("g1", at, "p1")).toBe(resultAlertKey("g1", new Date(at), "p1"));
    expect(resultAlertKey("g1", new Date(at.getTime() + 1), "p1")).not.toBe(
      resultAlertKey("g1", at, "p1"),
    );
    expect(changeAlertKey("g1", at, "p1")).toBe(`game-change:g1:${at.getTime()}:p1`);
    expect(changeAlertKey("g1", at, "p2")).not.toBe(changeAlertKey("g1", at, "p1"));
  });
});

describe("what an alert says", () => {
  it("a result: the final score, the box score link and the way out", () => {
    const alert = resultAlert(game, { awayScore: 70, homeScore: 54 }, pat, links, at);
    expect(alert.to).toBe("pat@example.org");
    expect(alert.subject).toBe("Final: Friars 70 at Shamrocks 54");
    expect(alert.text).toContain("Hi Pat,");
    expect(alert.text).toContain("Final, Sat, Nov 28: Friars 70 at Shamrocks 54.");
    expect(alert.text).toContain("Box score: https://league.example/games/g1");
    expect(alert.text).toContain(
      "Stop these emails: https://league.example/alerts/unsubscribe?p=p1&s=sig",
    );
    expect(alert.html).toContain('href="https://league.example/games/g1"');
    expect(alert.headers).toEqual({
      "List-Unsubscribe": "<https://league.example/alerts/unsubscribe?p=p1&s=sig>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(alert.dedupeKey).toBe(resultAlertKey("g1", at, "p1"));
  });

  it("a postponement: the day it was set for, and that a new date will follow", () => {
    const before = { postponed: false, startsAt: saturday, location: "condon" };
    const alert = changeAlert(game, before, { ...before, postponed: true }, pat, links, at);
    expect(alert.subject).toBe("Postponed: Friars at Shamrocks, Sat, Nov 28");
    expect(alert.text).toContain("Friars at Shamrocks on Sat, Nov 28 is postponed.");
    expect(alert.text).toContain("It was set for Sat, Nov 28, 9:15 AM at Condon School.");
    expect(alert.text).toContain("Game page: https://league.example/games/g1");
    expect(alert.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a move: where and when it was, and now is", () => {
    const before = { postponed: false, startsAt: saturday, location: "condon" };
    const after = { postponed: false, startsAt: sunday, location: "sbca" };
    const alert = changeAlert(game, before, after, pat, links, at);
    expect(alert.subject).toBe("New time: Friars at Shamrocks, now Sun, Nov 29, 10:30 AM");
    expect(alert.text).toContain("Was: Sat, Nov 28, 9:15 AM at Condon School.");
    expect(alert.text).toContain("Now: Sun, Nov 29, 10:30 AM at South Boston Catholic Academy.");
    const placeOnly = changeAlert(game, before, { ...before, location: "sbca" }, pat, links, at);
    expect(placeOnly.subject).toBe(
      "New place: Friars at Shamrocks, Sat, Nov 28 at South Boston Catholic Academy",
    );
    const backOn = changeAlert(game, { ...before, postponed: true }, after, pat, links, at);
    expect(backOn.subject).toBe("Rescheduled: Friars at Shamrocks, now Sun, Nov 29, 10:30 AM");
    expect(backOn.text).toContain("Was: postponed (from Sat, Nov 28).");
  });

  it("escapes names in the HTML", () => {
    const odd = { ...game, awayName: "<Friars & Co>" };
    const alert = resultAlert(odd, { awayScore: 1, homeScore: 2 }, pat, links, at);
    expect(alert.html).not.toContain("<Friars");
    expect(alert.html).toContain("&#60;Friars &#38; Co&#62;");
  });
});

describe("a player who never chose", () => {
  it("gets no alerts and the availability reminders (docs/league-rules.md#email-alerts)", () => {
    expect(DEFAULT_EMAIL_CHOICES).toEqual({ gameChanges: false, results: false, reminders: true });
  });
});

describe("the footer's way out", () => {
  const body = { lines: ["Something happened."], buttons: [] };

  it("a player gets the one-click stop and the page to choose his emails", () => {
    const email = renderEmail({ playerId: "p1", firstName: "Pat" }, "you asked", body, links);
    expect(email.text).toContain(
      "Stop these emails: https://league.example/alerts/unsubscribe?p=p1&s=sig",
    );
    expect(email.text).toContain("Choose your emails: https://league.example/account");
  });

  it("an admin who is no player gets the emails of his job, with nothing to stop or choose", () => {
    const email = renderEmail({ playerId: null, firstName: "there" }, "you run it", body, links);
    expect(email.text).not.toContain("Stop these emails");
    expect(email.text).not.toContain("/account");
    expect(email.html).not.toContain("unsubscribe");
  });
});
