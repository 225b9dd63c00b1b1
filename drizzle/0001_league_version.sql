-- A counter that every write to league data moves forward (statement-level
-- triggers, so it also catches writes made outside the app). Pages cache what
-- they computed under the counter's value and recompute when it changes.
CREATE TABLE "league_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "league_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_league_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "league_version" ("id", "version") VALUES (1, 1)
	ON CONFLICT ("id") DO UPDATE SET "version" = "league_version"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "seasons_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "teams_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "players_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "season_teams_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_teams" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "season_rosters_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_rosters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "games_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "game_stats_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_stats" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "signups_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "signups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "drafts_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "drafts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "draft_picks_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "draft_picks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "comments_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
--> statement-breakpoint
CREATE TRIGGER "prayer_intentions_bumps_league_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prayer_intentions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_league_version"();
