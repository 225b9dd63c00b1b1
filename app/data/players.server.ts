// Players: the people of the league.
import { inArray } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { players } from "~/db/schema";
import type { PlayerRef } from "~/domain/types";

export async function playerRefs(db: Executor, ids: string[]): Promise<Map<string, PlayerRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(inArray(players.id, unique));
  return new Map(rows.map((p) => [p.id, p]));
}
