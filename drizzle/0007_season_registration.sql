-- Seasons are data the admins create (docs/league-rules.md#seasons): one is
-- current, at most one takes signups, and names tell them apart.
ALTER TABLE "seasons" ADD COLUMN "registration_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before this, "current" was the flagged season or the latest: keep one flag.
UPDATE "seasons" SET "is_current" = false
WHERE "is_current" AND "id" <> (SELECT max("id") FROM "seasons" WHERE "is_current");--> statement-breakpoint
UPDATE "seasons" SET "is_current" = true
WHERE "id" = (SELECT max("id") FROM "seasons") AND NOT EXISTS (SELECT 1 FROM "seasons" WHERE "is_current");--> statement-breakpoint
-- Signups used to go to the current season: it keeps taking them.
UPDATE "seasons" SET "registration_open" = true WHERE "is_current";--> statement-breakpoint
-- Two seasons of the same name keep the older's; the later one gets its number.
UPDATE "seasons" AS s SET "name" = s."name" || ' (season ' || s."id" || ')'
WHERE EXISTS (SELECT 1 FROM "seasons" o WHERE lower(o."name") = lower(s."name") AND o."id" < s."id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_current_idx" ON "seasons" USING btree ("is_current") WHERE "seasons"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_registration_idx" ON "seasons" USING btree ("registration_open") WHERE "seasons"."registration_open";--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_name_idx" ON "seasons" USING btree (lower("name"));
