-- VOD search (search.repo.ts) finds the VODs of the teams and leagues a keyword names. By team it walked
-- each team's games (~900 a side at the bench's scale, through games_home/away_begin_idx) and probed
-- vods_game_idx for every one (~1.3 ms a side). Each VOD now carries its game's league and teams, copied
-- by the triggers below and never written by the app (as migration 0017 does for lives), so those VODs
-- come from an index of their own (issue 13 point 7).
ALTER TABLE "vods" ADD COLUMN "game_league_id" integer;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "game_home_team_id" integer;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "game_away_team_id" integer;--> statement-breakpoint
CREATE INDEX "vods_game_league_idx" ON "vods" USING btree ("game_league_id");--> statement-breakpoint
CREATE INDEX "vods_game_home_team_idx" ON "vods" USING btree ("game_home_team_id");--> statement-breakpoint
CREATE INDEX "vods_game_away_team_idx" ON "vods" USING btree ("game_away_team_id");--> statement-breakpoint
-- A VOD written with a game (or moved to another, or off one) takes that game's league and teams; a
-- statement that writes the copied columns themselves has them replaced by the game's. Other changes of
-- a VOD (its views, its likes) do not read the game.
CREATE FUNCTION "vods_copy_game"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "vods_copy_game"
  BEFORE INSERT OR UPDATE OF "game_id", "game_league_id", "game_home_team_id", "game_away_team_id" ON "vods"
  FOR EACH ROW EXECUTE FUNCTION "vods_copy_game"();--> statement-breakpoint
-- A game whose league or teams change passes them on to its VODs.
CREATE FUNCTION "games_copy_to_vods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vods" SET "game_league_id" = NEW."league_id", "game_home_team_id" = NEW."home_team_id",
      "game_away_team_id" = NEW."away_team_id"
    WHERE "game_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "games_copy_to_vods" AFTER UPDATE OF "league_id", "home_team_id", "away_team_id" ON "games"
  FOR EACH ROW WHEN (OLD."league_id" IS DISTINCT FROM NEW."league_id"
    OR OLD."home_team_id" IS DISTINCT FROM NEW."home_team_id"
    OR OLD."away_team_id" IS DISTINCT FROM NEW."away_team_id")
  EXECUTE FUNCTION "games_copy_to_vods"();--> statement-breakpoint
-- The VODs there are take their games' now, last. That rewrites every VOD with a game, and the GIN index
-- of their titles takes a rewrite badly: on the bench's 200,000 VODs it went from 36 to 83 MB, and a title
-- search's index scan from 0.4 to 7.5 ms, VACUUM or not. So it is dropped first and made again after
-- (as migration 0014 made it). The catalogue version's deferred trigger fires at the end of the update
-- (IMMEDIATE): a table with queued trigger events takes no new index in the same transaction.
DROP INDEX "vods_search_idx";--> statement-breakpoint
SET CONSTRAINTS "vods_catalogue_version" IMMEDIATE;--> statement-breakpoint
UPDATE "vods" SET "game_league_id" = g."league_id", "game_home_team_id" = g."home_team_id", "game_away_team_id" = g."away_team_id"
  FROM "games" g WHERE g."id" = "vods"."game_id";--> statement-breakpoint
SET CONSTRAINTS "vods_catalogue_version" DEFERRED;--> statement-breakpoint
CREATE INDEX "vods_search_idx" ON "vods" USING gin (kickoff_ngrams("title" ->> 'ja', "title" ->> 'ko', "title" ->> 'en'));
