// The relational schema. Derived numbers such as
// standings, leaders and averages are never stored: app/domain computes them.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AvailabilityAnswer, JobKind, JobStatus } from "~/domain/availability/availability";
import type { LiveEventKind } from "~/domain/live/game";
import type { Conference, GameStatus, GameType, PlayoffRound, StatStatus } from "~/domain/types";
import type { DraftOutcome, ScheduledGame, ScheduleSettings } from "~/domain/season-schedule/types";
import type { NewPlayer } from "~/domain/signups/signup";
import type { PushMessage, PushUrgency } from "~/domain/push/news";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => tz("created_at").notNull().defaultNow();

export interface DraftWindow {
  /** ISO timestamps; a pick slot opens every 30 minutes inside each window. */
  start: string;
  end: string;
}

export const seasons = pgTable(
  "seasons",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    isCurrent: boolean("is_current").notNull().default(false),
    /** Signups are taken for this season (docs/league-rules.md#seasons): at most one. */
    registrationOpen: boolean("registration_open").notNull().default(false),
    /** Blocks and steals are recorded only for games after this moment. */
    blocksStealsAfter: tz("blocks_steals_after"),
    /** Before this moment the draft's player table hides this season when it has no stats. */
    playerTableAfter: tz("player_table_after"),
    draftWindows: jsonb("draft_windows").$type<DraftWindow[]>().notNull().default([]),
    /** When its generated schedule was published (its games made public). */
    schedulePublishedAt: tz("schedule_published_at"),
    /** Closed seasons are read-only: results, rosters, captains, playoffs (docs/league-rules.md#seasons). */
    closedAt: tz("closed_at"),
    championTeamId: text("champion_team_id").references(() => teams.id),
    /**
     * Its fee in cents, how to pay it, and the draft's day and time in the
     * league's zone ("YYYY-MM-DD", "HH:MM"): each null until an admin sets it
     * (app/domain/season/fee.ts; docs/league-rules.md#signups-and-fees).
     */
    feeCents: integer("fee_cents"),
    feeHowToPay: text("fee_how_to_pay"),
    draftDay: text("draft_day"),
    draftTime: text("draft_time"),
    createdAt: createdAt(),
  },
  (t) => [
    // The fee rule's bounds, kept by the database too (an import or restore meets them).
    check("seasons_fee_cents_chk", sql`${t.feeCents} between 0 and 100000`),
    check("seasons_fee_how_to_pay_chk", sql`char_length(${t.feeHowToPay}) between 1 and 200`),
    check("seasons_draft_day_chk", sql`${t.draftDay} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check(
      "seasons_draft_time_chk",
      sql`${t.draftTime} is null or (${t.draftTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.draftDay} is not null)`,
    ),
    // One current season and one open for signups, whatever two admins press at once.
    uniqueIndex("seasons_one_current_idx")
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    uniqueIndex("seasons_one_registration_idx")
      .on(t.registrationOpen)
      .where(sql`${t.registrationOpen}`),
    uniqueIndex("seasons_name_idx").on(sql`lower(${t.name})`),
  ],
);

export const teams = pgTable(
  "teams",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    abbreviation: text("abbreviation").notNull(),
    bio: jsonb("bio").$type<string[]>().notNull().default([]),
    // The team's colour, '#rrggbb' in lower case (app/domain/teams/colors.ts);
    // a team nobody has coloured yet is the site's navy.
    color: text("color").notNull().default("#14233f"),
    createdAt: createdAt(),
  },
  (t) => [
    check("teams_color_chk", sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
    // Names are stored as typed names (app/domain/people/typed-name.ts), so lower()
    // is their comparison key as far as SQL gets: the forms compare the full
    // key first; these settle two admins racing with one name.
    uniqueIndex("teams_name_idx").on(sql`lower(${t.name})`),
    uniqueIndex("teams_abbreviation_idx").on(sql`lower(${t.abbreviation})`),
  ],
);

export const players = pgTable(
  "players",
  {
    id: text("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    imageUrl: text("image_url"),
    heightFeet: integer("height_feet"),
    heightInches: integer("height_inches"),
    birthdayYear: integer("birthday_year"),
    birthdayMonth: integer("birthday_month"),
    birthdayDay: integer("birthday_day"),
    age: integer("age"),
    jerseyNumber: integer("jersey_number"),
    jerseySize: text("jersey_size"),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // Emails are stored trimmed and lower-cased (normalizeEmail in app/domain/people/fields.ts),
    // so the plain column is unique (docs/league-rules.md#players).
    uniqueIndex("players_email_idx").on(t.email),
    check("players_email_normalized_chk", sql`${t.email} = lower(btrim(${t.email}))`),
    index("players_name_idx").on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`),
  ],
);

