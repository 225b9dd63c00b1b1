CREATE TABLE "schedule_drafts" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"input" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "schedule_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD CONSTRAINT "schedule_drafts_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;