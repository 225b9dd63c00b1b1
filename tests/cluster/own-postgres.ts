// A PostgreSQL server of the test's own, in a throwaway folder on a free
// loopback port, that the test may stop and start again: the shared server of
// TEST_DATABASE_URL serves other tests and must stay up. The folder, the port
// and running the server's programs (as `postgres` when root) are
// scripts/throwaway-postgres.mjs's, as for `npm test`'s own server.
import { createThrowawayCluster, postgresBin } from "../../scripts/throwaway-postgres.mjs";

export { postgresBin };

export interface OwnPostgres {
  /** The `league` database on it. */
  url: string;
  /** Stops the server (fast shutdown: sessions are cut, as in a restart). */
  stop: () => Promise<void>;
  /** Starts it again on the same port and folder. */
  start: () => Promise<void>;
  /** Stops it for good and deletes its folder. */
  destroy: () => Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error("No PostgreSQL server binaries: apt-get install postgresql.");
  const cluster = await createThrowawayCluster(bin, { prefix: "league-own-pg-" });
  const start = async () => {
    await cluster.pgCtl("start");
  };
  const stop = async () => {
    await cluster.pgCtl("stop");
  };
  await start();
  await cluster.createdb("league");
  return {
    url: `postgres://postgres@127.0.0.1:${cluster.port}/league`,
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => {});
      cluster.remove();
    },
  };
}
