// Hostile inputs for the fuzz system test (fuzz.test.ts): request bodies for
// actions and query strings for loaders. Each payload is built from the real
// field names of the route's forms (read from the pages), so the fuzz follows
// form changes; `intent` keeps a real value unless the payload is about it.

/** A form's fields in order, with a plausible value each (from the page). */
export type Fields = [name: string, value: string][];

export interface PostBody {
  body: string | Buffer;
  /** Absent: no Content-Type header at all. */
  contentType?: string;
}

export interface PostPayload {
  name: string;
  /** About the fields' values: sent once per intent the form has. Otherwise once. */
  perIntent: boolean;
  /** Sent without an Origin header (allowed: only other sites' origins are refused). */
  noOrigin?: boolean;
  /** Posted to the single-fetch URL (`/path.data`) that forms use when JavaScript runs. */
  singleFetch?: boolean;
  /** Null: does not apply to this form. */
  make: (fields: Fields) => PostBody | null;
}

export interface QueryPayload {
  name: string;
  /** The raw (already encoded) query string for these parameter names. */
  make: (params: string[]) => string;
  /** Requested as `/path.data` (single fetch) instead of the document URL. */
  singleFetch?: boolean;
  /** Too large to serve: must be refused (4xx), not answered. */
  mustRefuse?: boolean;
}

export const MEGABYTE = "x".repeat(1 << 20);
/** Forms will be capped at 64 KB: this is over it. */
export const OVER_FORM_CAP = 70 * 1024;

const FORM = "application/x-www-form-urlencoded";
const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";
const isIntent = (name: string) => name === "intent";
const looksNumeric = (value: string) => /^-?\d+(\.\d+)?$/.test(value);

/** A date field: its sample value is a day, or its name says it holds one. */
const DATE_FIELD_NAMES = new Set([
  "date",
  "day",
  "firstDay",
  "lastDay",
  "closed",
  "makeup",
  "blackouts",
]);
const isDateField = (name: string, value: string) =>
  DATE_FIELD_NAMES.has(name) || /^\d{4}-\d{2}-\d{2}$/.test(value);
/** Days every date field must refuse with a 4xx: past the window, before it, or not real. */
export const BAD_DAYS = ["9999-12-31", "1999-12-31", "2026-02-30"];

/** The form with each date field set to `day`, or null when it has none. */
function withDates(fields: Fields, day: string): PostBody | null {
  if (!fields.some(([name, value]) => !isIntent(name) && isDateField(name, value))) return null;
  return urlencoded(mapValues(fields, (v, name) => (isDateField(name, v) ? day : v)));
}

function urlencoded(fields: Fields): PostBody {
  return { body: new URLSearchParams(fields).toString(), contentType: FORM };
}

/** Every field but `intent` gets `change(value)`. */
function mapValues(fields: Fields, change: (value: string, name: string) => string): Fields {
  return fields.map(([name, value]) => [name, isIntent(name) ? value : change(value, name)]);
}

/** A urlencoded body with raw (not percent-encoded) suffix bytes or text after each value. */
function rawSuffix(fields: Fields, suffix: Buffer | string): PostBody {
  const parts = fields.map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
      isIntent(name) ? Buffer.alloc(0) : Buffer.from(suffix),
    ]),
  );
  return {
    body: Buffer.concat(parts.flatMap((p, i) => (i ? [Buffer.from("&"), p] : [p]))),
    contentType: FORM,
  };
}

function multipart(fields: Fields, extraParts: string[] = []): string {
  const parts = fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return [...parts, ...extraParts, `--${BOUNDARY}--\r\n`].join("");
}

