-- VOD and live search match teams by name only (not short name or code, which teams' `search_text` holds
-- too for the search screen's teams). Their exact test was an ILIKE of each language's name over the teams
-- the index found: a keyword like 名古屋 or "sharks" finds 165–240 teams, and the three ILIKEs took
-- 0.24 ms of a 1 ms search. `name_search_text` holds the names alone, lower-cased and joined by U+0001 as
-- in 0020, so the test is one `strpos` a row, with the same matches (0020's reasoning).
ALTER TABLE "teams" ADD COLUMN "name_search_text" text GENERATED ALWAYS AS (lower(
  coalesce("name" ->> 'ja', '') || E'\x01' || coalesce("name" ->> 'ko', '') || E'\x01' || coalesce("name" ->> 'en', ''))) STORED;
