// A signup made signed out waits for the player's confirmation
// (docs/league-rules.md#signups-and-fees): the masked address the page names,
// the 7 days of a link, and when a tap emails the link again. The oracles
// are the rules as the docs say them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONFIRM_LINK_DAYS,
  confirmationEmail,
  emailedSentence,
  hasUsableEmail,
  mayEmailAgain,
  maskEmail,
  pendingSignupState,
} from "~/domain/signups/confirmation";

const DAY = 86_400_000;
const MINUTE = 60_000;

describe("the address the page names", () => {
  it("shows the first letter, ••• and the domain", () => {
    expect(maskEmail("john@example.org")).toBe("j•••@example.org");
    expect(maskEmail("j@example.org")).toBe("j•••@example.org");
    // Only the domain after the last @ is shown.
    expect(maskEmail('"pat@home"@example.org')).toBe('"•••@example.org');
    expect(maskEmail("pat.murphy+hoops@mail.example.ie")).toBe("p•••@mail.example.ie");
    expect(emailedSentence("john@example.org")).toBe(
      "We emailed j•••@example.org: tap the link to confirm.",
    );
  });

  it("keeps a first letter outside the basic plane whole", () => {
    expect(maskEmail("😀x@example.org")).toBe("😀•••@example.org");
  });

  it("says nothing of an address without a local part", () => {
    expect(maskEmail("")).toBe("•••");
    expect(maskEmail("@example.org")).toBe("•••");
    expect(maskEmail("nobody")).toBe("•••");
  });

  it("never shows more of the local part than its first character", () => {
    const local = fc.stringMatching(/^[a-z0-9._+-]{1,30}$/);
    const domain = fc.domain();
    fc.assert(
      fc.property(local, domain, (name, host) => {
        const masked = maskEmail(`${name}@${host}`);
        expect(masked).toBe(`${name[0]}•••@${host}`);
        // The rest of the local part is gone, whatever it was.
        expect(masked.length).toBe(1 + 3 + 1 + host.length);
      }),
    );
  });

  it("knows an address the link can go to", () => {
    expect(hasUsableEmail("pat@example.org")).toBe(true);
    // Spaces around an address kept from an import are no reason to refuse it.
    expect(hasUsableEmail(" pat@example.org\n")).toBe(true);
    for (const bad of [
      "",
      " ",
      "pat",
      "@example.org",
      "pat@",
      "pat @example.org",
      null,
      undefined,
    ]) {
      expect(hasUsableEmail(bad)).toBe(false);
    }
  });
});

describe("a waiting signup's state", () => {
  const made = new Date("2026-11-22T17:00:00Z");
  const after = (ms: number) => new Date(made.getTime() + ms);

  it("waits for 7 days to the millisecond, then has expired", () => {
    expect(CONFIRM_LINK_DAYS).toBe(7);
    const pending = { createdAt: made, confirmedAt: null };
    expect(pendingSignupState(pending, made)).toBe("waiting");
    expect(pendingSignupState(pending, after(7 * DAY - 1))).toBe("waiting");
    expect(pendingSignupState(pending, after(7 * DAY))).toBe("expired");
  });

  it("is confirmed once confirmed, whenever asked", () => {
    const pending = { createdAt: made, confirmedAt: after(DAY) };
    expect(pendingSignupState(pending, after(DAY))).toBe("confirmed");
    expect(pendingSignupState(pending, after(30 * DAY))).toBe("confirmed");
  });

  it("is exactly one of the three: confirmed, or waiting before the 7 days end, else expired", () => {
    let met = { waiting: 0, expired: 0, confirmed: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: -DAY, max: 20 * DAY }),
        fc.option(fc.integer({ min: 0, max: 7 * DAY }), { nil: null }),
        (offset, confirmedAfter) => {
          const pending = {
            createdAt: made,
            confirmedAt: confirmedAfter === null ? null : after(confirmedAfter),
          };
          const state = pendingSignupState(pending, after(offset));
          met = { ...met, [state]: met[state] + 1 };
          const expected =
            confirmedAfter !== null ? "confirmed" : offset < 7 * DAY ? "waiting" : "expired";
          expect(state).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
    // The property met every state it speaks of.
    expect(met.waiting).toBeGreaterThan(0);
    expect(met.expired).toBeGreaterThan(0);
    expect(met.confirmed).toBeGreaterThan(0);
  });
});

describe("when a tap emails the link again", () => {
  const sent = new Date("2026-11-22T17:00:00Z");
  const gap = 15 * MINUTE;

  it("not within the gap, then again", () => {
    expect(mayEmailAgain(sent, sent, gap)).toBe(false);
    expect(mayEmailAgain(sent, new Date(sent.getTime() + gap - 1), gap)).toBe(false);
    expect(mayEmailAgain(sent, new Date(sent.getTime() + gap), gap)).toBe(true);
    // Sent 'after' now (another instance's clock): still waits.
    expect(mayEmailAgain(new Date(sent.getTime() + MINUTE), sent, gap)).toBe(false);
    // However far behind that clock is.
    expect(mayEmailAgain(new Date(sent.getTime() + 3 * gap), sent, gap)).toBe(false);
  });

  it.each([
    // Minutes after the first tap, and the taps that send an email (written by hand).
    [[0], [0]],
    [[0, 1, 14], [0]],
    [
      [0, 14, 15],
      [0, 15],
    ],
    [
      [0, 10, 20, 29, 30],
      [0, 20],
    ],
    [
      [0, 15, 30, 45],
      [0, 15, 30, 45],
    ],
    [
      [0, 5, 16, 31, 32, 46],
      [0, 16, 31, 46],
    ],
  ])("taps at %j minutes send emails at %j", (taps, emailed) => {
    let last: Date | null = null;
    const sentAt: number[] = [];
    for (const minute of taps) {
      const at = new Date(sent.getTime() + minute * MINUTE);
      if (last === null || mayEmailAgain(last, at, gap)) {
        sentAt.push(minute);
        last = at;
      }
    }
    expect(sentAt).toEqual(emailed);
  });
});

describe("the email", () => {
  it("names the season in its subject and carries the link, escaped in HTML", () => {
    const mail = confirmationEmail({
      to: "pat@example.org",
      seasonName: "Spring 2027",
      url: "https://league.example/signup/confirm?i=abc&s=x",
    });
    expect(mail.subject).toBe("Confirm your signup for Spring 2027");
    expect(mail.text).toContain("https://league.example/signup/confirm?i=abc&s=x");
    expect(mail.text).toContain("within 7 days");
    expect(mail.html).toContain('href="https://league.example/signup/confirm?i=abc&#38;s=x"');
    const hostile = confirmationEmail({
      to: "x@example.org",
      seasonName: "<b>S</b>",
      url: "https://league.example/",
    });
    expect(hostile.html).not.toContain("<b>S</b>");
  });

  it("says only what was asked, and the link: it takes no typed text to carry", () => {
    const mail = confirmationEmail({
      to: "pat@example.org",
      seasonName: "Spring 2027",
      url: "https://league.example/signup/confirm?i=abc&s=x",
    });
    expect(mail.text.split("\n")[0]).toBe(
      "Someone asked to sign up this address for Spring 2027 in the Southie Parish Basketball League.",
    );
    // The one address in it is the link: its page shows the details.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([
      "https://league.example/signup/confirm?i=abc&s=x",
    ]);
  });
});
