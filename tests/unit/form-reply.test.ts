// A refused form echoes what was typed, within each field's own limit.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { LoginSchema } from "~/domain/people/login";
import {
  PRAYER_MESSAGE_MAX,
  PRAYER_NAME_MAX,
  prayerIntentionSchema,
} from "~/domain/prayers/prayer";
import { NewPlayerSchema } from "~/domain/signups/signup";
import { withinFieldLimits } from "~/form-reply";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("withinFieldLimits", () => {
  it("cuts each echoed value to its field's maximum and drops unknown fields", () => {
    const huge = "x".repeat(60_000);
    const submission = parseWithZod(
      form([
        ["name", huge],
        ["message", huge],
        ["extra", huge],
      ]),
      { schema: prayerIntentionSchema },
    );
    expect(submission.status).toBe("error");
    const echoed = withinFieldLimits(prayerIntentionSchema, submission.reply()).initialValue!;
    expect(echoed.name).toHaveLength(PRAYER_NAME_MAX);
    expect(echoed.message).toHaveLength(PRAYER_MESSAGE_MAX);
    expect(echoed).not.toHaveProperty("extra");
    expect(JSON.stringify(echoed).length).toBeLessThan(PRAYER_NAME_MAX + PRAYER_MESSAGE_MAX + 100);
  });

  it("keeps short numbers and choices, caps repeated fields", () => {
    const submission = parseWithZod(
      form([
        ["firstName", "Pat"],
        ["age", "9".repeat(5000)],
        ...Array.from({ length: 200 }, (): [string, string] => ["lastName", "Murphy"]),
      ]),
      { schema: NewPlayerSchema },
    );
    const echoed = withinFieldLimits(NewPlayerSchema, submission.reply()).initialValue!;
    expect(echoed.firstName).toBe("Pat");
    expect((echoed.age as string).length).toBeLessThanOrEqual(40);
    expect((echoed.lastName as string[]).length).toBeLessThanOrEqual(50);
  });

  it("leaves a reply without values alone, and respects hidden fields", () => {
    const submission = parseWithZod(
      form([
        ["email", "a@b.c"],
        ["password", "secret"],
      ]),
      { schema: LoginSchema },
    );
    const reply = withinFieldLimits(LoginSchema, submission.reply({ hideFields: ["password"] }));
    expect(reply.initialValue?.password).toBeUndefined();
    expect(reply.initialValue?.email).toBe("a@b.c");
  });
});
