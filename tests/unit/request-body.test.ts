// Reading a form post's body before the app sees it: capped at the form limit
// (64 KB; 50 MB for the admin import), refused when it is not a form the site
// sends (415), and cleaned of NUL characters, which PostgreSQL cannot store.
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  FORM_BODY_LIMIT,
  IMPORT_BODY_LIMIT,
  readFormBody,
  RequestRefused,
} from "~/server/request-body.server";

/** A request whose body is `body`, sent with these headers. */
function request(body: string | Buffer, headers: Record<string, string>): IncomingMessage {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const stream = Readable.from([bytes]) as unknown as IncomingMessage;
  stream.headers = { "content-length": String(bytes.length), ...headers };
  return stream;
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };

async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RequestRefused) return error.status;
    throw error;
  }
  throw new Error("the body was read, not refused");
}

describe("the body limits", () => {
  it("are 64 KB for a form and 50 MB for the import, written out by hand", () => {
    expect(FORM_BODY_LIMIT).toBe(65_536);
    expect(IMPORT_BODY_LIMIT).toBe(52_428_800);
  });

  it.each([
    ["/admin/import", 52_428_800],
    ["/admin/import.data", 52_428_800],
    ["/admin/imports", 65_536],
    ["/admin/import/more", 65_536],
    ["/admin/import.data/x", 65_536],
    ["/x/admin/import", 65_536],
    ["/prayer-intentions/new", 65_536],
  ])("%s takes %i bytes", (path, limit) => {
    expect(bodyLimitFor(path)).toBe(limit);
  });

  it("reads a form of exactly the limit and refuses one byte more with a 413", async () => {
    const field = "message=";
    const exact = field + "a".repeat(65_536 - field.length);
    const read = await readFormBody(request(exact, FORM), 65_536);
    expect(read.get("message")).toHaveLength(65_536 - field.length);
    expect(await refusal(readFormBody(request(exact + "a", FORM), 65_536))).toBe(413);
  });
});

describe("readFormBody", () => {
  it("drops NUL characters from a urlencoded form's names and values", async () => {
    const read = await readFormBody(request("na%00me=Pat%00Murphy&x=%00", FORM), 65_536);
    expect([...read.entries()]).toEqual([
      ["name", "PatMurphy"],
      ["x", ""],
    ]);
  });

  it("drops NUL characters from a multipart form's names and values", async () => {
    const boundary = "XyZ";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="na\u0000me"',
      "",
      "Pat\u0000Murphy",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const read = await readFormBody(
      request(body, { "content-type": `multipart/form-data; boundary=${boundary}` }),
      65_536,
    );
    expect([...read.entries()]).toEqual([["name", "PatMurphy"]]);
  });

  it.each([
    ["JSON", "application/json", '{"email":"a@b.c"}'],
    ["plain text", "text/plain", "email=a@b.c"],
    ["XML", "application/xml", "<email/>"],
  ])("refuses %s with a 415: the site only reads its own forms", async (_, type, body) => {
    expect(await refusal(readFormBody(request(body, { "content-type": type }), 65_536))).toBe(415);
  });

  it("reads an empty body as an empty form, whatever its type", async () => {
    const read = await readFormBody(request("", { "content-type": "application/json" }), 65_536);
    expect([...read.entries()]).toEqual([]);
  });
});
