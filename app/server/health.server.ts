// Health checks for the reverse proxy and the service manager.
// /healthz: the process answers. /readyz: it can serve requests: the database
// answers, every migration of this build is applied, and it is not stopping.
// Neither renders a page or touches league data, so they cost next to nothing.
import type { Express, Response } from "express";
import { openAppDatabase } from "~/db/index.server";
import { appliedMigrationCount, migrationsInBuild } from "~/db/migrations.server";
import { isShuttingDown } from "./lifecycle.server";

const DATABASE_TIMEOUT_MS = 2000;

async function appliedMigrations(): Promise<number> {
  const { db } = await openAppDatabase();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("timeout")), DATABASE_TIMEOUT_MS).unref(),
  );
  return Promise.race([appliedMigrationCount(db), timeout]);
}

const plain = (res: Response, status: number, text: string) =>
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(text);

export function mountHealthChecks(app: Express): void {
  const expected = migrationsInBuild();
  app.get("/healthz", (_req, res) => plain(res, 200, "ok"));
  app.get("/readyz", async (_req, res) => {
    if (isShuttingDown()) return plain(res, 503, "stopping");
    try {
      const applied = await appliedMigrations();
      if (applied < expected) {
        return plain(res, 503, `migrations pending (${applied} of ${expected})`);
      }
      return plain(res, 200, "ready");
    } catch {
      return plain(res, 503, "database unreachable");
    }
  });
}
