CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_chk" CHECK ("email_outbox"."status" in ('pending','sending','sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"player_id" text PRIMARY KEY NOT NULL,
	"game_changes" boolean DEFAULT false NOT NULL,
	"results" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"game_id" text NOT NULL,
	"kind" text NOT NULL,
	"team_id" text,
	"player_id" text,
	"points" integer,
	"undoes" text,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_kind_chk" CHECK ("live_events"."kind" in ('start','score','undo','abandon','final')),
	CONSTRAINT "live_events_points_chk" CHECK ("live_events"."points" is null or "live_events"."points" in (1,2,3))
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_status_chk";--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_idx" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_id_idx" ON "live_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "live_events_game_idx" ON "live_events" USING btree ("game_id","seq");--> statement-breakpoint
CREATE INDEX "live_events_team_idx" ON "live_events" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "live_events_player_idx" ON "live_events" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_status_chk" CHECK ("games"."status" in ('scheduled','live','completed','postponed'));