export const seasonTeams = pgTable(
  "season_teams",
  {
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id),
    conference: text("conference").$type<Conference>().notNull(),
    seed: integer("seed"),
    captainId: text("captain_id").references(() => players.id),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.teamId] }),
    index("season_teams_team_idx").on(t.teamId),
    index("season_teams_captain_idx").on(t.captainId),
    check("season_teams_conference_chk", sql`${t.conference} in ('east','west')`),
  ],
);

export const seasonRosters = pgTable(
  "season_rosters",
  {
    seasonId: integer("season_id").notNull(),
    teamId: text("team_id").notNull(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id),
  },
  (t) => [
    // A player plays for one team in a season.
    primaryKey({ columns: [t.seasonId, t.playerId] }),
    foreignKey({
      columns: [t.seasonId, t.teamId],
      foreignColumns: [seasonTeams.seasonId, seasonTeams.teamId],
    }).onDelete("cascade"),
    index("season_rosters_team_idx").on(t.seasonId, t.teamId),
    index("season_rosters_player_idx").on(t.playerId),
  ],
);

export const games = pgTable(
  "games",
  {
    id: text("id").primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id),
    type: text("type").$type<GameType>().notNull(),
    status: text("status").$type<GameStatus>().notNull().default("scheduled"),
    startsAt: tz("starts_at").notNull(),
    location: text("location").notNull(),
    homeTeamId: text("home_team_id").references(() => teams.id),
    awayTeamId: text("away_team_id").references(() => teams.id),
    homePlaceholder: text("home_placeholder"),
    awayPlaceholder: text("away_placeholder"),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    winnerId: text("winner_id").references(() => teams.id),
    /**
     * Saved with "Save anyway: the stat sheet is incomplete", or imported with
     * a box score that does not add up: the players' points need not make the
     * score, the box score says so and the recap names no scoring leader.
     */
    statsIncomplete: boolean("stats_incomplete").notNull().default(false),
    referees: text("referees"),
    playoffRound: text("playoff_round").$type<PlayoffRound>(),
    playoffConference: text("playoff_conference").$type<Conference>(),
    matchup: text("matchup"),
    feederGameIds: text("feeder_game_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    playoffRoundOrder: integer("playoff_round_order"),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("games_season_starts_idx").on(t.seasonId, t.startsAt),
    index("games_starts_idx").on(t.startsAt),
    index("games_home_idx").on(t.homeTeamId),
    index("games_away_idx").on(t.awayTeamId),
    index("games_winner_idx").on(t.winnerId),
    check("games_type_chk", sql`${t.type} in ('regular_season','playoff')`),
    check("games_status_chk", sql`${t.status} in ('scheduled','live','completed','postponed')`),
    // One meaning of final (docs/league-rules.md#game-states): a winner only on a
    // completed game, and a completed game always has its winner and both scores.
    check(
      "games_final_chk",
      sql`(${t.status} = 'completed') = (${t.winnerId} is not null) and (${t.status} <> 'completed' or (${t.homeScore} is not null and ${t.awayScore} is not null))`,
    ),
  ],
);

export const gameStats = pgTable(
  "game_stats",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id),
    points: integer("points").notNull().default(0),
    rebounds: integer("rebounds").notNull().default(0),
    assists: integer("assists").notNull().default(0),
    blocks: integer("blocks").notNull().default(0),
    steals: integer("steals").notNull().default(0),
    status: text("status").$type<StatStatus>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId] }),
    index("game_stats_player_idx").on(t.playerId),
    index("game_stats_team_idx").on(t.teamId),
    check("game_stats_status_chk", sql`${t.status} in ('played','dnp','forfeit','no-stats')`),
  ],
);

