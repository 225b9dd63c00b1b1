CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"reply_to_id" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_picks" (
	"season_id" integer NOT NULL,
	"pick_number" integer NOT NULL,
	"team_id" text NOT NULL,
	"player_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_picks_season_id_pick_number_pk" PRIMARY KEY("season_id","pick_number")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"draft_order" text[] NOT NULL,
	"core_player_ids" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_stats" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"team_id" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"rebounds" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"blocks" integer DEFAULT 0 NOT NULL,
	"steals" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "game_stats_game_id_player_id_pk" PRIMARY KEY("game_id","player_id"),
	CONSTRAINT "game_stats_status_chk" CHECK ("game_stats"."status" in ('played','dnp','forfeit','no-stats'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"home_team_id" text,
	"away_team_id" text,
	"home_placeholder" text,
	"away_placeholder" text,
	"home_score" integer,
	"away_score" integer,
	"winner_id" text,
	"referees" text,
	"playoff_round" text,
	"playoff_conference" text,
	"matchup" text,
	"feeder_game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"playoff_round_order" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_type_chk" CHECK ("games"."type" in ('regular_season','playoff')),
	CONSTRAINT "games_status_chk" CHECK ("games"."status" in ('scheduled','completed','postponed'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"image_url" text,
	"height_feet" integer,
	"height_inches" integer,
	"birthday_year" integer,
	"birthday_month" integer,
	"birthday_day" integer,
	"age" integer,
	"jersey_number" integer,
	"jersey_size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_intentions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_rosters" (
	"season_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"player_id" text NOT NULL,
	CONSTRAINT "season_rosters_season_id_player_id_pk" PRIMARY KEY("season_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "season_teams" (
	"season_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"conference" text NOT NULL,
	"seed" integer,
	"captain_id" text,
	CONSTRAINT "season_teams_season_id_team_id_pk" PRIMARY KEY("season_id","team_id"),
	CONSTRAINT "season_teams_conference_chk" CHECK ("season_teams"."conference" in ('east','west'))
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"blocks_steals_after" timestamp with time zone,
	"player_table_after" timestamp with time zone,
	"draft_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"id" text PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"status" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"bio" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reply_to_id_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_season_id_drafts_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."drafts"("season_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stats" ADD CONSTRAINT "game_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stats" ADD CONSTRAINT "game_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stats" ADD CONSTRAINT "game_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_winner_id_teams_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_rosters" ADD CONSTRAINT "season_rosters_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_rosters" ADD CONSTRAINT "season_rosters_season_id_team_id_season_teams_season_id_team_id_fk" FOREIGN KEY ("season_id","team_id") REFERENCES "public"."season_teams"("season_id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_captain_id_players_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_game_idx" ON "comments" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_player_idx" ON "comments" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "comments_reply_idx" ON "comments" USING btree ("reply_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_player_idx" ON "draft_picks" USING btree ("season_id","player_id");--> statement-breakpoint
CREATE INDEX "draft_picks_team_idx" ON "draft_picks" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "game_stats_player_idx" ON "game_stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "game_stats_team_idx" ON "game_stats" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "games_season_starts_idx" ON "games" USING btree ("season_id","starts_at");--> statement-breakpoint
CREATE INDEX "games_starts_idx" ON "games" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "games_home_idx" ON "games" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "games_away_idx" ON "games" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "games_winner_idx" ON "games" USING btree ("winner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_lower_idx" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "players_name_idx" ON "players" USING btree (lower("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "prayer_intentions_created_idx" ON "prayer_intentions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prayer_intentions_status_idx" ON "prayer_intentions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "season_rosters_team_idx" ON "season_rosters" USING btree ("season_id","team_id");--> statement-breakpoint
CREATE INDEX "season_rosters_player_idx" ON "season_rosters" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "season_teams_team_idx" ON "season_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "season_teams_captain_idx" ON "season_teams" USING btree ("captain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signups_player_season_idx" ON "signups" USING btree ("player_id","season_id");--> statement-breakpoint
CREATE INDEX "signups_season_created_idx" ON "signups" USING btree ("season_id","created_at");--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");