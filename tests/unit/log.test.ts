import { Writable } from "node:stream";
import type { Logger } from "pino";
import { describe, expect, it } from "vitest";
import { loggerTo, readableLines, withoutQueryParameters } from "~/log.server";

/** A stream that keeps what is written to it, without terminal colours. */
function sink() {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // eslint-disable-next-line no-control-regex -- removing colour codes is the point
      written.push(chunk.toString().replace(/\x1b\[[0-9;]*m/g, ""));
      done();
    },
  });
  return { stream, text: () => written.join("") };
}

/** A request's line and the outbox's sign-in line, at "info" (the tests run at "warn"). */
function writeSome(logger: Logger) {
  logger.level = "info";
  logger.info(
    { requestId: "r1", req: { method: "GET", path: "/seasons/4" }, res: { status: 200 }, ms: 3 },
    "GET /seasons/4 200 3 ms",
  );
  logger.info({ link: "http://localhost:3000/login/verify?token=t" }, "Sign-in link written");
}

describe("the log in a terminal and elsewhere", () => {
  it("reads as lines of time, level and message in a terminal", () => {
    const out = sink();
    writeSome(loggerTo(readableLines(out.stream)));
    const lines = out.text().split("\n");
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/seasons\/4 200 3 ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Sign-in link written$/);
    expect(lines[2]).toBe('    link: "http://localhost:3000/login/verify?token=t"');
    expect(out.text()).not.toContain("{");
  });

  it("stays one JSON object per line anywhere else", () => {
    const out = sink();
    writeSome(loggerTo(out.stream));
    const lines = out
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ level: 30, requestId: "r1", msg: "GET /seasons/4 200 3 ms" });
    expect(lines[1]).toMatchObject({ link: "http://localhost:3000/login/verify?token=t" });
  });
});

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
