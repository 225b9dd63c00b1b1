// The server's log: one JSON line per event on standard output (pino), which
// systemd's journal, `docker logs` or any log tool reads as is; pipe it
// through `npx pino-pretty` to read it by eye. LOG_LEVEL chooses how much
// (tests and the browser journeys run at "warn").
import pino, { type Logger } from "pino";
import { env } from "~/config.server";

let instance: Logger | undefined;

export function log(): Logger {
  instance ??= pino({
    level: env().LOG_LEVEL,
    // No pid or hostname on every line: journald and proxies add their own.
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: withoutQueryParameters },
  });
  return instance;
}

/**
 * A failed query's error carries its parameters, and Drizzle writes them into
 * the message as well: emails, phone numbers, password hashes. The query and
 * the database's reason go in the log; the values do not.
 */
export function withoutQueryParameters(error: Error): pino.SerializedError {
  const { params } = error as Error & { params?: unknown };
  if (!Array.isArray(params)) return pino.stdSerializers.err(error);
  const listed = `\nparams: ${String(params)}`; // as Drizzle wrote them
  const copy = Object.assign(
    Object.create(Object.getPrototypeOf(error) as object) as Error,
    error,
    {
      message: error.message.replace(listed, ""),
      stack: error.stack?.replace(listed, ""),
      params: undefined,
      cause: error.cause, // often not enumerable: copy it by name
    },
  );
  return pino.stdSerializers.err(copy);
}
