// Flood protection for the writes anyone can make: sign-in links, password
// attempts, prayer intentions, signups, comments and a device following
// teams. The counters live in the database (table rate_limits,
// rate-limiter-flexible's RateLimiterDrizzle), so every server process on one
// PostgreSQL counts together and a restart forgets nothing; on the embedded
// PGlite database it is the same table.
//
// Sizing: the league meets in a parish hall where some thirty people share
// one public IP address (the hall's Wi-Fi), and all may sign in, sign up or
// send a prayer within the same few minutes after Mass. So the limits per IP
// only stop a flood from one machine and are generous (a hall full of people
// each asking two or three times stays well under them); the limits that
// stop guessing and mail bombing are per email (a sign-in link or a password
// concerns one person), and those are tight.
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { HeadersFunction } from "react-router";
import type { Database } from "~/db/connection.server";
import { database } from "~/db/index.server";
import { rateLimits } from "~/db/schema";

export interface Limit {
  /** Actions allowed per key within the window. */
  points: number;
  minutes: number;
}

/** Each limit: so many actions per key within a window. */
export const limits = {
  // One person: five links, ten wrong passwords per quarter hour. Every link
  // request counts, "not a player" answers too (they tell who plays).
  signInLinkPerEmail: { points: 5, minutes: 15 },
  // Wrong passwords only: a person signing in again and again is not an attack.
  passwordPerEmail: { points: 10, minutes: 15 },
  // One address, perhaps a whole parish hall (see above).
  signInLinkPerIp: { points: 100, minutes: 15 },
  passwordPerIp: { points: 100, minutes: 15 },
  prayerPerIp: { points: 30, minutes: 10 },
  signupPerIp: { points: 60, minutes: 10 },
  // One signed-in player.
  commentPerPlayer: { points: 20, minutes: 10 },
  // One address following teams: a phone taps Follow a few times at most.
  pushSubscribePerIp: { points: 60, minutes: 10 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof limits;
export type LimitCheck = [name: LimitName, key: string];

/** A refused action: the page's message and the seconds to wait (for Retry-After). */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
  /** `Retry-After` for the 429 answer. */
  headers: { "Retry-After": string };
}

function waitMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

function refusal(msBeforeNext: number[]): Refusal | null {
  if (msBeforeNext.length === 0) return null;
  const seconds = Math.max(1, Math.ceil(Math.max(...msBeforeNext) / 1000));
  return {
    message: waitMessage(seconds),
    retryAfterSeconds: seconds,
    headers: { "Retry-After": String(seconds) },
  };
}

export interface RateLimits {
  /**
   * Counts one action against every given limit. Returns null when allowed,
   * or the refusal saying how long to wait.
   */
  overLimit(checks: LimitCheck[]): Promise<Refusal | null>;
  /**
   * Whether any of these limits is used up, without counting anything: for
   * limits that count failures only (wrong passwords), checked before trying.
   */
  limitReached(checks: LimitCheck[]): Promise<Refusal | null>;
}

/**
 * The limits over one database. Every instance over the same database sees
 * the same counters (as another server process does). `cleanup: false` skips
 * the timer that deletes expired rows every five minutes (one limiter runs it
 * for the whole table; the timer never keeps a process alive).
 */
export function createRateLimits(db: Database, { cleanup = true } = {}): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, { points, minutes }], index) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points,
        duration: minutes * 60,
        clearExpiredByTimeout: cleanup && index === 0,
      }),
    ]),
  ) as Record<LimitName, RateLimiterDrizzle>;

  return {
    async overLimit(checks) {
      const waits: number[] = [];
      for (const [name, key] of checks) {
        try {
          await limiters[name].consume(key.toLowerCase());
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          waits.push(error.msBeforeNext);
        }
      }
      return refusal(waits);
    },
    async limitReached(checks) {
      const waits: number[] = [];
      for (const [name, key] of checks) {
        const state = await limiters[name].get(key.toLowerCase());
        if (state && state.remainingPoints <= 0) waits.push(state.msBeforeNext);
      }
      return refusal(waits);
    },
  };
}

// Created on first use, against the process's database: route modules are
// imported before the database is open. Kept on globalThis like the database.
const holder = globalThis as typeof globalThis & { __leagueRateLimits?: Promise<RateLimits> };

function processLimits(): Promise<RateLimits> {
  holder.__leagueRateLimits ??= database().then((db) => createRateLimits(db));
  return holder.__leagueRateLimits;
}

/** Counts one action against every given limit (the process's database). */
export async function overLimit(checks: LimitCheck[]): Promise<Refusal | null> {
  return (await processLimits()).overLimit(checks);
}

/** Whether any of these limits is used up, without counting (the process's database). */
export async function limitReached(checks: LimitCheck[]): Promise<Refusal | null> {
  return (await processLimits()).limitReached(checks);
}

/**
 * The `headers` export of a route whose action may answer 429: React Router
 * sends only the cookies of an action's headers unless the route passes them
 * on, so this adds the action's Retry-After to the page (or `.data`) answer.
 */
export const retryAfterHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const wait = actionHeaders.get("Retry-After");
  if (wait) headers.set("Retry-After", wait);
  return headers;
};
