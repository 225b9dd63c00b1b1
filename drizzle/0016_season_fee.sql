ALTER TABLE "seasons" ADD COLUMN "fee_cents" integer;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "fee_how_to_pay" text;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "draft_day" text;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "draft_time" text;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_fee_cents_chk" CHECK ("seasons"."fee_cents" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_fee_how_to_pay_chk" CHECK (char_length("seasons"."fee_how_to_pay") between 1 and 200);--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_draft_day_chk" CHECK ("seasons"."draft_day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_draft_time_chk" CHECK ("seasons"."draft_time" is null or ("seasons"."draft_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "seasons"."draft_day" is not null));