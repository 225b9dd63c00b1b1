import { describe, expect, it } from "vitest";
import { withoutQueryParameters } from "~/log.server";

/** Drizzle's error for a failed query, as it builds it. */
class DrizzleQueryError extends Error {
  constructor(
    public query: string,
    public params: unknown[],
    cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause });
  }
}

describe("logged errors", () => {
  it("keep a failed query and the database's reason, never its values", () => {
    const error = new DrizzleQueryError(
      'update "account" set "password" = $1 where "user_id" = $2',
      ["scrypt:9f86d081884c7d65", "pat@example.org"],
      new Error('relation "account" does not exist'),
    );
    const logged = withoutQueryParameters(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain("scrypt:9f86");
    expect(text).not.toContain("pat@example.org");
    expect(logged.message).toBe(
      'Failed query: update "account" set "password" = $1 where "user_id" = $2: relation "account" does not exist',
    );
    expect(logged.stack).toMatch(/^Error: Failed query: update[^\n]*\$2\n\s+at /);
    expect(logged.type).toBe("DrizzleQueryError");
  });

  it("leave other errors as they are", () => {
    const logged = withoutQueryParameters(new TypeError("x is not a function"));
    expect(logged).toMatchObject({ type: "TypeError", message: "x is not a function" });
  });
});
