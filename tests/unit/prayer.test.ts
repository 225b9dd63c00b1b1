import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  ANONYMOUS,
  displayName,
  MESSAGE_REQUIRED,
  newCountText,
  otherStatus,
  prayerAge,
  prayerIntentionSchema,
  prayerStatusSchema,
  PRAYER_MESSAGE_MAX,
  PRAYER_NAME_MAX,
  statusLabel,
  toggleLabel,
} from "~/domain/prayers/prayer";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** As the action parses it: conform turns empty fields into "missing". */
function parse(fields: Record<string, string>) {
  return parseWithZod(form(fields), { schema: prayerIntentionSchema });
}

function errorsOf(submission: ReturnType<typeof parse>) {
  return submission.status === "error" ? submission.error : undefined;
}

describe("prayer intention form", () => {
  it("accepts a message alone: no name is stored as null", () => {
    const submission = parse({ name: "", message: "For my mother's health" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: null,
      message: "For my mother's health",
    });
  });

  it("trims the name and the message; a name of spaces is no name", () => {
    const submission = parse({ name: "   ", message: "  Peace  \n" });
    expect(submission.status === "success" && submission.value).toEqual({
      name: null,
      message: "Peace",
    });
    const named = parse({ name: "  Bridget  ", message: "Thanks" });
    expect(named.status === "success" && named.value.name).toBe("Bridget");
  });

  it.each([
    ["missing", {}],
    ["empty", { message: "" }],
    ["only spaces and line breaks", { message: "  \r\n  \n " }],
  ])("refuses a %s message with a clear message", (_, fields) => {
    const submission = parse(fields);
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)?.message).toEqual([MESSAGE_REQUIRED]);
  });

  it("allows exactly the limits and refuses one character more, saying how many", () => {
    const ok = parse({
      name: "n".repeat(PRAYER_NAME_MAX),
      message: "m".repeat(PRAYER_MESSAGE_MAX),
    });
    expect(ok.status).toBe("success");

    const long = parse({
      name: "n".repeat(PRAYER_NAME_MAX + 1),
      message: "m".repeat(PRAYER_MESSAGE_MAX + 1),
    });
    expect(long.status).toBe("error");
    expect(errorsOf(long)?.name).toEqual([
      "Your name can be at most 80 characters (yours has 81).",
    ]);
    expect(errorsOf(long)?.message).toEqual([
      "Your intention can be at most 2,000 characters (yours has 2,001).",
    ]);
  });

  it("counts a line break as one character, as the browser's maxlength does", () => {
    // 1000 lines of "m" + CRLF: 2000 characters once line breaks are LF and the last is trimmed.
    const text = "m\r\n".repeat(1000);
    const submission = parse({ message: text });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.message).toBe(
      "m\n".repeat(1000).trim(),
    );
  });

  it("keeps markup as plain text: nothing is stripped or rewritten", () => {
    const payload = `<script>alert("x")</script><img src=x onerror="alert(1)">`;
    const submission = parse({ name: payload.slice(0, 60), message: payload });
    expect(submission.status === "success" && submission.value).toEqual({
      name: payload.slice(0, 60),
      message: payload,
    });
  });
});

describe("admin status toggle", () => {
  it("names the status wanted and a plain id", () => {
    const ok = prayerStatusSchema.safeParse({
      intent: "set-status",
      prayerId: "abc_12-X",
      status: "prayed",
    });
    expect(ok.success).toBe(true);
    for (const bad of [
      { intent: "set-status", prayerId: "abc", status: "done" },
      { intent: "set-status", prayerId: "../x", status: "new" },
      { intent: "delete", prayerId: "abc", status: "new" },
    ]) {
      expect(prayerStatusSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("flips new ↔ prayed with clear texts", () => {
    expect(otherStatus("new")).toBe("prayed");
    expect(otherStatus("prayed")).toBe("new");
    expect(toggleLabel("new")).toBe("Mark prayed");
    expect(toggleLabel("prayed")).toBe("Mark new");
    expect(statusLabel("new")).toBe("New");
    expect(statusLabel("prayed")).toBe("Prayed");
    expect(newCountText(3)).toBe("3 new");
    expect(newCountText(1234)).toBe("1,234 new");
  });
});

describe("display", () => {
  it.each([
    [null, ANONYMOUS],
    [undefined, ANONYMOUS],
    ["", ANONYMOUS],
    ["  ", ANONYMOUS],
    ["Nora", "Nora"],
  ])("shows %j as %j", (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });

  it("says how long ago, then the date after a week", () => {
    const now = new Date("2026-11-22T17:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(prayerAge(ago(500), now)).toBe("Just now");
    expect(prayerAge(ago(5 * 60_000), now)).toBe("5m ago");
    expect(prayerAge(ago(3 * 86_400_000), now)).toBe("3d ago");
    expect(prayerAge(ago(20 * 86_400_000), now)).toBe("Nov 2, 2026");
  });
});
