// Reading a request's body before the app sees it: capped while it is read
// (413 as soon as the cap is passed, never the whole upload in memory first),
// refused when it is not a form the site sends (415) or cannot be parsed (400),
// and cleaned of NUL characters, which PostgreSQL cannot store in text (the
// characters are dropped, so the form's own validation answers as usual).
import type { IncomingMessage } from "node:http";
import getRawBody from "raw-body";

/** Every form of the site fits in this. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** The admin import takes a whole league export. */
export const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

const IMPORT_PATH = /^\/admin\/import(\.data)?$/;
/**
 * The one address that takes JSON, not a form: a browser's push subscription
 * (app/routes/push-subscriptions.ts), as its service worker gives it. Small:
 * an endpoint URL, two keys and a few team ids.
 */
const JSON_PATH = /^\/push\/subscriptions$/;
export const JSON_BODY_LIMIT = 8 * 1024;

/** An answer the site gives before the app runs: status and one sentence. */
export class RequestRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 415,
    readonly title: string,
    message: string,
    /** For a 405: the methods the address takes (its `Allow` header). */
    readonly allow = "GET, HEAD",
  ) {
    super(message);
  }
}

export function bodyLimitFor(pathname: string): number {
  if (JSON_PATH.test(pathname)) return JSON_BODY_LIMIT;
  return IMPORT_PATH.test(pathname) ? IMPORT_BODY_LIMIT : FORM_BODY_LIMIT;
}

/** Whether this address takes a JSON body (only that: no form). */
export function takesJson(pathname: string): boolean {
  return JSON_PATH.test(pathname);
}

const dropNul = (text: string) => text.replaceAll("\u0000", "");

function tooLarge(limit: number): RequestRefused {
  const size = limit >= 1024 * 1024 ? `${limit / 1024 / 1024} MB` : `${limit / 1024} KB`;
  return new RequestRefused(
    413,
    "Too large to send",
    `What you sent is larger than this form accepts (${size}). Shorten it and try again.`,
  );
}

const unreadable = () =>
  new RequestRefused(
    400,
    "Could not read the form",
    "The form could not be read. Go back and try again.",
  );

/**
 * Reads, checks and cleans the body of a form post. The answer is a new body
 * whose own content type replaces the client's (a multipart body gets a new
 * boundary).
 */
export async function readFormBody(
  req: IncomingMessage,
  limit: number,
): Promise<URLSearchParams | FormData> {
  const mediaType = mediaTypeOf(req);
  let raw: Buffer;
  try {
    raw = await getRawBody(req, { limit, length: req.headers["content-length"] });
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") throw tooLarge(limit);
    throw unreadable();
  }

  if (raw.length === 0 || mediaType === "application/x-www-form-urlencoded") {
    // Invalid UTF-8 becomes U+FFFD here, as the URL standard decodes forms.
    const fields = new URLSearchParams(raw.toString("utf8"));
    const clean = new URLSearchParams();
    for (const [name, value] of fields) clean.append(dropNul(name), dropNul(value));
    return clean;
  }
  if (mediaType === "multipart/form-data") {
    let fields: FormData;
    try {
      fields = await new Response(new Uint8Array(raw), {
        headers: { "Content-Type": req.headers["content-type"]! },
      }).formData();
    } catch {
      throw unreadable();
    }
    const clean = new FormData();
    for (const [name, value] of fields) {
      if (typeof value === "string") clean.append(dropNul(name), dropNul(value));
      else clean.append(dropNul(name), value, dropNul(value.name));
    }
    return clean;
  }
  throw new RequestRefused(
    415,
    "Could not read the form",
    "The site only accepts its own forms. Go back and try again.",
  );
}

function mediaTypeOf(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Reads the body of a JSON post (takesJson), capped like a form: 415 unless it
 * says it is JSON, 400 unless it parses. The answer is a body of its own type
 * for the route's `request.json()`.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<Blob> {
  if (mediaTypeOf(req) !== "application/json") {
    req.resume(); // not read
    throw new RequestRefused(415, "Could not read the request", "Send it as JSON.");
  }
  let text: string;
  try {
    text = (await getRawBody(req, { limit, length: req.headers["content-length"] })).toString(
      "utf8",
    );
  } catch (error) {
    if ((error as { type?: string }).type === "entity.too.large") throw tooLarge(limit);
    throw unreadable();
  }
  try {
    JSON.parse(text);
  } catch {
    throw new RequestRefused(400, "Could not read the request", "What was sent is not JSON.");
  }
  return new Blob([text], { type: "application/json" });
}
