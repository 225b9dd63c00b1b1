// The editable player record (contact details included, so never on public
// pages) and its one write, used by the self-edit and admin player forms.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { isUniqueViolation } from "~/db/errors.server";
import { players } from "~/db/schema";
import { recordAudit } from "./audit.server";
import {
  birthdayToSave,
  type PlayerFormValues,
  type StoredPlayerFields,
} from "~/domain/player-form";

/** A player row as the edit form reads it (contact details included). */
export type EditablePlayer = StoredPlayerFields & { id: string };

const editableColumns = {
  id: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  email: players.email,
  phone: players.phone,
  imageUrl: players.imageUrl,
  heightFeet: players.heightFeet,
  heightInches: players.heightInches,
  birthdayYear: players.birthdayYear,
  birthdayMonth: players.birthdayMonth,
  birthdayDay: players.birthdayDay,
  age: players.age,
  jerseyNumber: players.jerseyNumber,
  jerseySize: players.jerseySize,
};

export async function editablePlayer(
  db: Executor,
  playerId: string,
): Promise<EditablePlayer | undefined> {
  const [row] = await db
    .select(editableColumns)
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row;
}

/** True when another player already has this email (compared without regard to case). */
export async function emailTakenByOther(
  db: Executor,
  email: string,
  playerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(sql`lower(${players.email}) = ${email.trim().toLowerCase()}`, ne(players.id, playerId)),
    )
    .limit(1);
  return row !== undefined;
}

export type UpdatePlayerResult = "saved" | "not-found" | "email-taken";

/**
 * Saves the form's values in one UPDATE (the id comes from the URL, never the
 * form) and records who changed what in the audit log, both in one
 * transaction. A birthday is written only when the domain rule says so;
 * otherwise the stored one stays. Two saves racing for one email: the unique
 * index decides and the loser gets "email-taken", not an error page.
 */
export async function updatePlayer(
  db: Database,
  playerId: string,
  values: PlayerFormValues,
  by: { actorEmail: string; at: Date },
): Promise<UpdatePlayerResult> {
  const birthday = birthdayToSave(values);
  const changes = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    imageUrl: values.imageUrl,
    heightFeet: values.heightFeet,
    heightInches: values.heightInches,
    age: values.age,
    jerseyNumber: values.jerseyNumber,
    jerseySize: values.jerseySize,
    ...(birthday
      ? { birthdayYear: birthday.year, birthdayMonth: birthday.month, birthdayDay: birthday.day }
      : {}),
  };
  try {
    return await db.transaction(async (tx) => {
      const before = await tx
        .select(editableColumns)
        .from(players)
        .where(eq(players.id, playerId))
        .for("update");
      if (before.length === 0) return "not-found";
      const [after] = await tx
        .update(players)
        .set({ ...changes, updatedAt: by.at })
        .where(eq(players.id, playerId))
        .returning(editableColumns);
      await recordAudit(tx, {
        actorEmail: by.actorEmail,
        action: "update",
        entity: "player",
        entityId: playerId,
        before: before[0],
        after,
        at: by.at,
      });
      return "saved";
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "email-taken";
    throw error;
  }
}
