ALTER TABLE "teams" ADD COLUMN "color" text DEFAULT '#14233f' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_color_chk" CHECK ("teams"."color" ~ '^#[0-9a-f]{6}$');