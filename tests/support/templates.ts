// Where a test file finds the run's template databases (made once by
// ./global-setup.ts). Suites run without that setup (the system tests)
// find none and build their databases from nothing.
import { inject } from "vitest";

export type Template = "migrated" | "demo";

export interface Templates {
  /** Template DATA_DIRs (the database in each one's db/ folder). */
  pglite: Record<Template, string>;
  /** Template database names on the TEST_DATABASE_URL server. */
  postgres?: Record<Template, string>;
}

declare module "vitest" {
  export interface ProvidedContext {
    templates: Templates;
  }
}

export function templates(): Templates | undefined {
  try {
    return inject("templates");
  } catch {
    return undefined;
  }
}
