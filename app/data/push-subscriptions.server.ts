// Push subscriptions (docs/league-rules.md#push-notifications): a device's
// endpoint and keys, the teams it follows and, when a player was signed in as
// it saved, that player. The endpoint is the subscription's identity: saving
// the same endpoint again keeps its id and replaces what it follows.
// The endpoint was checked before it reaches here (app/push/endpoint-guard.server.ts).
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { pushSubscriptions, pushSubscriptionTeams } from "~/db/schema";

export interface SavedSubscription {
  id: string;
  teamIds: string[];
}

export interface StoredSubscription {
  id: string;
  endpoint: string;
  teamIds: string[];
  playerId: string | null;
}

const distinct = (ids: string[]) => [...new Set(ids)].sort();

async function replaceTeams(tx: Executor, id: string, teamIds: string[]): Promise<void> {
  await tx.delete(pushSubscriptionTeams).where(eq(pushSubscriptionTeams.subscriptionId, id));
  if (teamIds.length > 0) {
    await tx
      .insert(pushSubscriptionTeams)
      .values(teamIds.map((teamId) => ({ subscriptionId: id, teamId })));
  }
}

/**
 * Saves a device's subscription, by its endpoint: new, it gets an id; known,
 * it keeps its id and its keys, player and teams become these (an empty list
 * follows nothing; a signed-out save clears the player). The team ids must
 * exist (the caller checked; the foreign key refuses the others).
 */
export async function saveSubscription(
  db: Executor,
  s: {
    endpoint: string;
    p256dh: string;
    auth: string;
    teamIds: string[];
    playerId: string | null;
    at: Date;
  },
): Promise<SavedSubscription> {
  const teamIds = distinct(s.teamIds);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({
        id: randomUUID(),
        endpoint: s.endpoint,
        p256dh: s.p256dh,
        auth: s.auth,
        playerId: s.playerId,
        createdAt: s.at,
        updatedAt: s.at,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: s.p256dh, auth: s.auth, playerId: s.playerId, updatedAt: s.at },
      })
      .returning({ id: pushSubscriptions.id });
    await replaceTeams(tx, saved!.id, teamIds);
    return { id: saved!.id, teamIds };
  });
}

/** The subscription and the teams it follows (in id order), or null when there is none. */
export async function subscriptionById(
  db: Executor,
  id: string,
): Promise<StoredSubscription | null> {
  const [row] = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      playerId: pushSubscriptions.playerId,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  if (!row) return null;
  const teams = await db
    .select({ teamId: pushSubscriptionTeams.teamId })
    .from(pushSubscriptionTeams)
    .where(eq(pushSubscriptionTeams.subscriptionId, id))
    .orderBy(asc(pushSubscriptionTeams.teamId));
  return { ...row, teamIds: teams.map((t) => t.teamId) };
}

/** What the device follows becomes exactly these teams (none: nothing). Unknown id: nothing happens. */
export async function setSubscriptionTeams(
  db: Executor,
  id: string,
  teamIds: string[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const touched = await tx
      .update(pushSubscriptions)
      .set({ updatedAt: at })
      .where(eq(pushSubscriptions.id, id))
      .returning({ id: pushSubscriptions.id });
    if (touched.length === 0) return;
    await replaceTeams(tx, id, distinct(teamIds));
  });
}

/** Gone, with its teams and its pushes still waiting (the push service said so, or the device stopped). */
export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
