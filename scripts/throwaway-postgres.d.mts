// Types of throwaway-postgres.mjs, for the TypeScript tests that import it.

/** The newest installed server's bin folder, or null when none is installed. */
export function postgresBin(): string | null;

export interface ThrowawayCluster {
  port: number;
  pgCtl: (action: "start" | "stop") => Promise<unknown>;
  pgCtlSync: (action: "start" | "stop") => unknown;
  createdb: (name: string) => Promise<unknown>;
  remove: () => void;
}

export function createThrowawayCluster(
  bin: string,
  options?: { prefix?: string },
): Promise<ThrowawayCluster>;

export function startThrowawayPostgres(bin: string): Promise<{ url: string; stop: () => void }>;
