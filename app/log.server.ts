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
  });
  return instance;
}