/**
 * A live game as it happened, one row per tap (app/domain/live/game.ts): the
 * scorer's phone makes each event's id, so a tap sent twice is stored once;
 * `seq` is the order the server applied them in (one writer at a time), and
 * what spectators' streams resume from (Last-Event-ID). Append-only: the
 * running score is computed from the events since the game's last start.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: text("id").notNull(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LiveEventKind>().notNull(),
    teamId: text("team_id").references(() => teams.id),
    playerId: text("player_id").references(() => players.id),
    points: integer("points"),
    /** For an undo: the id of the score event it takes back. */
    undoes: text("undoes"),
    actorEmail: text("actor_email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("live_events_id_idx").on(t.id),
    index("live_events_game_idx").on(t.gameId, t.seq),
    index("live_events_team_idx").on(t.teamId),
    index("live_events_player_idx").on(t.playerId),
    check("live_events_kind_chk", sql`${t.kind} in ('start','score','undo','abandon','final')`),
    check("live_events_points_chk", sql`${t.points} is null or ${t.points} in (1,2,3)`),
  ],
);

export const signups = pgTable(
  "signups",
  {
    id: text("id").primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id),
    status: text("status").$type<"new" | "returning">().notNull(),
    paid: boolean("paid").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("signups_player_season_idx").on(t.playerId, t.seasonId),
    index("signups_season_created_idx").on(t.seasonId, t.createdAt),
  ],
);

/**
 * A signup waiting for the player's confirmation (docs/league-rules.md#signups-and-fees):
 * a returning player's (`playerId`) or a new player's (`newPlayer`: what he
 * typed; the player row is made only when he confirms, and `playerId` then
 * names it). Apart from `signups`, which holds only the signups that count,
 * so every list and count of signups stays as it was. Not exported: a link
 * lives a week, like the emails of the outbox.
 */
export const pendingSignups = pgTable(
  "pending_signups",
  {
    id: text("id").primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    playerId: text("player_id").references(() => players.id, { onDelete: "cascade" }),
    newPlayer: jsonb("new_player").$type<NewPlayer>(),
    /** Where the link went (normalized): the player's email, or the one the new player typed. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    /** When its link was last emailed: a tap within the sign-in link window sends none. */
    emailedAt: tz("emailed_at").notNull(),
    confirmedAt: tz("confirmed_at"),
  },
  (t) => [
    index("pending_signups_player_idx").on(t.seasonId, t.playerId),
    index("pending_signups_email_idx").on(t.seasonId, t.email),
    check("pending_signups_who_chk", sql`${t.playerId} is not null or ${t.newPlayer} is not null`),
  ],
);

export const drafts = pgTable("drafts", {
  seasonId: integer("season_id")
    .primaryKey()
    .references(() => seasons.id),
  /** Team ids in first-round order; later rounds snake. */
  draftOrder: text("draft_order").array().notNull(),
  corePlayerIds: text("core_player_ids")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const draftPicks = pgTable(
  "draft_picks",
  {
    seasonId: integer("season_id")
      .notNull()
      .references(() => drafts.seasonId),
    pickNumber: integer("pick_number").notNull(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id),
    pickedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.pickNumber] }),
    uniqueIndex("draft_picks_player_idx").on(t.seasonId, t.playerId),
    index("draft_picks_team_idx").on(t.teamId),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id),
    replyToId: text("reply_to_id"),
    text: text("text").notNull(),
    status: text("status").notNull().default("published"),
    likes: integer("likes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.replyToId], foreignColumns: [t.id] }).onDelete("cascade"),
    index("comments_game_idx").on(t.gameId, t.createdAt),
    index("comments_player_idx").on(t.playerId),
    index("comments_reply_idx").on(t.replyToId),
  ],
);

