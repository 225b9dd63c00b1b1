-- Typed names (docs/league-rules.md#names): seasons' and teams' names and
-- teams' abbreviations are stored as they read (NFKC, one space between words,
-- none at the ends: app/domain/typed-name.ts, as near as SQL gets), and no two
-- teams share a name or an abbreviation in any case, like seasons already.
--
-- Two that would be the same once tidied stop the migration, naming both:
-- nothing changes until an admin renames one of them.
DO $$
DECLARE
	"clash" record;
BEGIN
	WITH "typed" AS (
		SELECT 'Seasons' AS "kind", 'name' AS "what", "id"::text AS "id", "name" AS "value" FROM "seasons"
		UNION ALL SELECT 'Teams', 'name', "id", "name" FROM "teams"
		UNION ALL SELECT 'Teams', 'abbreviation', "id", "abbreviation" FROM "teams"
	), "keyed" AS (
		SELECT *, lower(btrim(regexp_replace(normalize("value", NFKC), '\s+', ' ', 'g'), ' ')) AS "key" FROM "typed"
	)
	SELECT a."kind", a."what", a."id" AS "a_id", a."value" AS "a_value", b."id" AS "b_id", b."value" AS "b_value"
	INTO "clash"
	FROM "keyed" a JOIN "keyed" b
		ON a."kind" = b."kind" AND a."what" = b."what" AND a."key" = b."key" AND a."id" < b."id"
	ORDER BY a."kind", a."what", a."id", b."id"
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION '% % ("%") and % ("%") have the same % once spacing, width and case are set aside; rename one of them, then start again.',
			"clash"."kind", "clash"."a_id", "clash"."a_value", "clash"."b_id", "clash"."b_value", "clash"."what";
	END IF;
END
$$;--> statement-breakpoint
UPDATE "seasons" SET "name" = btrim(regexp_replace(normalize("name", NFKC), '\s+', ' ', 'g'), ' ')
WHERE "name" <> btrim(regexp_replace(normalize("name", NFKC), '\s+', ' ', 'g'), ' ');--> statement-breakpoint
UPDATE "teams" SET
	"name" = btrim(regexp_replace(normalize("name", NFKC), '\s+', ' ', 'g'), ' '),
	"abbreviation" = btrim(regexp_replace(normalize("abbreviation", NFKC), '\s+', ' ', 'g'), ' ')
WHERE "name" <> btrim(regexp_replace(normalize("name", NFKC), '\s+', ' ', 'g'), ' ')
	OR "abbreviation" <> btrim(regexp_replace(normalize("abbreviation", NFKC), '\s+', ' ', 'g'), ' ');--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_idx" ON "teams" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "teams_abbreviation_idx" ON "teams" USING btree (lower("abbreviation"));
