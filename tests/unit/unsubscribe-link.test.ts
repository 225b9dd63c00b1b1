// The signed unsubscribe link of alert emails (app/email/unsubscribe-link.server.ts).
import { describe, expect, it } from "vitest";
import {
  isUnsubscribeSignature,
  unsubscribeSignature,
  unsubscribeUrl,
} from "~/email/unsubscribe-link.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("unsubscribe signatures", () => {
  it("fit the player they were made for, under the same secret only", () => {
    const signature = unsubscribeSignature(SECRET, "p1");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isUnsubscribeSignature(SECRET, "p1", signature)).toBe(true);
    expect(isUnsubscribeSignature(SECRET, "p2", signature)).toBe(false);
    expect(isUnsubscribeSignature(`${SECRET}x`, "p1", signature)).toBe(false);
  });

  it("refuse anything else, of any length", () => {
    const signature = unsubscribeSignature(SECRET, "p1");
    for (const forged of ["", "x", signature.slice(0, -1), `${signature}A`, "é".repeat(43)]) {
      expect(isUnsubscribeSignature(SECRET, "p1", forged)).toBe(false);
    }
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(isUnsubscribeSignature(SECRET, "p1", flipped)).toBe(false);
  });

  it("make the link of the emails", () => {
    const url = new URL(unsubscribeUrl("https://league.example", SECRET, "p1"));
    expect(url.origin + url.pathname).toBe("https://league.example/alerts/unsubscribe");
    expect(url.searchParams.get("p")).toBe("p1");
    expect(isUnsubscribeSignature(SECRET, "p1", url.searchParams.get("s")!)).toBe(true);
  });
});
