// A season's generated schedule (docs/league-rules.md#schedules): the draft
// (the generator's inputs and seed, and what its search found: the games and
// their report, or its refusal) and its publication (the stored games,
// written once, with his team's schedule emailed to each rostered player who
// asked for news of his team's games: schedule-emails.server.ts). Part of the
// seasons aggregate; each write is one transaction with its audit entry.
import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Database, Executor, Transaction } from "~/db/connection.server";
import { games, scheduleDrafts, seasons, type StoredDraftOutcome } from "~/db/schema";
import {
  DRAFT_CHANGED,
  DRAFT_FROM_PREVIOUS_SETTINGS,
  DRAFT_TEAMS_CHANGED,
  DRAFT_WITHOUT_GAMES,
  draftTeamsChanged,
  publishModel,
  publishQuestion,
} from "~/domain/season-schedule/draft";
import type { DraftOutcome, ScheduleSettings, ScheduledGame } from "~/domain/season-schedule/types";
import { recordAudit } from "./audit.server";
import { queueTeamSchedules, scheduleEmailRecipients } from "./schedule-emails.server";
import { seasonWrite, type SeasonWriteGrant } from "./season-state.server";
import { SeasonChangeRefused, seasonTeamsOf } from "./seasons.server";
import { newId } from "./signups.server";
import type { ActorStamp } from "./teams.server";

export interface ScheduleDraft {
  input: ScheduleSettings;
  /** A new id with every Generate and Reshuffle (null for a draft kept before there were). */
  revision: string | null;
  /** What the search found (null for a draft kept before it was stored). */
  outcome: DraftOutcome | null;
  /** The settings of a Generate refused since: the draft is from the previous ones. */
  refusedInput: ScheduleSettings | null;
}

export async function scheduleDraft(
  db: Executor,
  seasonId: number,
): Promise<ScheduleDraft | undefined> {
  const [row] = await db
    .select({
      input: scheduleDrafts.input,
      revision: scheduleDrafts.revision,
      result: scheduleDrafts.result,
      refusedInput: scheduleDrafts.refusedInput,
    })
    .from(scheduleDrafts)
    .where(eq(scheduleDrafts.seasonId, seasonId));
  if (!row) return undefined;
  return {
    input: row.input,
    revision: row.revision,
    outcome: row.result && fromJson(row.result),
    refusedInput: row.refusedInput,
  };
}

function fromJson(stored: StoredDraftOutcome): DraftOutcome {
  if (!stored.ok) return stored;
  return { ...stored, games: stored.games.map((g) => ({ ...g, startsAt: new Date(g.startsAt) })) };
}

function toJson(outcome: DraftOutcome): StoredDraftOutcome {
  if (!outcome.ok) return outcome;
  return {
    ...outcome,
    games: outcome.games.map((g) => ({ ...g, startsAt: g.startsAt.toISOString() })),
  };
}

/**
 * The grant to write the season's draft or publish it, or why its schedule
 * can no longer be generated.
 */
async function generationLock(
  tx: Transaction,
  seasonId: number,
): Promise<SeasonWriteGrant | string> {
  const [season] = await tx
    .select({ publishedAt: seasons.schedulePublishedAt })
    .from(seasons)
    .where(eq(seasons.id, seasonId))
    .for("update");
  if (!season) return "This season no longer exists.";
  // The season state machine first (a closed season takes no schedule); the
  // row is already locked for update, so its share lock waits for nothing.
  const granted = await seasonWrite(tx, seasonId, "schedule");
  if (typeof granted === "string") return granted;
  if (season.publishedAt) {
    return `Season ${seasonId}'s schedule is already published: change its games one by one instead.`;
  }
  const [played] = await tx
    .select({ n: count() })
    .from(games)
    .where(
      and(
        eq(games.seasonId, seasonId),
        eq(games.type, "regular_season"),
        isNotNull(games.winnerId),
      ),
    );
  if (Number(played?.n ?? 0) > 0) {
    return `Season ${seasonId} already has results: its schedule cannot be generated again.`;
  }
  const [existing] = await tx
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.seasonId, seasonId), eq(games.type, "regular_season")));
  if (Number(existing?.n ?? 0) > 0) {
    return `Season ${seasonId} already has its regular-season games: change them one by one instead.`;
  }
  return granted;
}

/** Why the season's schedule can no longer be generated or published, or null. */
export function scheduleGenerationRefusal(db: Database, seasonId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const locked = await generationLock(tx, seasonId);
    return typeof locked === "string" ? locked : null;
  });
}

/**
 * Keeps the draft: its inputs and what the search found (Generate, Reshuffle),
 * under a new revision, which it returns. Refused once the season has its games.
 */
