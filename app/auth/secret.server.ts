// The key better-auth signs cookies and tokens with: BETTER_AUTH_SECRET, or a
// random one generated once and kept in the data directory (so `npm start`
// needs no setup and sessions survive restarts).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/config.server";

export function authSecret(): string {
  const config = env();
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
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
