// /admin: the dashboard's data: Game day (today's games, else the next game
// day's), the season's player emails and the latest changes from the audit log.
import { now } from "~/clock.server";
import { seasonGames } from "~/data/games.server";
import { seasonPlayerEmails } from "~/data/signups.server";
import { latestAuditEntries } from "~/data/audit.server";
import { currentSeason } from "~/data/seasons.server";
import { listTeams } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { auditSubjectName, describeAudit } from "~/domain/dashboard/audit";
import { gameDayFor } from "~/domain/games/day";
import { formatGameTime, formatShortDate } from "~/domain/time/league-time";
import type { AdminGameDayView, AuditRow } from "~/views/admin";
import { adminGameViews, dayView } from "./admin-game-list.server";

const AUDIT_ENTRIES = 20;

export async function loadAdminDashboard(db: Database, at: Date = now()) {
  const [season, audit] = await Promise.all([
    currentSeason(db),
    latestAuditEntries(db, AUDIT_ENTRIES),
  ]);
  const [emails, gameDay] = await Promise.all([
    season ? seasonPlayerEmails(db, season.id) : [],
    season ? loadGameDay(db, season.id, at) : null,
  ]);
  return {
    seasonId: season?.id ?? null,
    emails,
    gameDay,
    audit: audit.map((entry): AuditRow => ({
      id: entry.id,
      who: entry.actorEmail,
      when: `${formatShortDate(entry.createdAt)}, ${formatGameTime(entry.createdAt)}`,
      at: entry.createdAt.toISOString(),
      ...describeAudit({ ...entry, name: auditSubjectName(entry) }),
    })),
  };
}

/** The current season's games of today, else of its next game day; null when none is to come. */
async function loadGameDay(
  db: Database,
  seasonId: number,
  at: Date,
): Promise<AdminGameDayView | null> {
  const [games, teams] = await Promise.all([seasonGames(db, seasonId), listTeams(db)]);
  const day = gameDayFor(games, at);
  if (!day) return null;
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return dayView(day, await adminGameViews(db, day.games, names, at));
}
