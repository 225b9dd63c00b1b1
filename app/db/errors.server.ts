// Reading PostgreSQL's errors (the same codes on PGlite and on a server),
// wherever the driver or Drizzle wrapped them (error.cause chains).

/** The SQLSTATE code and constraint name of a database error, if it is one. */
export function pgError(error: unknown): { code?: string; constraint?: string } {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return {};
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";

/** A unique constraint said no: the thing exists already (or was made a moment ago). */
export function isUniqueViolation(error: unknown): boolean {
  return pgError(error).code === UNIQUE_VIOLATION;
}
