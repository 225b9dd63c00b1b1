// The one place environment variables are read, validated with zod at start-up.
import path from "node:path";
import { z } from "zod";
import { normalizeEmail } from "./domain/people/fields";

const emailList = z
  .string()
  .optional()
  .transform((value) => (value ?? "").split(",").map(normalizeEmail).filter(Boolean));

/** http(s)://host[:port], with at most a trailing slash. */
function isPlainOrigin(value: string): boolean {
  const url = new URL(value);
  return (
    /^https?:$/.test(url.protocol) &&
    url.pathname === "/" &&
    !url.search &&
    !url.hash &&
    !url.username
  );
}

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default("./data"),
    /** Where `npm run backup` writes (default DATA_DIR/backups). */
    BACKUP_DIR: z.string().optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Southie Parish League <no-reply@example.org>"),
    /** The site's public origin: every page, link and email names it, whatever a request's Host says. */
    APP_URL: z.preprocess(
      (v) => (v === "" ? undefined : v), // APP_URL= (empty) leaves it unset
      z
        .string()
        .url()
        .optional()
        .refine(
          (v) => v === undefined || isPlainOrigin(v),
          "APP_URL must be the site's address alone, such as https://league.example.org (no path or query)",
        )
        // Read once, here, as its origin: the edge, links and emails all take this.
        .transform((v) => (v === undefined ? undefined : new URL(v).origin)),
    ),
    ADMIN_EMAILS: emailList,
    /** Required with DATABASE_URL (app/auth/secret.server.ts). */
    BETTER_AUTH_SECRET: z.string().optional(),
    /**
     * Behind a reverse proxy: Express's `trust proxy` value ("1", "loopback", a
     * CIDR list…), so the client's address (rate limits) comes from X-Forwarded-For.
     */
    TRUST_PROXY: z.string().optional(),
    /** How much the server logs (app/log.server.ts). */
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** React Router's mode: only "development" shows error details to visitors. */
    NODE_ENV: z.string().default("production"),
    /**
     * "off" stops the scheduled reminders and captains' summaries (the jobs
     * worker does not start): for a staging copy of the league's data that must
     * not email its players.
     */
    REMINDERS: z.enum(["on", "off"]).default("on"),
    /**
     * Memory for the rendered pages kept for signed-out visitors, in megabytes
     * (app/server/rendered-pages.server.ts); 0 renders every request.
     */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
    /**
     * Live-score streams one client (its address, as TRUST_PROXY lets us read
     * it) may hold open at once on one instance; more are answered 429.
     */
    LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(5000).default(20),
    /**
     * How long a live-score stream lasts, in seconds: then the server ends it and
     * the browser reconnects, resuming after the last event it got.
     */
    LIVE_STREAM_SECONDS: z.coerce.number().min(1).max(86_400).default(900),
    /**
     * How long a client may take to send a request's headers, in seconds; a
     * connection still sending them then is closed (slow clients).
     */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(15),
    /**
     * How long a client may take to send a whole request, body included, in
     * seconds (a 50 MB import on a slow uplink must fit). Answers are not timed:
     * a live stream lasts its own lifetime.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(300),
    /**
     * The VAPID key pair that signs Web Push messages (docs/production.md#push-notifications),
     * as `npx web-push generate-vapid-keys` prints it (URL-safe base64): both or
     * neither. Without them the server makes a pair once and keeps it in the
     * database, so every instance signs with the same key.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key")
      .optional(),
    /** Who push services may contact about our pushes: mailto: or https: (default MAIL_FROM's address). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https: address")
      .optional(),
    /**
     * Push endpoints' origins the server may post to although they are not
     * public https hosts (comma-separated, such as https://127.0.0.1:8443): for
     * tests' own push services only (docs/security.md#web-push).
     */
    PUSH_ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine(
        (origins) => origins.every((origin) => URL.canParse(origin) && isPlainOrigin(origin)),
        "PUSH_ALLOWED_ORIGINS must be origins such as https://127.0.0.1:8443, comma-separated",
      )
      .transform((origins) => origins.map((origin) => new URL(origin).origin)),
    /** Which moment of the demo season to create: mid-season, or playoffs under way. */
    DEMO_PHASE: z.enum(["season", "playoffs"]).default("season"),
    NOW: z
      .string()
      .optional()
      .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), "NOW must be an ISO date"),
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    message: "set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    path: ["VAPID_PUBLIC_KEY"],
  });

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; embedded: boolean };

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${first?.path.join(".")} ${first?.message}`);
  }
  const embedded = !parsed.data.DATABASE_URL;
  cached = {
    ...parsed.data,
    // The demo admin exists only on the embedded demo database.
    ADMIN_EMAILS:
      parsed.data.ADMIN_EMAILS.length === 0 && embedded
        ? ["admin@example.org"]
        : parsed.data.ADMIN_EMAILS,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    embedded,
  };
  return cached;
}

/** Where the database lives: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function databaseTarget(): { url: string } | { dir: string } {
  const e = env();
  return e.DATABASE_URL ? { url: e.DATABASE_URL } : { dir: path.join(e.dataDir, "db") };
}