export const postPayloads: PostPayload[] = [
  ...BAD_DAYS.map((day): PostPayload => ({
    name: `the date ${day} in every date field`,
    perIntent: true,
    make: (f) => withDates(f, day),
  })),
  {
    name: "NUL in every field",
    perIntent: true,
    make: (f) => urlencoded(mapValues(f, (v) => `${v}\0x`)),
  },
  { name: "only NUL", perIntent: true, make: (f) => urlencoded(mapValues(f, () => "\0")) },
  {
    name: "raw invalid UTF-8 bytes",
    perIntent: true,
    make: (f) => rawSuffix(f, Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80])),
  },
  {
    name: "percent-encoded invalid UTF-8",
    perIntent: true,
    make: (f) => rawSuffix(f, "%FF%FE%C3"),
  },
  { name: "encoded lone surrogate", perIntent: true, make: (f) => rawSuffix(f, "%ED%A0%80") },
  { name: "broken percent escapes", perIntent: true, make: (f) => rawSuffix(f, "%zz%E0%A4%A%") },
  {
    // At most 8 fields, so a form of 100 stat inputs does not post 100 MB.
    name: "1 MB string in each field",
    perIntent: false,
    make: (f) => urlencoded(f.map(([n, v], i) => [n, isIntent(n) || i >= 8 ? v : MEGABYTE])),
  },
  {
    name: "body over 64 KB",
    perIntent: false,
    make: (f) => urlencoded([...f, ["fuzzPadding", "p".repeat(OVER_FORM_CAP)]]),
  },
  {
    name: "numbers where strings belong",
    perIntent: true,
    make: (f) => urlencoded(mapValues(f, (v) => (looksNumeric(v) ? v : "12345678901234567890"))),
  },
  {
    name: "strings where numbers belong",
    perIntent: true,
    make: (f) => urlencoded(mapValues(f, (v) => (looksNumeric(v) ? "abc" : v))),
  },
  {
    name: "out-of-range numbers",
    perIntent: true,
    make: (f) => urlencoded(mapValues(f, (v) => (looksNumeric(v) ? "-1e309" : v))),
  },
  {
    name: "int4 overflow",
    perIntent: true,
    make: (f) => urlencoded(mapValues(f, (v) => (looksNumeric(v) ? "2147483648" : v))),
  },
  { name: "empty values", perIntent: true, make: (f) => urlencoded(mapValues(f, () => "")) },
  {
    name: "missing fields (empty body)",
    perIntent: false,
    make: () => ({ body: "", contentType: FORM }),
  },
  {
    name: "intent only",
    perIntent: true,
    make: (f) => (f.some(([n]) => isIntent(n)) ? urlencoded(f.filter(([n]) => isIntent(n))) : null),
  },
  {
    name: "arrays where strings belong",
    perIntent: true,
    make: (f) =>
      urlencoded(
        f.flatMap(([n, v]): Fields => [
          [n, v],
          [n, `${v}2`],
        ]),
      ),
  },
  {
    name: "intent that does not exist",
    perIntent: false,
    make: (f) => urlencoded([...f.filter(([n]) => !isIntent(n)), ["intent", "no-such-intent"]]),
  },
  {
    name: "broken multipart (boundary does not match)",
    perIntent: false,
    make: (f) => ({
      body: multipart(f).replaceAll(BOUNDARY, "someotherboundary"),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    }),
  },
  {
    name: "truncated multipart",
    perIntent: false,
    make: (f) => ({
      body: multipart(f).slice(0, -`--${BOUNDARY}--\r\n`.length - 7),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    }),
  },
  {
    name: "multipart without boundary",
    perIntent: false,
    make: (f) => ({ body: multipart(f), contentType: "multipart/form-data" }),
  },
  {
    // Well-formed multipart with hostile contents: NUL values, a garbage file
    // (what /admin/import reads) and a filename that climbs directories.
    name: "multipart with NUL and a garbage file",
    perIntent: true,
    make: (f) => ({
      body: multipart(
        mapValues(f, (v) => `${v}\0`),
        [
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../../\0x.json"\r\nContent-Type: application/json\r\n\r\n{"format":"parish-league-export","version":1,"tables":{"players":[{"id":"\\u0000"}]}\r\n`,
        ],
      ),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    }),
  },
  {
    name: "malformed JSON",
    perIntent: false,
    make: () => ({ body: '{"intent": "save", "id": ', contentType: "application/json" }),
  },
  {
    name: "JSON of the form's fields",
    perIntent: true,
    make: (f) => ({ body: JSON.stringify(Object.fromEntries(f)), contentType: "application/json" }),
  },
  {
    name: "text/plain body",
    perIntent: true,
    make: (f) => ({
      body: f.map(([n, v]) => `${n}=${v}`).join("\r\n"),
      contentType: "text/plain",
    }),
  },
  {
    name: "no Content-Type",
    perIntent: false,
    make: (f) => ({ body: Buffer.from(new URLSearchParams(f).toString()) }),
  },
  {
    name: "NUL in every field, no Origin",
    perIntent: false,
    noOrigin: true,
    make: (f) => urlencoded(mapValues(f, (v) => `${v}\0`)),
  },
  {
    name: "empty body, no Origin",
    perIntent: false,
    noOrigin: true,
    make: () => ({ body: "", contentType: FORM }),
  },
  {
    name: "NUL in every field, single fetch (.data)",
    perIntent: false,
    singleFetch: true,
    make: (f) => urlencoded(mapValues(f, (v) => `${v}\0`)),
  },
];

