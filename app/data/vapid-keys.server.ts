// The VAPID key pair kept in the database when the settings give none
// (docs/production.md#push-notifications). The first instance that needs it
// makes it; instances starting together race to insert row 1 and the loser's
// insert does nothing, so every one reads back the same pair.
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { vapidKeys } from "~/db/schema";

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

async function readKeys(db: Executor): Promise<VapidKeyPair | undefined> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  return row;
}

/** The stored pair; made with `generate` and stored first when there is none. */
export async function storedVapidKeys(
  db: Executor,
  generate: () => VapidKeyPair,
  at: Date,
): Promise<VapidKeyPair> {
  const kept = await readKeys(db);
  if (kept) return kept;
  const made = generate();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made, createdAt: at })
    .onConflictDoNothing({ target: vapidKeys.id });
  return (await readKeys(db))!;
}
