// Flood protection for the writes anyone can make: sign-in links, password
// attempts, prayer intentions, signups and comments. Counters live in memory
// (one server process); a restart forgets them, which is acceptable here.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

const MINUTE = 60;

function limiter(points: number, minutes: number) {
  return new RateLimiterMemory({ points, duration: minutes * MINUTE });
}

/** Each limiter: so many actions per key within a window. */
export const limits = {
  signInLinkPerEmail: limiter(5, 15),
  signInLinkPerIp: limiter(30, 15),
  // Wrong passwords only: a person signing in again and again is not an attack.
  passwordPerEmail: limiter(10, 15),
  passwordPerIp: limiter(30, 15),
  prayerPerIp: limiter(10, 10),
  signupPerIp: limiter(20, 10),
  commentPerPlayer: limiter(20, 10),
};

export type LimitName = keyof typeof limits;

function waitMessage(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

/**
 * Whether any of these limits is used up, without counting anything: for
 * limits that count failures only (wrong passwords), checked before trying.
 */
export async function limitReached(
  checks: [name: LimitName, key: string][],
): Promise<string | null> {
  let waitSeconds = 0;
  for (const [name, key] of checks) {
    const state = await limits[name].get(key.toLowerCase());
    if (state && state.remainingPoints <= 0) {
      waitSeconds = Math.max(waitSeconds, Math.ceil(state.msBeforeNext / 1000));
    }
  }
  return waitSeconds === 0 ? null : waitMessage(waitSeconds);
}

/**
 * Counts one action against every given limit. Returns null when allowed, or
 * a message saying how long to wait.
 */
export async function overLimit(checks: [name: LimitName, key: string][]): Promise<string | null> {
  let waitSeconds = 0;
  for (const [name, key] of checks) {
    try {
      await limits[name].consume(key.toLowerCase());
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      waitSeconds = Math.max(waitSeconds, Math.ceil(error.msBeforeNext / 1000));
    }
  }
  return waitSeconds === 0 ? null : waitMessage(waitSeconds);
}
