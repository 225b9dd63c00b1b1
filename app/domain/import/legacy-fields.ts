// Reading the original site's documents field by field, with errors
// that name the record: which collection, which position or id, which field.
// Pure: no I/O. The mapping to our tables is in ./legacy.ts.
import { PLAYOFF_ROUNDS } from "~/domain/playoffs/rounds";
import type { Conference, PlayoffRound } from "~/domain/types";
import { RECORD_ID } from "~/domain/ids";
import { checkTypedName } from "~/domain/people/typed-name";

/** Bad input in the original site's file; the message names the first bad record. */
export class LegacyImportError extends Error {
  override name = "LegacyImportError";
}

/** Ids end up in page addresses (/games/{id}): short and plain. */

export type Doc = Record<string, unknown>;

function isObject(value: unknown): value is Doc {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Firestore timestamps as exported: `{seconds, nanoseconds}` (or the admin
 * SDK's `{_seconds, _nanoseconds}`), or an ISO 8601 string. Anything else is null.
 */
export function parseLegacyTimestamp(value: unknown): Date | null {
  if (typeof value === "string") {
    if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return null;
    const ms = Date.parse(value.trim());
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  if (!isObject(value)) return null;
  const seconds = value.seconds ?? value._seconds;
  const nanos = value.nanoseconds ?? value._nanoseconds ?? 0;
  if (typeof seconds !== "number" || !Number.isFinite(seconds)) return null;
  if (typeof nanos !== "number" || !Number.isFinite(nanos)) return null;
  return new Date(seconds * 1000 + Math.floor(nanos / 1_000_000));
}

/** A timestamp written back in the original's `{seconds, nanoseconds}` shape (tests, samples). */
export function toLegacyTimestamp(date: Date): { seconds: number; nanoseconds: number } {
  const ms = date.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

export interface ParsedTags {
  round: PlayoffRound | null;
  conference: Conference | null;
  matchup: string | null;
  /** Game ids from winner_{gameId} tags, in the order given (first = away side when two). */
  feeders: string[];
  unknown: string[];
}

/** A game's tags: round, conference, a matchup label like 1vs8, and winner_{gameId} links. */
export function parsePlayoffTags(tags: readonly string[]): ParsedTags {
  const parsed: ParsedTags = {
    round: null,
    conference: null,
    matchup: null,
    feeders: [],
    unknown: [],
  };
  for (const raw of tags) {
    const tag = raw.trim();
    const lower = tag.toLowerCase();
    const feeder = /^winner_(.+)$/.exec(tag);
    if (feeder?.[1]) parsed.feeders.push(feeder[1]);
    else if ((PLAYOFF_ROUNDS as readonly string[]).includes(lower) && !parsed.round)
      parsed.round = lower as PlayoffRound;
    else if ((lower === "east" || lower === "west") && !parsed.conference)
      parsed.conference = lower;
    else if (/^\d+vs\d+$/i.test(tag) && !parsed.matchup) parsed.matchup = lower;
    else parsed.unknown.push(tag);
  }
  return parsed;
}

export interface Located {
  doc: Doc;
  /** e.g. `games[3] (id g12)`: how error messages name the record. */
  label: string;
  id: string | undefined;
}

/**
 * A collection as exported: an array of documents, or an object keyed by
 * document id. Documents must be objects.
 */
export function documentsOf(
  value: unknown,
  collection: string,
  idFields: readonly string[] = ["id"],
): Located[] {
  if (value === undefined || value === null) return [];
  const entries: [string | undefined, unknown][] = Array.isArray(value)
    ? value.map((doc) => [undefined, doc])
    : isObject(value)
      ? Object.entries(value)
      : [];
  if (!Array.isArray(value) && !isObject(value)) {
    throw new LegacyImportError(
      `Bad collection ${collection}: expected a list of documents or an object keyed by id, got ${shown(value)}.`,
    );
  }
  return entries.map(([key, doc], index) => {
    const where = key === undefined ? `${collection}[${index}]` : `${collection}["${key}"]`;
    if (!isObject(doc)) {
      throw new LegacyImportError(
        `Bad record ${where}: expected a document (an object), got ${shown(doc)}.`,
      );
    }
    const ownId = idFields.map((name) => doc[name]).find((v) => v !== undefined && v !== null);
    const id = typeof ownId === "string" || typeof ownId === "number" ? String(ownId) : key;
    return {
      doc,
      id,
      label: id !== undefined && key === undefined ? `${where} (id ${id})` : where,
    };
  });
}

/** Field readers for one document; each throws a LegacyImportError naming the record and field. */
export class Reader {
  constructor(private readonly at: Located) {}

  get label(): string {
    return this.at.label;
  }

  /** The document's own id (its id field, or its key in the collection). */
  docId(): string {
    const id = this.at.id;
    if (id === undefined || id === "") this.fail("id", "missing");
    if (!RECORD_ID.test(id)) {
      this.fail(
        "id",
        `${shown(id)} is not a usable id (letters, digits, - and _ only, at most 64)`,
      );
    }
    return id;
  }

  fail(field: string, problem: string): never {
    throw new LegacyImportError(`Bad record ${this.at.label}, field "${field}": ${problem}.`);
  }

  /** The first of these field names that is present (snake_case and camelCase spellings). */
  private raw(names: readonly string[]): [string, unknown] {
    for (const name of names) {
      const value = this.at.doc[name];
      if (value !== undefined && value !== null) return [name, value];
    }
    return [names[0] as string, undefined];
  }

  has(...names: string[]): boolean {
    return this.raw(names)[1] !== undefined;
  }

  value(...names: string[]): unknown {
    return this.raw(names)[1];
  }

  /** A string; numbers are accepted as text (phone numbers typed as numbers). Empty → null. */
  text(names: readonly string[], required = false): string | null {
    const [name, value] = this.raw(names);
    if (value === undefined || value === "") {
      if (required) this.fail(name, "required but missing or empty");
      return null;
    }
    if (typeof value === "number") return String(value);
    if (typeof value !== "string") this.fail(name, `expected text, got ${shown(value)}`);
    if (required && value.trim() === "") this.fail(name, "required but empty");
    return value;
  }

  requiredText(...names: string[]): string {
    return this.text(names, true) as string;
  }

  /**
   * A name a person typed, under the league's one rule for names
   * (~/domain/people/typed-name): stored normalized; a control or format character fails
   * the record, with `field` ("the team's name") in the message. Empty → null.
   */
  typedName(names: readonly string[], field: string, required = false): string | null {
    const [name] = this.raw(names);
    const value = this.text(names, required);
    if (value === null) return null;
    const checked = checkTypedName(value, field);
    if (!checked.ok) this.fail(name, checked.message.replace(/\.$/, ""));
    if (checked.name === "") {
      if (required) this.fail(name, "required but empty");
      return null;
    }
    return checked.name;
  }

  /** A whole number (a numeric string is fine). Empty → null. */
  int(names: readonly string[], opts: { required?: boolean; min?: number } = {}): number | null {
    const [name, value] = this.raw(names);
    if (value === undefined || value === "") {
      if (opts.required) this.fail(name, "required but missing");
      return null;
    }
    const n = typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof n !== "number" || !Number.isInteger(n)) {
      this.fail(name, `expected a whole number, got ${shown(value)}`);
    }
    if (opts.min !== undefined && n < opts.min)
      this.fail(name, `must be at least ${opts.min}, got ${n}`);
    return n;
  }

  requiredInt(name: string | readonly string[], min?: number): number {
    return this.int(typeof name === "string" ? [name] : name, { required: true, min }) as number;
  }

  bool(names: readonly string[], fallback: boolean): boolean {
    const [name, value] = this.raw(names);
    if (value === undefined) return fallback;
    if (value === true || value === "true") return true;
    if (value === false || value === "false") return false;
    return this.fail(name, `expected true or false, got ${shown(value)}`);
  }

  /** An id used in page addresses: letters, digits, - and _. Empty → null. */
  id(names: readonly string[], required = false): string | null {
    const [name] = this.raw(names);
    const value = this.text(names, required);
    if (value === null) return null;
    if (!RECORD_ID.test(value)) {
      this.fail(
        name,
        `${shown(value)} is not a usable id (letters, digits, - and _ only, at most 64)`,
      );
    }
    return value;
  }

  requiredId(...names: string[]): string {
    return this.id(names, true) as string;
  }

  time(names: readonly string[], required = false): Date | null {
    const [name, value] = this.raw(names);
    if (value === undefined || value === "") {
      if (required) this.fail(name, "required but missing");
      return null;
    }
    const date = parseLegacyTimestamp(value);
    if (!date) {
      this.fail(
        name,
        `expected a timestamp ({seconds, nanoseconds} or an ISO date), got ${shown(value)}`,
      );
    }
    return date;
  }

  requiredTime(...names: string[]): Date {
    return this.time(names, true) as Date;
  }

  oneOf<T extends string>(names: readonly string[], allowed: readonly T[], fallback?: T): T {
    const [name, value] = this.raw(names);
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
      this.fail(name, `expected one of ${allowed.join(", ")}, got ${shown(value)}`);
    }
    return value as T;
  }

  /** A list of strings; missing → []. */
  strings(names: readonly string[]): string[] {
    const [name, value] = this.raw(names);
    if (value === undefined) return [];
    if (
      !Array.isArray(value) ||
      value.some((v) => typeof v !== "string" && typeof v !== "number")
    ) {
      this.fail(name, `expected a list of text values, got ${shown(value)}`);
    }
    return value.map(String);
  }

  /** A nested object such as height{feet,inches}; missing → null. */
  object(...names: string[]): Reader | null {
    const [name, value] = this.raw(names);
    if (value === undefined) return null;
    if (!isObject(value)) this.fail(name, `expected an object, got ${shown(value)}`);
    return new Reader({ doc: value, id: this.at.id, label: `${this.at.label}.${name}` });
  }
}
