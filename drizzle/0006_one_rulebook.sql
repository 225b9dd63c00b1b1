-- One rulebook (docs/league-rules.md): emails are stored trimmed and in lower
-- case, and a game has a winner exactly when it is completed, with both scores.
--
-- Emails first: two players whose emails differ only by case or spaces would
-- collide once normalized. Then nothing changes and the message names both.
DO $$
DECLARE
	"clash" record;
BEGIN
	SELECT a."id" AS "a_id", a."email" AS "a_email", b."id" AS "b_id", b."email" AS "b_email"
	INTO "clash"
	FROM "players" a JOIN "players" b
		ON lower(btrim(a."email")) = lower(btrim(b."email")) AND a."id" < b."id"
	ORDER BY a."id", b."id"
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'Players % (%) and % (%) have the same email once it is trimmed and lower-cased; give one of them another email, then start again.',
			"clash"."a_id", "clash"."a_email", "clash"."b_id", "clash"."b_email";
	END IF;
END
$$;--> statement-breakpoint
UPDATE "players" SET "email" = lower(btrim("email")) WHERE "email" <> lower(btrim("email"));--> statement-breakpoint
DROP INDEX "players_email_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_idx" ON "players" USING btree ("email");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_email_normalized_chk" CHECK ("players"."email" = lower(btrim("players"."email")));--> statement-breakpoint
-- Games the pages already showed as final (they have a winner) become
-- completed, a decided game without scores reading 0-0 as the import does.
UPDATE "games" SET "status" = 'completed', "home_score" = coalesce("home_score", 0), "away_score" = coalesce("away_score", 0)
WHERE "winner_id" IS NOT NULL AND ("status" <> 'completed' OR "home_score" IS NULL OR "away_score" IS NULL);--> statement-breakpoint
-- A completed game without a winner gets one from its score (the higher, a
-- tie to the home team); without scores or teams it is to be played again.
UPDATE "games" SET "winner_id" = CASE WHEN "away_score" > "home_score" THEN "away_team_id" ELSE "home_team_id" END
WHERE "status" = 'completed' AND "winner_id" IS NULL AND "home_score" IS NOT NULL AND "away_score" IS NOT NULL
	AND "home_team_id" IS NOT NULL AND "away_team_id" IS NOT NULL;--> statement-breakpoint
UPDATE "games" SET "status" = 'scheduled' WHERE "status" = 'completed' AND "winner_id" IS NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_final_chk" CHECK (("games"."status" = 'completed') = ("games"."winner_id" is not null) and ("games"."status" <> 'completed' or ("games"."home_score" is not null and "games"."away_score" is not null)));
