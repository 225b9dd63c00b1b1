ALTER TABLE "schedule_drafts" ADD COLUMN "revision" text;--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD COLUMN "result" json;