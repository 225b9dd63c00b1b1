// Which alert emails a player asked for (docs/league-rules.md#email-alerts):
// a row per player who ever chose, none (all off) for the others.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { emailPreferences, players } from "~/db/schema";
import { DEFAULT_EMAIL_CHOICES, type AlertPreferences } from "~/domain/alerts/alerts";

export async function alertPreferences(db: Executor, playerId: string): Promise<AlertPreferences> {
  const [row] = await db
    .select({
      gameChanges: emailPreferences.gameChanges,
      results: emailPreferences.results,
      reminders: emailPreferences.reminders,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.playerId, playerId));
  return row ?? DEFAULT_EMAIL_CHOICES;
}

/** Saves the player's choice (one statement: created or replaced). */
export async function saveAlertPreferences(
  db: Executor,
  playerId: string,
  choice: AlertPreferences,
  at: Date,
): Promise<void> {
  await db
    .insert(emailPreferences)
    .values({ playerId, ...choice, updatedAt: at })
    .onConflictDoUpdate({
      target: emailPreferences.playerId,
      set: {
        gameChanges: choice.gameChanges,
        results: choice.results,
        reminders: choice.reminders,
        updatedAt: at,
      },
    });
}

/**
 * Every email off, alerts and reminders (the unsubscribe link). A player who no longer exists has
 * no alerts to stop: nothing is written, and it still counts as done.
 */
export async function turnOffAlerts(db: Executor, playerId: string, at: Date): Promise<void> {
  await db.execute(sql`
    insert into ${emailPreferences} (player_id, game_changes, results, reminders, updated_at)
    select ${players.id}, false, false, false, ${at.toISOString()}::timestamptz
    from ${players} where ${players.id} = ${playerId}
    on conflict (player_id) do update
      set game_changes = false, results = false, reminders = false,
        updated_at = excluded.updated_at`);
}