export async function saveScheduleDraft(
  db: Database,
  seasonId: number,
  input: ScheduleSettings,
  outcome: DraftOutcome,
  by: ActorStamp,
): Promise<string> {
  const revision = newId();
  const result = toJson(outcome);
  await db.transaction(async (tx) => {
    const season = await generationLock(tx, seasonId);
    if (typeof season === "string") throw new SeasonChangeRefused(season);
    const row = {
      input,
      revision,
      result,
      refusedInput: null,
      updatedBy: by.actorEmail,
      updatedAt: by.at,
    };
    await season.tx
      .insert(scheduleDrafts)
      .values({ seasonId, ...row })
      .onConflictDoUpdate({ target: scheduleDrafts.seasonId, set: row });
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "draft-schedule",
      entity: "season",
      entityId: String(seasonId),
      after: outcome.ok
        ? { ...input, revision, games: outcome.games.length }
        : { ...input, revision, refused: outcome.reason },
      at: by.at,
    });
  });
  return revision;
}

/**
 * Marks the kept draft as made from the previous settings: a Generate with
 * `input` was refused. The draft stays to look at but cannot be published
 * until a Generate succeeds. Nothing to mark without a draft.
 */
export async function markDraftSuperseded(
  db: Database,
  seasonId: number,
  input: ScheduleSettings,
  by: ActorStamp,
): Promise<void> {
  await db.transaction(async (tx) => {
    const season = await generationLock(tx, seasonId);
    if (typeof season === "string") return;
    await season.tx
      .update(scheduleDrafts)
      .set({ refusedInput: input, updatedBy: by.actorEmail, updatedAt: by.at })
      .where(eq(scheduleDrafts.seasonId, seasonId));
  });
}

/**
 * Publishes the stored draft's games as the season's regular-season games:
 * exactly those the admin's Yes was given to (`shown`, the key of Publish's
 * question: the draft's revision, its games and their days). Refused,
 * writing nothing, when the question it finds is another (another draft, or
 * none), the draft is from the previous settings (a Generate was refused
 * since), has no games, was made for other teams than the season's (read
 * here, under the season's lock), or the season has its games already (a
 * second Publish). Returns the games and emails queued.
 */
export async function publishSchedule(
  db: Database,
  seasonId: number,
  shown: string,
  by: ActorStamp,
): Promise<{ games: number; emails: number }> {
  return db.transaction(async (tx) => {
    // The season's row lock (generationLock) also orders this after any Generate.
    const season = await generationLock(tx, seasonId);
    if (typeof season === "string") throw new SeasonChangeRefused(season);
    const draft = await scheduleDraft(tx, seasonId);
    const outcome = draft?.outcome;
    const revision = draft?.revision ?? null;
    if (!draft || revision === null) throw new SeasonChangeRefused(DRAFT_CHANGED);
    // Who is emailed, read under the lock: the count the question stated is
    // part of its key, so a roster changed since the page was read is refused.
    const recipients = await scheduleEmailRecipients(tx, seasonId);
    const asked = outcome?.ok
      ? publishQuestion(
          publishModel(seasonId, revision, outcome.games, draft.input.blackouts, recipients.length),
        )
      : null;
    if (asked && asked.key !== shown) throw new SeasonChangeRefused(DRAFT_CHANGED);
    if (draft.refusedInput) throw new SeasonChangeRefused(DRAFT_FROM_PREVIOUS_SETTINGS);
    if (!outcome?.ok || outcome.games.length === 0) {
      throw new SeasonChangeRefused(DRAFT_WITHOUT_GAMES);
    }
    const seasonTeams = (await seasonTeamsOf(tx, seasonId)).map((t) => ({
      id: t.id,
      conference: t.conference,
    }));
    if (draftTeamsChanged(outcome.teams, seasonTeams)) {
      throw new SeasonChangeRefused(DRAFT_TEAMS_CHANGED);
    }
    const rows = outcome.games.map((g: ScheduledGame) => ({
      id: newId(),
      seasonId,
      type: "regular_season" as const,
      status: "scheduled" as const,
      startsAt: g.startsAt,
      location: g.location,
      homeTeamId: g.homeTeamId,
      awayTeamId: g.awayTeamId,
      updatedAt: by.at,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await season.tx.insert(games).values(rows.slice(i, i + 500));
    await season.tx
      .update(seasons)
      .set({ schedulePublishedAt: by.at })
      .where(eq(seasons.id, seasonId));
    await season.tx.delete(scheduleDrafts).where(eq(scheduleDrafts.seasonId, seasonId));
    const sorted = rows.map((r) => r.startsAt).sort((a, b) => a.getTime() - b.getTime());
    const emails = await queueTeamSchedules(
      tx,
      seasonId,
      recipients,
      { kind: "published", games: rows.length, firstDay: sorted[0]!, lastDay: sorted.at(-1)! },
      by.at,
    );
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "publish-schedule",
      entity: "season",
      entityId: String(seasonId),
      after: { ...draft.input, revision, games: rows.length, emails },
      at: by.at,
    });
    return { games: rows.length, emails };
  });
}