export const prayerIntentions = pgTable(
  "prayer_intentions",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    message: text("message").notNull(),
    status: text("status").$type<"new" | "prayed">().notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    index("prayer_intentions_created_idx").on(t.createdAt),
    index("prayer_intentions_status_idx").on(t.status),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/**
 * Rate-limit counters (app/auth/rate-limit.server.ts, rate-limiter-flexible's
 * RateLimiterDrizzle): one row per limit and key ("passwordPerEmail:pat@…"),
 * shared by every server process on the database. Not league data: never
 * exported, and old rows are deleted as they expire.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: tz("expire"),
});

/**
 * Which emails a player asked for (all off until he turns them on, on
 * /account): changes to his team's games (postponed, moved) and his team's
 * final results.
 */
export const emailPreferences = pgTable("email_preferences", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id, { onDelete: "cascade" }),
  gameChanges: boolean("game_changes").notNull().default(false),
  results: boolean("results").notNull().default(false),
  /** Availability reminders (48 hours before each game): on until he turns them off. */
  reminders: boolean("reminders").notNull().default(true),
  updatedAt: tz("updated_at").notNull().defaultNow(),
});

/**
 * Emails waiting to be sent, written in the same transaction as the change
 * they announce and sent by the outbox worker (claimed with FOR UPDATE SKIP
 * LOCKED, so one instance sends each). `dedupeKey` makes queueing the same
 * alert twice a no-op; the row's id is the message's Message-ID.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dedupeKey: text("dedupe_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** 0 before 1: a postponement notice never waits behind a batch of reminders. */
    priority: integer("priority").notNull().default(0),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    lockedUntil: tz("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: tz("sent_at"),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_idx").on(t.dedupeKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("email_outbox_status_chk", sql`${t.status} in ('pending','sending','sent','failed')`),
  ],
);

/**
 * A player's answer for one game: in, out or maybe. Rostered players answer
 * for their team; an invited sub who accepted plays for the team that asked
 * him, for that game only (`isSub`).
 */
export const availability = pgTable(
  "availability",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id),
    answer: text("answer").$type<AvailabilityAnswer>().notNull(),
    isSub: boolean("is_sub").notNull().default(false),
    /** Who set it: 'self', 'link' (from an email), 'captain' or 'admin'. */
    setBy: text("set_by").notNull(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId] }),
    index("availability_player_idx").on(t.playerId),
    index("availability_team_idx").on(t.teamId),
    check("availability_answer_chk", sql`${t.answer} in ('in','out','maybe')`),
  ],
);

/** Players ready to sub on a day (the league's calendar date, YYYY-MM-DD). */
export const subOffers = pgTable(
  "sub_offers",
  {
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.day] }), index("sub_offers_day_idx").on(t.day)],
);

/** A captain's (or admin's) invitation to a sub for one game; accepted once he taps the link. */
export const subInvites = pgTable(
  "sub_invites",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id),
    invitedAt: tz("invited_at").notNull(),
    acceptedAt: tz("accepted_at"),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId] }),
    index("sub_invites_player_idx").on(t.playerId),
    index("sub_invites_team_idx").on(t.teamId),
  ],
);

/**
 * Work due at a moment: a game's reminders (48 hours before) and its
 * captains' summaries (24 hours before). One row per game and start time
 * (`dedupeKey`), so planning again adds nothing; a job whose game moved or was
 * postponed is cancelled and the new time gets its own. A job runs inside the
 * transaction that claims it (FOR UPDATE SKIP LOCKED) and only writes to the
 * database (the outbox), so it is done exactly once or not at all.
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<JobKind>().notNull(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** The game's start the job was planned for. */
    gameStartsAt: tz("game_starts_at").notNull(),
    runAt: tz("run_at").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    /** What running it did ('12 reminders queued'), or why it was cancelled. */
    outcome: text("outcome"),
    doneAt: tz("done_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("scheduled_jobs_dedupe_idx").on(t.dedupeKey),
    index("scheduled_jobs_due_idx").on(t.status, t.runAt),
    index("scheduled_jobs_game_idx").on(t.gameId),
    check("scheduled_jobs_kind_chk", sql`${t.kind} in ('reminders','captain-summary')`),
    check("scheduled_jobs_status_chk", sql`${t.status} in ('pending','done','cancelled')`),
  ],
);

export * from "./auth-schema";

