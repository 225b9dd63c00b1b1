// Which errors mean "the database is out of reach" (answered 503, back in a
// moment) rather than "this request or this code is wrong" (a 4xx or a 500).
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "~/db/errors.server";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    ],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    [
      "PostgreSQL shutting down (57P01)",
      Object.assign(new Error("terminating connection"), { code: "57P01" }),
    ],
    [
      "PostgreSQL starting (57P03)",
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
    ],
    [
      "a connection exception (08006)",
      Object.assign(new Error("connection failure"), { code: "08006" }),
    ],
  ])("%s, as thrown or wrapped by Drizzle", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key"), { code: "23505" })],
    ["a syntax error", Object.assign(new Error("syntax error"), { code: "42601" })],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["not an error at all", "oops"],
  ])("not %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
