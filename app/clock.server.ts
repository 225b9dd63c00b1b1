// The one source of "now". NOW (an ISO date) pins the clock for tests and demos;
// a pinned clock still moves forward from the moment the process started, so
// relative times ("5m") stay meaningful.
import { env } from "./config.server";

const startedAt = Date.now();

export function now(): Date {
  const pinned = env().NOW;
  if (!pinned) return new Date();
  return new Date(Date.parse(pinned) + (Date.now() - startedAt));
}
