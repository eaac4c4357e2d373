-- Live search (search.repo.ts) finds the lives not over of the teams and leagues a keyword names. It read
-- every live not over and its game, one primary-key probe each (2,695 at the bench's scale, ~5 ms), to
-- test the game's league and teams. Each live now carries its game's league and teams, copied by the
-- triggers below and never written by the app, so those lives come from an index of their own
-- (issue 13 point 7).
ALTER TABLE "lives" ADD COLUMN "game_league_id" integer;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "game_home_team_id" integer;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "game_away_team_id" integer;--> statement-breakpoint
CREATE INDEX "lives_game_league_idx" ON "lives" USING btree ("game_league_id");--> statement-breakpoint
CREATE INDEX "lives_game_home_team_idx" ON "lives" USING btree ("game_home_team_id");--> statement-breakpoint
CREATE INDEX "lives_game_away_team_idx" ON "lives" USING btree ("game_away_team_id");--> statement-breakpoint
-- A live written with a game (or moved to another, or off one) takes that game's league and teams; a
-- statement that writes the copied columns themselves has them replaced by the game's. Other changes of
-- a live (its status, its viewers) do not read the game.
CREATE FUNCTION "lives_copy_game"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."game_id" IS NULL THEN
    NEW."game_league_id" := NULL;
    NEW."game_home_team_id" := NULL;
    NEW."game_away_team_id" := NULL;
  ELSE
    SELECT g."league_id", g."home_team_id", g."away_team_id"
      INTO NEW."game_league_id", NEW."game_home_team_id", NEW."game_away_team_id"
      FROM "games" g WHERE g."id" = NEW."game_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lives_copy_game"
  BEFORE INSERT OR UPDATE OF "game_id", "game_league_id", "game_home_team_id", "game_away_team_id" ON "lives"
  FOR EACH ROW EXECUTE FUNCTION "lives_copy_game"();--> statement-breakpoint
-- A game whose league or teams change passes them on to its lives.
CREATE FUNCTION "games_copy_to_lives"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lives" SET "game_league_id" = NEW."league_id", "game_home_team_id" = NEW."home_team_id",
      "game_away_team_id" = NEW."away_team_id"
    WHERE "game_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "games_copy_to_lives" AFTER UPDATE OF "league_id", "home_team_id", "away_team_id" ON "games"
  FOR EACH ROW WHEN (OLD."league_id" IS DISTINCT FROM NEW."league_id"
    OR OLD."home_team_id" IS DISTINCT FROM NEW."home_team_id"
    OR OLD."away_team_id" IS DISTINCT FROM NEW."away_team_id")
  EXECUTE FUNCTION "games_copy_to_lives"();--> statement-breakpoint
-- The lives there are take their games' now, last: the update queues the catalogue version's trigger, and
-- a table with queued trigger events takes no new index or trigger in the same transaction.
UPDATE "lives" SET "game_league_id" = g."league_id", "game_home_team_id" = g."home_team_id", "game_away_team_id" = g."away_team_id"
  FROM "games" g WHERE g."id" = "lives"."game_id";
