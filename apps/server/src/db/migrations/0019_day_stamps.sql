CREATE TABLE "day_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_days" (
	"day" date PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_days" (
	"day" date PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
-- A day's schedule and a day's EPG are kept in memory by each instance (shared/kept-days.ts) while the
-- day's stamp is unchanged, so a catalogue change elsewhere (a score on another day, a new VOD) no
-- longer costs re-reading ~400 games and ~800 team names, or ~360 programmes, per day and variant
-- (issue 13 point 7). A day's stamp is its generation (schedule_days, program_days) and the epoch
-- (day_epoch), which moves every day. They are written by the triggers below, per statement, and never by the app. A day
-- is an Asia/Tokyo day (UTC+9, no summer time: tokyoDayRange).
-- The epoch starts at a random number: a database made again under a running instance
-- (dropped and migrated anew) does not give the stamps that instance kept days under.
INSERT INTO "day_epoch" ("id", "generation") VALUES (1, floor(random() * 1e15)::bigint);--> statement-breakpoint
-- The Tokyo day of an instant, and the days a programme [start, end) shows on: none lasts over a day
-- (MAX_BROADCAST_MS, channel.repo.ts), so the range stops a day after the start and a mistyped end
-- cannot name years of days; one ending at 00:00 is not on the next day.
CREATE FUNCTION "tokyo_day"(instant timestamptz) RETURNS date LANGUAGE sql IMMUTABLE
  AS $$ SELECT ((instant AT TIME ZONE 'UTC') + interval '9 hours')::date $$;--> statement-breakpoint
CREATE FUNCTION "tokyo_days"(starts timestamptz, ends timestamptz) RETURNS SETOF date LANGUAGE sql IMMUTABLE
  AS $$ SELECT generate_series("tokyo_day"(starts),
    "tokyo_day"(greatest(starts, least(ends, starts + interval '1 day') - interval '1 microsecond')),
    interval '1 day')::date $$;--> statement-breakpoint
-- The days of the games a statement wrote (inserted, changed or deleted: before and after), each one up,
-- a day without a row starting at 1; in the days' order, so two statements take their rows in one order.
-- The transition tables a trigger has depend on its event: each is read only where it exists.
CREATE FUNCTION "schedule_days_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN days := days || ARRAY(SELECT "tokyo_day"("begin_at") FROM "old_games"); END IF;
  IF TG_OP <> 'DELETE' THEN days := days || ARRAY(SELECT "tokyo_day"("begin_at") FROM "new_games"); END IF;
  INSERT INTO "schedule_days" ("day", "generation")
    SELECT DISTINCT d, 1 FROM unnest(days) AS d ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "generation" = "schedule_days"."generation" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "games_schedule_days_insert" AFTER INSERT ON "games"
  REFERENCING NEW TABLE AS "new_games" FOR EACH STATEMENT EXECUTE FUNCTION "schedule_days_bump"();--> statement-breakpoint
CREATE TRIGGER "games_schedule_days_update" AFTER UPDATE ON "games"
  REFERENCING OLD TABLE AS "old_games" NEW TABLE AS "new_games" FOR EACH STATEMENT EXECUTE FUNCTION "schedule_days_bump"();--> statement-breakpoint
CREATE TRIGGER "games_schedule_days_delete" AFTER DELETE ON "games"
  REFERENCING OLD TABLE AS "old_games" FOR EACH STATEMENT EXECUTE FUNCTION "schedule_days_bump"();--> statement-breakpoint
-- The epoch: any statement writing the names a schedule shows moves every day's stamp. So does emptying
-- the games or the programmes (TRUNCATE has no rows to name the days by). Rare, operator work: one row,
-- held to the commit.
CREATE FUNCTION "day_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "day_epoch" SET "generation" = "generation" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "game_types_day_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_epoch_bump"();--> statement-breakpoint
CREATE TRIGGER "leagues_day_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leagues"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_epoch_bump"();--> statement-breakpoint
CREATE TRIGGER "seasons_day_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_epoch_bump"();--> statement-breakpoint
CREATE TRIGGER "rounds_day_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rounds"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_epoch_bump"();--> statement-breakpoint
CREATE TRIGGER "teams_day_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_epoch_bump"();--> statement-breakpoint
CREATE TRIGGER "games_schedule_names_truncate" AFTER TRUNCATE ON "games"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_epoch_bump"();
--> statement-breakpoint
-- The days the programmes a statement wrote overlap (before and after), each one up, as for the games.
CREATE FUNCTION "program_days_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    days := days || ARRAY(SELECT "tokyo_days"("start_time", "end_time") FROM "old_programs");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    days := days || ARRAY(SELECT "tokyo_days"("start_time", "end_time") FROM "new_programs");
  END IF;
  INSERT INTO "program_days" ("day", "generation")
    SELECT DISTINCT d, 1 FROM unnest(days) AS d ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "generation" = "program_days"."generation" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "programs_program_days_insert" AFTER INSERT ON "programs"
  REFERENCING NEW TABLE AS "new_programs" FOR EACH STATEMENT EXECUTE FUNCTION "program_days_bump"();--> statement-breakpoint
CREATE TRIGGER "programs_program_days_update" AFTER UPDATE ON "programs"
  REFERENCING OLD TABLE AS "old_programs" NEW TABLE AS "new_programs" FOR EACH STATEMENT EXECUTE FUNCTION "program_days_bump"();--> statement-breakpoint
CREATE TRIGGER "programs_program_days_delete" AFTER DELETE ON "programs"
  REFERENCING OLD TABLE AS "old_programs" FOR EACH STATEMENT EXECUTE FUNCTION "program_days_bump"();--> statement-breakpoint
-- Emptying the programmes names no days: it moves the epoch, as emptying the games does.
CREATE TRIGGER "programs_day_epoch_truncate" AFTER TRUNCATE ON "programs"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_epoch_bump"();
