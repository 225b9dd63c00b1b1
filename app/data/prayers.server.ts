// Prayer intentions: sent by anyone, read by everyone, marked prayed by admins.
import { randomBytes } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { prayerIntentions } from "~/db/schema";
import type { PrayerStatus } from "~/domain/prayers/prayer";

export interface PrayerIntention {
  id: string;
  /** null: sent without a name (shown as Anonymous). */
  name: string | null;
  message: string;
  status: PrayerStatus;
  createdAt: Date;
}

const columns = {
  id: prayerIntentions.id,
  name: prayerIntentions.name,
  message: prayerIntentions.message,
  status: prayerIntentions.status,
  createdAt: prayerIntentions.createdAt,
};

/** 12 URL-safe characters (72 random bits): unguessable, and short in a link. */
export function newPrayerId(): string {
  return randomBytes(9).toString("base64url");
}

/** Stores a new intention (status new) and returns its id. */
export async function createPrayerIntention(
  db: Executor,
  input: { name: string | null; message: string; createdAt: Date },
): Promise<string> {
  const id = newPrayerId();
  await db.insert(prayerIntentions).values({
    id,
    name: input.name,
    message: input.message,
    status: "new",
    createdAt: input.createdAt,
  });
  return id;
}

export async function prayerIntentionById(
  db: Executor,
  id: string,
): Promise<PrayerIntention | undefined> {
  const [row] = await db.select(columns).from(prayerIntentions).where(eq(prayerIntentions.id, id));
  return row;
}

/** Newest first; the id breaks ties so pages never repeat or skip a row. */
export async function listPrayerIntentions(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<PrayerIntention[]> {
  return db
    .select(columns)
    .from(prayerIntentions)
    .orderBy(desc(prayerIntentions.createdAt), desc(prayerIntentions.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many intentions there are in all, and how many still wait (status new). */
export async function prayerIntentionCounts(db: Executor): Promise<{ total: number; new: number }> {
  const rows = await db
    .select({ status: prayerIntentions.status, n: count() })
    .from(prayerIntentions)
    .groupBy(prayerIntentions.status);
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return { total, new: rows.find((r) => r.status === "new")?.n ?? 0 };
}

/** Sets one intention's status. Returns false when there is no such intention. */
export async function setPrayerIntentionStatus(
  db: Executor,
  id: string,
  status: PrayerStatus,
): Promise<boolean> {
  const updated = await db
    .update(prayerIntentions)
    .set({ status })
    .where(eq(prayerIntentions.id, id))
    .returning({ id: prayerIntentions.id });
  return updated.length > 0;
}
