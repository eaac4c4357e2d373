-- Live search in one index scan (issue 13 point 7), as 0024 did for VODs. A live matched a keyword by its
-- title, or by the name of its game's league or either team (by name: not short name or code). That was a
-- union of four index scans after finding the teams and leagues the keyword names: 1.08 ms in the database
-- for 名古屋 at the bench's scale (165 teams named, 0.25 ms; each team scan of the lives 0.10–0.16 ms).
-- Now each live carries those names in `names_text` (lower-cased, joined by U+0001 as in 0020: the home
-- team's names, the away team's, the league's), written by the triggers below and never by the app, and its
-- `search_text` holds its titles and then `names_text`. The exact test over it has the same matches as the
-- four scans did: no match crosses two texts (0020's reasoning). 0017's copies of the game's league and
-- teams stay: the names are read from them, and their indexes find a renamed team's lives.
-- The names of a live, from the ids it carries (0017's copies of its game's league and teams).
CREATE FUNCTION "live_names_text"(game_league_id integer, home_team_id integer, away_team_id integer)
    RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT t."name_search_text" FROM "teams" t WHERE t."id" = home_team_id), '')
    || E'\x01' || coalesce((SELECT t."name_search_text" FROM "teams" t WHERE t."id" = away_team_id), '')
    || E'\x01' || coalesce((SELECT l."search_text" FROM "leagues" l WHERE l."id" = game_league_id), '')
$$;--> statement-breakpoint
-- A live written with other copies of its game (after 0017's lives_copy_game, which this trigger follows by
-- name) takes their names; a statement writing `names_text` has it computed again.
CREATE FUNCTION "lives_names_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."names_text" := "live_names_text"(NEW."game_league_id", NEW."game_home_team_id", NEW."game_away_team_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A renamed team or league has its lives' names computed again.
CREATE FUNCTION "teams_names_to_lives"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lives" SET "names_text" = NULL WHERE "game_home_team_id" = NEW."id" OR "game_away_team_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "leagues_names_to_lives"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lives" SET "names_text" = NULL WHERE "game_league_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teams_names_to_lives" AFTER UPDATE OF "name" ON "teams"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "teams_names_to_lives"();--> statement-breakpoint
CREATE TRIGGER "leagues_names_to_lives" AFTER UPDATE OF "name" ON "leagues"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "leagues_names_to_lives"();--> statement-breakpoint
-- The search text is made again with the names, as in 0024: the old one and its index go, the names are
-- written (every live rewritten once, with the catalogue version's trigger made immediate for it: a table
-- with queued trigger events takes no new column or index in the same transaction), then the new generated
-- column and its index, built once over the final rows.
ALTER TABLE "lives" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "names_text" text;--> statement-breakpoint
CREATE TRIGGER "lives_names_text"
  BEFORE INSERT OR UPDATE OF "game_id", "game_league_id", "game_home_team_id", "game_away_team_id", "names_text"
  ON "lives" FOR EACH ROW EXECUTE FUNCTION "lives_names_text"();--> statement-breakpoint
SET CONSTRAINTS "lives_catalogue_version" IMMEDIATE;--> statement-breakpoint
UPDATE "lives" SET "names_text" = NULL;--> statement-breakpoint
SET CONSTRAINTS "lives_catalogue_version" DEFERRED;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce("title" ->> 'ja', '') || E'\x01' || coalesce("title" ->> 'ko', '') || E'\x01' || coalesce("title" ->> 'en', '')
  || E'\x01' || coalesce("names_text", ''))) STORED;--> statement-breakpoint
CREATE INDEX "lives_search_idx" ON "lives" USING gin (kickoff_grams("search_text"));
