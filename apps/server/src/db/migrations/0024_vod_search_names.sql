-- VOD search in one index scan (issue 13 point 7). A VOD matched a keyword by its title, or by the names
-- of its programme, its league (its own, else its game's) or either team of its game (by name: not short
-- name or code). Those were six index scans put together (the five by name after finding the teams,
-- leagues and programmes the keyword names): 0.15 ms of a 0.9-ms search for 広島タイガース. Now each VOD
-- carries those names in `names_text` (lower-cased, joined by U+0001 as in 0020: the home team's names, the
-- away team's, the league's, the programme's), written by the triggers below and never by the app, and its
-- `search_text` holds its titles and then `names_text`. The exact test over it has the same matches as the
-- six did: no match crosses two texts (0020's reasoning).
-- With the names in one text, a VOD holds more grams side by side: 센다이 이글스's triples 센다이, " 이글" and
-- 이글스 were also in 1,818 VODs of a Sendai team against some Eagles, each found and tested for nothing
-- (1.7 ms against 0.3). A keyword is now also looked up by the triples that bridge those it was looked up
-- by (from the 3rd, 6th … character: "이 이"), so that each two in a row overlap; still all within the
-- keyword, so nothing it matches is missed, and one expression, inlined (0020).
CREATE OR REPLACE FUNCTION "kickoff_keyword_grams"(keyword text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN strpos(keyword, E'\x01') > 0 THEN NULL
    WHEN char_length(keyword) < 3 THEN ARRAY[lower(keyword)]
    ELSE array_remove(
      string_to_array(
        regexp_replace(lower(left(keyword, char_length(keyword) / 3 * 3)), '(...)', E'\\1\x01', 'g'),
        E'\x01'),
      '')
      || array_remove(
        string_to_array(
          regexp_replace(lower(left(substr(keyword, 3), (char_length(keyword) - 2) / 3 * 3)), '(...)', E'\\1\x01', 'g'),
          E'\x01'),
        '')
      || lower(right(keyword, 3))
  END
$$;--> statement-breakpoint
-- The names of a VOD, from the ids it carries (0018's copies of its game's league and teams).
CREATE FUNCTION "vod_names_text"(league_id integer, game_league_id integer, origin_id integer,
    home_team_id integer, away_team_id integer) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT t."name_search_text" FROM "teams" t WHERE t."id" = home_team_id), '')
    || E'\x01' || coalesce((SELECT t."name_search_text" FROM "teams" t WHERE t."id" = away_team_id), '')
    || E'\x01' || coalesce((SELECT l."search_text" FROM "leagues" l WHERE l."id" = coalesce(league_id, game_league_id)), '')
    || E'\x01' || coalesce((SELECT o."search_text" FROM "origins" o WHERE o."id" = origin_id), '')
$$;--> statement-breakpoint
-- A VOD written with other ids (its league, programme or game, or its game's copies: after 0018's
-- vods_copy_game, which the names' trigger follows by name) takes their names; a statement writing
-- `names_text` has it computed again.
CREATE FUNCTION "vods_names_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."names_text" := "vod_names_text"(NEW."league_id", NEW."game_league_id", NEW."origin_id",
    NEW."game_home_team_id", NEW."game_away_team_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A renamed team, league or programme has its VODs' names computed again.
CREATE FUNCTION "teams_names_to_vods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vods" SET "names_text" = NULL WHERE "game_home_team_id" = NEW."id" OR "game_away_team_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "leagues_names_to_vods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vods" SET "names_text" = NULL WHERE "league_id" = NEW."id" OR "game_league_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "origins_names_to_vods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vods" SET "names_text" = NULL WHERE "origin_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teams_names_to_vods" AFTER UPDATE OF "name" ON "teams"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "teams_names_to_vods"();--> statement-breakpoint
CREATE TRIGGER "leagues_names_to_vods" AFTER UPDATE OF "name" ON "leagues"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "leagues_names_to_vods"();--> statement-breakpoint
CREATE TRIGGER "origins_names_to_vods" AFTER UPDATE OF "title" ON "origins"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION "origins_names_to_vods"();--> statement-breakpoint
-- The search text is made again with the names: the old one and its index go, the names are written
-- (every VOD rewritten once: the catalogue version's deferred trigger fires at the end of the update, as in
-- 0018, since a table with queued trigger events takes no new column or index in the same transaction),
-- then the new generated column (a second rewrite) and its index, built once over the final rows.
ALTER TABLE "vods" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "names_text" text;--> statement-breakpoint
CREATE TRIGGER "vods_names_text"
  BEFORE INSERT OR UPDATE OF "league_id", "origin_id", "game_id", "game_league_id", "game_home_team_id",
    "game_away_team_id", "names_text" ON "vods"
  FOR EACH ROW EXECUTE FUNCTION "vods_names_text"();--> statement-breakpoint
SET CONSTRAINTS "vods_catalogue_version" IMMEDIATE;--> statement-breakpoint
UPDATE "vods" SET "names_text" = NULL;--> statement-breakpoint
SET CONSTRAINTS "vods_catalogue_version" DEFERRED;--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce("title" ->> 'ja', '') || E'\x01' || coalesce("title" ->> 'ko', '') || E'\x01' || coalesce("title" ->> 'en', '')
  || E'\x01' || coalesce("names_text", ''))) STORED;--> statement-breakpoint
CREATE INDEX "vods_search_idx" ON "vods" USING gin (kickoff_grams("search_text"));
