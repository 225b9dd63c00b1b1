// The key better-auth signs cookies and tokens with: BETTER_AUTH_SECRET, or,
// on the embedded database only, a random one generated once and kept in the
// data directory (so `npm start` needs no setup and sessions survive
// restarts). On PostgreSQL several instances may serve the same site, and a
// session signed by one must be accepted by the others: each would generate
// its own key in its own DATA_DIR, so there the variable is required.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/config.server";
import { StartupError } from "~/db/connection.server";
import { PRIVATE_DIR_MODE } from "~/db/private-files.server";

/** better-auth warns below this; `openssl rand -base64 32` gives 44 characters. */
const MIN_SECRET_LENGTH = 32;

export const SECRET_REQUIRED =
  'BETTER_AUTH_SECRET is required with DATABASE_URL (every instance must sign sessions with the same key): create one with "openssl rand -base64 32" and set it on every instance.';

export function authSecret(): string {
  const config = env();
  if (!config.embedded) {
    const secret = config.BETTER_AUTH_SECRET;
    if (!secret || secret.length < MIN_SECRET_LENGTH) throw new StartupError(SECRET_REQUIRED);
    return secret;
  }
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const secret = randomBytes(32).toString("base64url");
    // "wx": if another start wrote it first, keep theirs.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    } catch {
      return readFileSync(file, "utf8").trim();
    }
    return secret;
  }
}
