// What is pushed for each news of a game (app/domain/push/news.ts): the
// wording of the email alerts, the game's page, one tag per game and kind,
// and TTL and Urgency that fit the news.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cancelledNotice,
  changeNotice,
  finalNotice,
  liveNotice,
  MAX_TTL_SECONDS,
  MIN_SCHEDULE_TTL_SECONDS,
  reminderNotice,
} from "~/domain/push/news";

const game = {
  id: "g-42",
  awayName: "Friars",
  homeName: "Saints",
  startsAt: new Date("2026-11-28T14:15:00Z"),
  location: "condon",
};
const at = new Date("2026-11-22T17:00:00Z");
const HOUR = 3600;
const slot = (startsAt: Date, postponed = false) => ({ postponed, startsAt, location: "condon" });

describe("pushes of a game's news", () => {
  it("live: '<away> vs <home> is live', high urgency, fifteen minutes", () => {
    const notice = liveNotice(game, at);
    expect(notice.message).toMatchObject({
      title: "Friars vs Saints is live",
      url: "/games/g-42",
      tag: "game-g-42-live",
    });
    expect(notice).toMatchObject({ urgency: "high", ttlSeconds: 15 * 60 });
    expect(notice.eventKey).toBe(`live:g-42:${at.getTime()}`);
  });

  it("final: the result email's subject, a few hours", () => {
    const notice = finalNotice(game, { awayScore: 38, homeScore: 40 }, at);
    expect(notice.message.title).toBe("Final: Friars 38 at Saints 40");
    expect(notice.message.tag).toBe("game-g-42-final");
    expect(notice.urgency).toBe("normal");
    expect(notice.ttlSeconds).toBe(6 * HOUR);
  });

  it("moved and postponed share the game's schedule tag; kept until the game, high within a day", () => {
    const moved = changeNotice(
      game,
      slot(game.startsAt),
      slot(new Date("2026-11-29T15:00:00Z")),
      at,
    );
    expect(moved.message.title).toMatch(/^New time: Friars at Saints, now Sun, Nov 29/);
    expect(moved.message.tag).toBe("game-g-42-schedule");
    expect(moved.urgency).toBe("normal");
    expect(moved.ttlSeconds).toBe((Date.parse("2026-11-29T15:00:00Z") - at.getTime()) / 1000);
    const soon = new Date(at.getTime() + 3 * HOUR * 1000);
    const postponed = changeNotice(game, slot(soon), slot(soon, true), at);
    expect(postponed.message.title).toMatch(/^Postponed: Friars at Saints/);
    expect(postponed.message.tag).toBe("game-g-42-schedule");
    expect(postponed.urgency).toBe("high");
  });

  it("postponed: the body names the slot it had", () => {
    const postponed = changeNotice(game, slot(game.startsAt), slot(game.startsAt, true), at);
    expect(postponed.message.body).toBe(
      "It was set for Sat, Nov 28, 9:15 AM at Condon School. A new date will follow.",
    );
    const again = changeNotice(game, slot(game.startsAt, true), slot(game.startsAt, true), at);
    expect(again.message.body).toBe("A new date will follow.");
  });

  it("a change is urgent when the old or the new start is within a day, to the second", () => {
    const inHours = (hours: number, seconds = 0) =>
      new Date(at.getTime() + (hours * HOUR + seconds) * 1000);
    const urgency = (before: Date, after: Date) =>
      changeNotice(game, slot(before), slot(after), at).urgency;
    expect(urgency(inHours(24), inHours(48))).toBe("high");
    expect(urgency(inHours(24, 1), inHours(48))).toBe("normal");
    // Moved from tomorrow to next week, or the other way: either end is soon.
    expect(urgency(inHours(3), inHours(7 * 24))).toBe("high");
    expect(urgency(inHours(7 * 24), inHours(3))).toBe("high");
    expect(urgency(inHours(7 * 24), inHours(8 * 24))).toBe("normal");
  });

  it("cancelled: its page is gone, so a tap opens the schedule; urgent within a day", () => {
    const notice = cancelledNotice(game, at);
    expect(notice.message.title).toMatch(/^Cancelled: Friars at Saints/);
    expect(notice.message.url).toBe("/schedule");
    expect(notice.message.tag).toBe("game-g-42-schedule");
    expect(notice.urgency).toBe("normal");
    const soon = { ...game, startsAt: new Date(at.getTime() + HOUR * 1000) };
    expect(cancelledNotice(soon, at).urgency).toBe("high");
    expect(cancelledNotice(soon, at).ttlSeconds).toBe(HOUR);
  });

  it("reminder: 'Are you in?', normal, one per game and start", () => {
    const notice = reminderNotice(game, at);
    expect(notice.message.title).toBe("Are you in? Friars at Saints");
    expect(notice).toMatchObject({ urgency: "normal" });
    expect(notice.eventKey).toBe(`reminder:g-42:${game.startsAt.getTime()}`);
    expect(notice.message.tag).toBe("game-g-42-reminder");
    // Kept until the game starts: sent 48 hours before, it keeps 48 hours.
    const twoDaysBefore = new Date(game.startsAt.getTime() - 48 * HOUR * 1000);
    expect(reminderNotice(game, twoDaysBefore).ttlSeconds).toBe(48 * HOUR);
  });

  it("a schedule notice's TTL stays within what push services keep, whenever the game is", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -90 * 24, max: 90 * 24 }),
        fc.integer({ min: -90 * 24, max: 90 * 24 }),
        (beforeHours, afterHours) => {
          const before = new Date(at.getTime() + beforeHours * HOUR * 1000);
          const after = new Date(at.getTime() + afterHours * HOUR * 1000);
          for (const notice of [
            changeNotice(game, slot(before), slot(after), at),
            cancelledNotice({ ...game, startsAt: before }, at),
            reminderNotice({ ...game, startsAt: after }, at),
          ]) {
            expect(notice.ttlSeconds).toBeGreaterThanOrEqual(MIN_SCHEDULE_TTL_SECONDS);
            expect(notice.ttlSeconds).toBeLessThanOrEqual(MAX_TTL_SECONDS);
            expect(Number.isInteger(notice.ttlSeconds)).toBe(true);
          }
        },
      ),
    );
  });
});
