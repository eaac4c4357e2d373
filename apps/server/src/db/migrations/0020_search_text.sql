-- Search in fewer steps (issue 13 point 7). Migration 0014 indexed each searched row's characters and
-- character pairs, and tested each row the index found with an ILIKE per language. At the bench's scale a
-- VOD search spent most of its time in those two steps: a keyword's pairs are common (広島, タイ, ガー each in
-- thousands of titles), so GIN intersected long lists; and ILIKE lower-cases each language of each found
-- row again (about 5 µs a row). Now:
-- - each searched table has `search_text`: its searched texts, lower-cased and joined by U+0001, stored
--   (a generated column: written by PostgreSQL on every insert and update, never by the app);
-- - the index holds its characters, pairs and triples (kickoff_grams); a keyword of three or more
--   characters is looked up by triples that cover it (kickoff_keyword_grams), which are rare: the GIN step
--   of 広島タイガース went from 1.4 to 0.3 ms;
-- - the exact test is `strpos(search_text, lower(keyword)) > 0` on the stored text (about 0.5 µs a row),
--   the same matches as the ILIKE of each language: ILIKE lower-cases both sides with lower() too, and
--   no match crosses two texts, since a keyword holding U+0001 has no grams (below) and so finds nothing.
-- Teams' text holds their names, short names and code (the search screen's teams match any of them);
-- VOD and live search match teams by name only and keep an ILIKE on the names of the few teams found.
-- 0014's functions and indexes are dropped; the indexes keep their names.
DROP INDEX "teams_search_idx";
--> statement-breakpoint
DROP INDEX "leagues_search_idx";
--> statement-breakpoint
DROP INDEX "origins_search_idx";
--> statement-breakpoint
DROP INDEX "vods_search_idx";
--> statement-breakpoint
DROP INDEX "lives_search_idx";
--> statement-breakpoint
DROP FUNCTION "kickoff_keyword_ngrams"(text);
--> statement-breakpoint
DROP FUNCTION "kickoff_ngrams"(VARIADIC text[]);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce("name" ->> 'ja', '') || E'\x01' || coalesce("name" ->> 'ko', '') || E'\x01' || coalesce("name" ->> 'en', '')
  || E'\x01' || coalesce("short_name" ->> 'ja', '') || E'\x01' || coalesce("short_name" ->> 'ko', '')
  || E'\x01' || coalesce("short_name" ->> 'en', '') || E'\x01' || coalesce("code", ''))) STORED;
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce("name" ->> 'ja', '') || E'\x01' || coalesce("name" ->> 'ko', '') || E'\x01' || coalesce("name" ->> 'en', ''))) STORED;
--> statement-breakpoint
ALTER TABLE "origins" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce("title" ->> 'ja', '') || E'\x01' || coalesce("title" ->> 'ko', '') || E'\x01' || coalesce("title" ->> 'en', ''))) STORED;
--> statement-breakpoint
ALTER TABLE "vods" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce("title" ->> 'ja', '') || E'\x01' || coalesce("title" ->> 'ko', '') || E'\x01' || coalesce("title" ->> 'en', ''))) STORED;
--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce("title" ->> 'ja', '') || E'\x01' || coalesce("title" ->> 'ko', '') || E'\x01' || coalesce("title" ->> 'en', ''))) STORED;
--> statement-breakpoint
-- The grams of a search text: its characters, its pairs from the 1st, 2nd character and its triples from
-- the 1st, 2nd, 3rd (regexp_replace puts a U+0001 after each, string_to_array cuts there: ten times
-- faster than a generate_series over the characters). A piece left at the end is a shorter gram of the
-- same text; grams across two texts hold U+0001 and are never asked for; empty strings are removed.
CREATE FUNCTION "kickoff_grams"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_remove(
    string_to_array(t, NULL)
      || string_to_array(regexp_replace(t, '(..)', E'\\1\x01', 'g'), E'\x01')
      || string_to_array(regexp_replace(substr(t, 2), '(..)', E'\\1\x01', 'g'), E'\x01')
      || string_to_array(regexp_replace(t, '(...)', E'\\1\x01', 'g'), E'\x01')
      || string_to_array(regexp_replace(substr(t, 2), '(...)', E'\\1\x01', 'g'), E'\x01')
      || string_to_array(regexp_replace(substr(t, 3), '(...)', E'\\1\x01', 'g'), E'\x01'),
    '')
$$;
--> statement-breakpoint
-- What a keyword's text must hold in kickoff_grams: the keyword itself when it is one or two characters
-- long; else its triples from the 1st, 4th, 7th … character and its last triple, which cover it (fewer
-- and rarer keys than every pair: GIN intersects fewer, shorter lists). NULL (finds nothing) for a
-- keyword holding U+0001, the separator of the texts. One expression, not STRICT, so that PostgreSQL
-- inlines it: a prepared read's generic plan computes it once per execution instead of planning and
-- running a SQL function each time (0.4 ms with a FROM clause).
CREATE FUNCTION "kickoff_keyword_grams"(keyword text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN strpos(keyword, E'\x01') > 0 THEN NULL
    WHEN char_length(keyword) < 3 THEN ARRAY[lower(keyword)]
    ELSE array_remove(
      string_to_array(
        regexp_replace(lower(left(keyword, char_length(keyword) / 3 * 3)), '(...)', E'\\1\x01', 'g'),
        E'\x01'),
      '') || lower(right(keyword, 3))
  END
$$;
--> statement-breakpoint
CREATE INDEX "teams_search_idx" ON "teams" USING gin (kickoff_grams("search_text"));
--> statement-breakpoint
CREATE INDEX "leagues_search_idx" ON "leagues" USING gin (kickoff_grams("search_text"));
--> statement-breakpoint
CREATE INDEX "origins_search_idx" ON "origins" USING gin (kickoff_grams("search_text"));
--> statement-breakpoint
CREATE INDEX "vods_search_idx" ON "vods" USING gin (kickoff_grams("search_text"));
--> statement-breakpoint
CREATE INDEX "lives_search_idx" ON "lives" USING gin (kickoff_grams("search_text"));
