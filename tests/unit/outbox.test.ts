// The outbox's retry rules and Message-IDs (docs/production.md#email-alerts).
import { describe, expect, it } from "vitest";
import {
  afterFailure,
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  MAX_SEND_ATTEMPTS,
  outboxMessageId,
  retryDelayMs,
} from "~/domain/alerts/outbox";

describe("outbox retries", () => {
  it("doubles the wait after each failure, up to an hour", () => {
    expect(retryDelayMs(1)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(2)).toBe(2 * FIRST_RETRY_MS);
    expect(retryDelayMs(3)).toBe(4 * FIRST_RETRY_MS);
    expect(retryDelayMs(7)).toBe(64 * FIRST_RETRY_MS);
    expect(retryDelayMs(8)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(1000)).toBe(LONGEST_RETRY_MS);
  });

  it("retries until the last allowed try, then gives up", () => {
    const now = new Date("2026-11-22T17:00:00Z");
    expect(afterFailure(1, now)).toEqual({
      giveUp: false,
      retryAt: new Date(now.getTime() + FIRST_RETRY_MS),
    });
    expect(afterFailure(MAX_SEND_ATTEMPTS - 1, now).giveUp).toBe(false);
    expect(afterFailure(MAX_SEND_ATTEMPTS, now)).toEqual({ giveUp: true });
  });
});

describe("Message-IDs", () => {
  it("are the same for every try of a row, and differ between rows and databases", () => {
    const created = new Date("2026-11-22T17:00:00Z");
    const id = outboxMessageId(12, created, "league.example");
    expect(id).toMatch(/^<alert-12-[0-9a-z]+@league\.example>$/);
    expect(outboxMessageId(12, new Date(created), "league.example")).toBe(id);
    expect(outboxMessageId(13, created, "league.example")).not.toBe(id);
    expect(outboxMessageId(12, new Date(created.getTime() + 1), "league.example")).not.toBe(id);
  });
});
