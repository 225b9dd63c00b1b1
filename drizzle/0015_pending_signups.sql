CREATE TABLE "pending_signups" (
	"id" text PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"player_id" text,
	"new_player" jsonb,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "pending_signups_who_chk" CHECK ("pending_signups"."player_id" is not null or "pending_signups"."new_player" is not null)
);
--> statement-breakpoint
ALTER TABLE "pending_signups" ADD CONSTRAINT "pending_signups_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD CONSTRAINT "pending_signups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_signups_player_idx" ON "pending_signups" USING btree ("season_id","player_id");--> statement-breakpoint
CREATE INDEX "pending_signups_email_idx" ON "pending_signups" USING btree ("season_id","email");