CREATE TABLE "program_day_changes" (
	"day" date NOT NULL,
	"generation" bigint NOT NULL,
	"program_ids" integer[] NOT NULL,
	CONSTRAINT "program_day_changes_day_generation_pk" PRIMARY KEY("day","generation")
);
--> statement-breakpoint
ALTER TABLE "program_days" ADD COLUMN "pruned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- As 0022 for the games: a day of the EPG kept by an instance is brought up to date by the programmes
-- the statements since its generation named. Days counted before have none of their changes kept.
UPDATE "program_days" SET "pruned" = "generation";--> statement-breakpoint
-- As in 0019, every day a statement's programmes overlap (before and after) goes up, in the days'
-- order; and the day's new generation is written with the ids of its programmes the statement wrote. A
-- day keeps its last 256 changes. The two arrays are aggregated in one pass, so their elements pair up.
CREATE OR REPLACE FUNCTION "program_days_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[] := '{}';
  ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT days || array_agg(d."day"), ids || array_agg(p."id") INTO days, ids
      FROM "old_programs" AS p CROSS JOIN LATERAL "tokyo_days"(p."start_time", p."end_time") AS d("day");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT days || array_agg(d."day"), ids || array_agg(p."id") INTO days, ids
      FROM "new_programs" AS p CROSS JOIN LATERAL "tokyo_days"(p."start_time", p."end_time") AS d("day");
  END IF;
  WITH "written" AS (SELECT * FROM unnest(days, ids) AS w("day", "id")),
  "bumped" AS (
    INSERT INTO "program_days" ("day", "generation")
      SELECT DISTINCT "day", 1 FROM "written" ORDER BY 1
      ON CONFLICT ("day") DO UPDATE SET "generation" = "program_days"."generation" + 1,
        "pruned" = greatest("program_days"."pruned", "program_days"."generation" + 1 - 256)
      RETURNING "day", "generation", "pruned"),
  "dropped" AS (
    DELETE FROM "program_day_changes" AS c USING "bumped" AS b
      WHERE c."day" = b."day" AND c."generation" <= b."pruned")
  INSERT INTO "program_day_changes" ("day", "generation", "program_ids")
    SELECT b."day", b."generation", array_agg(DISTINCT w."id")
    FROM "bumped" AS b JOIN "written" AS w ON w."day" = b."day" GROUP BY b."day", b."generation";
  RETURN NULL;
END
$$;
