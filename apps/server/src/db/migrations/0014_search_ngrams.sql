-- Search without scanning (issue 13 point 7). A keyword matches a name in Japanese, Korean or English as a
-- literal, case-insensitive substring (ILIKE '%…%', catalogue.queries.ts). A GIN index over each row's
-- character n-grams — every single character and every pair of neighbours, lower-cased, of all the
-- searched texts — finds the rows holding all the keyword's pairs (its one character when it is one
-- long); the ILIKE then keeps the exact matches, so the answers are those of a scan. Pairs and not
-- pg_trgm's triples: a trigram index cannot serve a keyword of one or two characters, and two-character
-- keywords are the common case in Japanese and Korean (東京, 巨人, 서울); this needs no extension either,
-- so it is the same on PGlite and PostgreSQL. The indexes keep GIN's pending list (fastupdate): new rows
-- wait there until a vacuum (PostgreSQL's autovacuum) or 4 MB of them; with it off, every row went
-- into the index at once and the demo's seeding on PGlite took twice as long.
--
-- One expression of built-in string functions (ten times faster than a generate_series over the
-- characters: 200,000 VOD titles indexed in about 25 s instead of 66 s on the loaded bench machine): the texts joined by
-- U+0001 and lower-cased; its characters; its pairs from the 1st, 3rd … character and from the 2nd, 4th
-- … (regexp_replace puts a U+0001 after each pair, string_to_array cuts there). Pairs across two texts
-- are cut or hold U+0001: never asked for. Empty strings in the array are harmless.
CREATE FUNCTION "kickoff_ngrams"(VARIADIC texts text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_to_array(lower(array_to_string(texts, E'\x01')), NULL)
    || string_to_array(regexp_replace(lower(array_to_string(texts, E'\x01')), '(..)', E'\\1\x01', 'g'), E'\x01')
    || string_to_array(regexp_replace(substr(lower(array_to_string(texts, E'\x01')), 2), '(..)', E'\\1\x01', 'g'), E'\x01')
$$;
--> statement-breakpoint
-- What a keyword must find in kickoff_ngrams: its pairs (and, when its length is odd, its last character),
-- or its one character.
CREATE FUNCTION "kickoff_keyword_ngrams"(keyword text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_remove(
    string_to_array(regexp_replace(lower(keyword), '(..)', E'\\1\x01', 'g'), E'\x01')
      || string_to_array(regexp_replace(substr(lower(keyword), 2), '(..)', E'\\1\x01', 'g'), E'\x01'),
    '')
$$;
--> statement-breakpoint
CREATE INDEX "teams_search_idx" ON "teams" USING gin (kickoff_ngrams("name" ->> 'ja', "name" ->> 'ko', "name" ->> 'en', "short_name" ->> 'ja', "short_name" ->> 'ko', "short_name" ->> 'en', "code"));
--> statement-breakpoint
CREATE INDEX "leagues_search_idx" ON "leagues" USING gin (kickoff_ngrams("name" ->> 'ja', "name" ->> 'ko', "name" ->> 'en'));
--> statement-breakpoint
CREATE INDEX "origins_search_idx" ON "origins" USING gin (kickoff_ngrams("title" ->> 'ja', "title" ->> 'ko', "title" ->> 'en'));
--> statement-breakpoint
CREATE INDEX "vods_search_idx" ON "vods" USING gin (kickoff_ngrams("title" ->> 'ja', "title" ->> 'ko', "title" ->> 'en'));
--> statement-breakpoint
CREATE INDEX "lives_search_idx" ON "lives" USING gin (kickoff_ngrams("title" ->> 'ja', "title" ->> 'ko', "title" ->> 'en'));