/**
 * A season's draft schedule (docs/league-rules.md#schedules): the generator's
 * inputs and seed, not its games. The same inputs and seed always give the
 * same schedule, so the draft is shown by generating it again; its games
 * exist only once it is published, so visitors never meet a draft.
 */
/** A DraftOutcome as JSON keeps it: each game's start is an ISO string. */
export type StoredDraftOutcome =
  | (Omit<Extract<DraftOutcome, { ok: true }>, "games"> & {
      games: (Omit<ScheduledGame, "startsAt"> & { startsAt: string })[];
    })
  | Extract<DraftOutcome, { ok: false }>;

export const scheduleDrafts = pgTable("schedule_drafts", {
  seasonId: integer("season_id")
    .primaryKey()
    .references(() => seasons.id, { onDelete: "cascade" }),
  /** The ScheduleInput without its teams (they are the season's): dates, slots, format, seed. */
  input: jsonb("input").$type<ScheduleSettings>().notNull(),
  /** A new id with every Generate and Reshuffle: Publish names the one the admin looked at. */
  revision: text("revision"),
  /**
   * What the search found for `input`: the games and their report, or its
   * refusal (docs/league-rules.md#schedules). Pages read it instead of
   * searching again. Null only for drafts kept before it was. Plain json, not
   * jsonb: it is only ever written and read whole, and a big draft (3,000
   * games, 700 KB) costs the embedded database far less as text.
   */
  result: json("result").$type<StoredDraftOutcome>(),
  /**
   * The settings of a Generate refused since this draft was made: the draft
   * is then from the previous settings and cannot be published (the form
   * shows these, to be corrected). Null once a Generate succeeds.
   */
  refusedInput: jsonb("refused_input").$type<ScheduleSettings>(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: tz("updated_at").notNull().defaultNow(),
});

/**
 * A browser's Web Push subscription (docs/league-rules.md#push-notifications):
 * where its push service takes messages for it (`endpoint`, which the server
 * posts to only after app/push/endpoint-guard.server.ts allowed it) and the
 * keys its messages are encrypted for (RFC 8291). A device follows teams
 * without an account; `playerId` is the signed-in player who saved it, for
 * his availability reminders (cleared by a signed-out save).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    playerId: text("player_id").references(() => players.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_player_idx").on(t.playerId),
  ],
);

/** The teams a push subscription follows: their games' news is pushed to it. */
export const pushSubscriptionTeams = pgTable(
  "push_subscription_teams",
  {
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.teamId] }),
    index("push_subscription_teams_team_idx").on(t.teamId),
  ],
);

/**
 * Pushes waiting to be sent, one row per event and subscription, written in
 * the same transaction as the change they announce and sent by the push
 * worker (app/push/push-worker.server.ts), claimed like the email outbox's
 * rows (FOR UPDATE SKIP LOCKED and a lease). The unique (event, subscription)
 * makes queueing an event twice a no-op.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventKey: text("event_key").notNull(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<PushMessage>().notNull(),
    /** How long the push service keeps it for an offline device (the TTL header), in seconds. */
    ttlSeconds: integer("ttl_seconds").notNull(),
    urgency: text("urgency").$type<PushUrgency>().notNull(),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    lockedUntil: tz("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: tz("sent_at"),
  },
  (t) => [
    uniqueIndex("push_deliveries_event_idx").on(t.eventKey, t.subscriptionId),
    index("push_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("push_deliveries_subscription_idx").on(t.subscriptionId),
    check("push_deliveries_status_chk", sql`${t.status} in ('pending','sending','sent','failed')`),
    check("push_deliveries_urgency_chk", sql`${t.urgency} in ('very-low','low','normal','high')`),
    check("push_deliveries_ttl_chk", sql`${t.ttlSeconds} >= 0`),
  ],
);

/**
 * The server's VAPID key pair (RFC 8292) when VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY are not set: made once by the first instance to need it
 * and read by every other, so all sign with one key. One row (id 1).
 */
export const vapidKeys = pgTable(
  "vapid_keys",
  {
    id: integer("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("vapid_keys_one_row_chk", sql`${t.id} = 1`)],
);
