// The server's log (pino). Where standard output is a service's journal, a
// pipe or a file, one JSON line per event, which systemd's journal, `docker
// logs` or any log tool reads as is (and the system tests parse). In a
// terminal (`npm start`, `npm run dev`), lines to read: time, level, message.
// LOG_LEVEL chooses how much (tests and the browser journeys run at "warn").
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { env } from "~/config.server";

let instance: Logger | undefined;

export function log(): Logger {
  // Elsewhere than a terminal, pino's own stream to standard output: JSON.
  instance ??= loggerTo(process.stdout.isTTY ? readableLines() : undefined);
  return instance;
}

/** A logger with the server's settings, writing to `destination` (standard output by default). */
export function loggerTo(destination?: DestinationStream): Logger {
  return pino(
    {
      level: env().LOG_LEVEL,
      // No pid or hostname on every line: journald and proxies add their own.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: withoutQueryParameters },
    },
    destination,
  );
}

/** For a person at a terminal: "14:05:01 INFO: GET /seasons/4 200 3 ms". */
export function readableLines(
  destination: number | NodeJS.WritableStream = process.stdout.fd,
): DestinationStream {
  return pretty({
    destination,
    translateTime: "SYS:HH:MM:ss",
    // A request's line says its method, path, status and time in words
    // already; its id matters behind a proxy, not here. Other fields (an
    // emailed sign-in link, an error's stack) follow on their own lines.
    ignore: "req,res,ms,requestId",
    // Written before the next line of code runs, like the JSON lines: a
    // start-up failure's one line is out before the process exits.
    sync: true,
  });
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