/** `name=value` for each parameter, `value` already encoded. */
const each = (params: string[], value: string) => params.map((p) => `${p}=${value}`).join("&");

export const queryPayloads: QueryPayload[] = [
  { name: "NUL", make: (p) => each(p, "a%00b") },
  { name: "invalid UTF-8", make: (p) => each(p, "%FF%FE%C3") },
  { name: "lone surrogate", make: (p) => each(p, "%ED%A0%80") },
  { name: "broken percent escapes", make: (p) => each(p, "%zz%E0%A4%A%") },
  { name: "1 MB value", mustRefuse: true, make: (p) => `${p[0] ?? "q"}=${MEGABYTE}` },
  { name: "repeated parameters", make: (p) => [1, 2, 3].map((n) => each(p, String(n))).join("&") },
  { name: "huge numbers", make: (p) => each(p, "99999999999999999999") },
  { name: "out-of-range numbers", make: (p) => each(p, "-1e309") },
  { name: "array syntax", make: (p) => p.map((n) => `${n}[]=1&${n}[0]=2`).join("&") },
  { name: "empty values", make: (p) => each(p, "") },
  ...BAD_DAYS.map((day): QueryPayload => ({ name: `the date ${day}`, make: (p) => each(p, day) })),
  { name: "off-site targets", make: (p) => each(p, encodeURIComponent("//evil.example/x")) },
  { name: "backslash targets", make: (p) => each(p, "/%5Cevil.example") },
  {
    // No NUL here: the address check would refuse it before single fetch runs.
    name: "single fetch with hostile _routes",
    singleFetch: true,
    make: (p) => `_routes=${encodeURIComponent("root,routes/nope,../x,")}%FF&${each(p, "%FF%FE")}`,
  },
];

export interface AddressPayload {
  name: string;
  /** The request target for a page's path, on the server at `host` (127.0.0.1:port). */
  target: (path: string, host: string) => string;
  /** The Host lines sent. */
  hosts: (path: string, host: string) => string[];
}

/**
 * Addresses no HTTP client would send, written on a socket: a Host that is
 * not a host, two of them, an absolute-form target. The server reads each
 * request's address once, at its edge: these are refused there (400) or read
 * as the page they name, never a 5xx, never another page.
 */
export const addressPayloads: AddressPayload[] = [
  { name: "a fragment mark after the Host", target: (p) => `${p}?`, hosts: (_, h) => [`${h}#`] },
  { name: "a path in the Host", target: () => "/?", hosts: (p, h) => [`${h}${p}?`] },
  {
    name: "an absolute-form target with a foreign Host line",
    target: (p, h) => `http://${h}${p}`,
    hosts: () => ["evil.example"],
  },
  {
    name: "an absolute-form target naming another host",
    target: (p) => `http://evil.example${p}`,
    hosts: (_, h) => [h],
  },
  { name: "two Host lines", target: (p) => p, hosts: (_, h) => [h, "evil.example"] },
  { name: "a user name in the Host", target: (p) => p, hosts: (_, h) => [`u@${h}`] },
];
