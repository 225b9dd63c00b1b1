CREATE TABLE "availability" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"team_id" text NOT NULL,
	"answer" text NOT NULL,
	"is_sub" boolean DEFAULT false NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_game_id_player_id_pk" PRIMARY KEY("game_id","player_id"),
	CONSTRAINT "availability_answer_chk" CHECK ("availability"."answer" in ('in','out','maybe'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"game_id" text NOT NULL,
	"game_starts_at" timestamp with time zone NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_jobs_kind_chk" CHECK ("scheduled_jobs"."kind" in ('reminders','captain-summary')),
	CONSTRAINT "scheduled_jobs_status_chk" CHECK ("scheduled_jobs"."status" in ('pending','done','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sub_invites" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"team_id" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "sub_invites_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "sub_offers" (
	"player_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_offers_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_invites" ADD CONSTRAINT "sub_invites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_invites" ADD CONSTRAINT "sub_invites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_invites" ADD CONSTRAINT "sub_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_offers" ADD CONSTRAINT "sub_offers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_player_idx" ON "availability" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "availability_team_idx" ON "availability" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_dedupe_idx" ON "scheduled_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_game_idx" ON "scheduled_jobs" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "sub_invites_player_idx" ON "sub_invites" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sub_invites_team_idx" ON "sub_invites" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sub_offers_day_idx" ON "sub_offers" USING btree ("day");--> statement-breakpoint
-- Answers, the sub list and accepted subs show on public pages (a game's counts): they move the league version like every other league write.
CREATE TRIGGER "availability_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "availability" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "sub_offers_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "sub_invites_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_invites" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
