// /admin/signups: the season's signups with their paid flag, and the one
// write on that page, marking a signup paid or unpaid.
import { and, desc, eq } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { players, signups } from "~/db/schema";
import { recordAudit } from "./audit.server";

export interface AdminSignupRow {
  id: string;
  playerId: string;
  firstName: string;
  lastName: string;
  status: "new" | "returning";
  paid: boolean;
  createdAt: Date;
}

const signupColumns = {
  id: signups.id,
  playerId: signups.playerId,
  firstName: players.firstName,
  lastName: players.lastName,
  status: signups.status,
  paid: signups.paid,
  createdAt: signups.createdAt,
};

/** The season's signups, newest first (ties: the later id first, so the order is stable). */
export async function adminSeasonSignups(
  db: Executor,
  seasonId: number,
): Promise<AdminSignupRow[]> {
  return db
    .select(signupColumns)
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .where(eq(signups.seasonId, seasonId))
    .orderBy(desc(signups.createdAt), desc(signups.id));
}

/** One player's signup for the season, or undefined when he has not signed up. */
export async function adminPlayerSignup(
  db: Executor,
  seasonId: number,
  playerId: string,
): Promise<AdminSignupRow | undefined> {
  const [row] = await db
    .select(signupColumns)
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .where(and(eq(signups.seasonId, seasonId), eq(signups.playerId, playerId)))
    .limit(1);
  return row;
}

export type SetPaidResult =
  { outcome: "saved" | "unchanged"; signup: AdminSignupRow } | { outcome: "not-found" };

/**
 * Sets a signup's paid flag to the value asked for (never "flip": a double
 * tap sends the same wish twice and the second changes nothing). A change
 * and its audit entry are written in one transaction; asking for the value it
 * already has writes nothing.
 */
export async function setSignupPaid(
  db: Database,
  input: { signupId: string; paid: boolean; actorEmail: string; at: Date },
): Promise<SetPaidResult> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: signups.id, paid: signups.paid })
      .from(signups)
      .where(eq(signups.id, input.signupId))
      .for("update");
    if (!locked) return { outcome: "not-found" as const };
    if (locked.paid !== input.paid) {
      await tx.update(signups).set({ paid: input.paid }).where(eq(signups.id, input.signupId));
      await recordAudit(tx, {
        actorEmail: input.actorEmail,
        action: input.paid ? "mark-paid" : "mark-unpaid",
        entity: "signup",
        entityId: input.signupId,
        before: { paid: locked.paid },
        after: { paid: input.paid },
        at: input.at,
      });
    }
    const [signup] = await tx
      .select(signupColumns)
      .from(signups)
      .innerJoin(players, eq(players.id, signups.playerId))
      .where(eq(signups.id, input.signupId));
    if (!signup) return { outcome: "not-found" as const };
    return { outcome: locked.paid === input.paid ? "unchanged" : "saved", signup };
  });
}
