CREATE TABLE "schedule_day_changes" (
	"day" date NOT NULL,
	"generation" bigint NOT NULL,
	"game_ids" integer[] NOT NULL,
	CONSTRAINT "schedule_day_changes_day_generation_pk" PRIMARY KEY("day","generation")
);
--> statement-breakpoint
ALTER TABLE "schedule_days" ADD COLUMN "pruned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A day kept by an instance is brought up to date by the games the statements since its generation named
-- (issue 13 point 7: a score no longer costs every instance a read of the day's ~400 games and ~800
-- teams). Days counted before this migration have none of their changes: a day kept under one of their
-- generations is read whole, as before.
UPDATE "schedule_days" SET "pruned" = "generation";--> statement-breakpoint
-- As in 0019, each day a statement's games were on (before and after) goes up, in the days' order; and
-- the day's new generation is written with the ids of its games the statement wrote. A day keeps its last
-- 256 changes: the one that falls out moves `pruned`. The two arrays are aggregated in one pass, so their
-- elements pair up.
CREATE OR REPLACE FUNCTION "schedule_days_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[] := '{}';
  ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT days || array_agg("tokyo_day"("begin_at")), ids || array_agg("id") INTO days, ids FROM "old_games";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT days || array_agg("tokyo_day"("begin_at")), ids || array_agg("id") INTO days, ids FROM "new_games";
  END IF;
  WITH "written" AS (SELECT * FROM unnest(days, ids) AS w("day", "id")),
  "bumped" AS (
    INSERT INTO "schedule_days" ("day", "generation")
      SELECT DISTINCT "day", 1 FROM "written" ORDER BY 1
      ON CONFLICT ("day") DO UPDATE SET "generation" = "schedule_days"."generation" + 1,
        "pruned" = greatest("schedule_days"."pruned", "schedule_days"."generation" + 1 - 256)
      RETURNING "day", "generation", "pruned"),
  "dropped" AS (
    DELETE FROM "schedule_day_changes" AS c USING "bumped" AS b
      WHERE c."day" = b."day" AND c."generation" <= b."pruned")
  INSERT INTO "schedule_day_changes" ("day", "generation", "game_ids")
    SELECT b."day", b."generation", array_agg(DISTINCT w."id")
    FROM "bumped" AS b JOIN "written" AS w ON w."day" = b."day" GROUP BY b."day", b."generation";
  RETURN NULL;
END
$$;
