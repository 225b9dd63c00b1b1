-- Every move of the league version is announced on the "league_version"
-- channel, delivered when the writing transaction commits. Each server
-- instance keeps the current version in memory from these announcements
-- instead of reading it on every request.
CREATE OR REPLACE FUNCTION "bump_league_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"moved_to" bigint;
BEGIN
	INSERT INTO "league_version" ("id", "version") VALUES (1, 1)
	ON CONFLICT ("id") DO UPDATE SET "version" = "league_version"."version" + 1
	RETURNING "version" INTO "moved_to";
	PERFORM pg_notify('league_version', "moved_to"::text);
	RETURN NULL;
END
$$;
