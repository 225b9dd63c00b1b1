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

/**
 * The database is out of reach (stopped, restarting, the network down), not
 * wrong about this request: the connection was refused, cut or timed out, or
 * the server said it is shutting down or starting (SQLSTATE class 08 and
 * 57P01-57P03). Such a request may well succeed in a few seconds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code } = pgError(error);
  if (code && (code.startsWith("08") || /^57P0[123]$/.test(code))) return true;
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code: systemCode, message } = e as { code?: unknown; message?: unknown };
    if (typeof systemCode === "string" && UNREACHABLE_CODES.has(systemCode)) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
]);
/** What node-postgres says when a connection ends or cannot be had in time. */
const UNREACHABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
];
