-- Search without scanning (issue 13 point 7). A keyword matches a name in Japanese, Korean or English as a
-- literal, case-insensitive substring (ILIKE '%…%', catalogue.queries.ts). A GIN index over each row's
-- character n-grams — every single character and every pair of neighbours, lower-cased, of all the
-- searched texts — finds the rows holding all the keyword's pairs (its one character when it is one
-- long); the ILIKE then keeps the exact matches, so the answers are those of a scan. Pairs and not
-- pg_trgm's triples: a trigram index cannot serve a keyword of one or two characters, and two-character
-- keywords are the common case in Japanese and Korean (東京, 巨人, 서울); this needs no extension either,
-- so it is the same on PGlite and PostgreSQL. fastupdate off: new rows go straight into the index
-- (the catalogue changes seldom) rather than a pending list that every search reads through until a
-- vacuum, and PGlite has no autovacuum to empty it.
CREATE FUNCTION "kickoff_ngrams"(VARIADIC texts text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(substr(t.l, i, n)), '{}')
  FROM (SELECT lower(x) AS l FROM unnest(texts) AS x WHERE x IS NOT NULL) AS t,
    generate_series(1, char_length(t.l)) AS i, (VALUES (1), (2)) AS v(n)
  WHERE i + n - 1 <= char_length(t.l)
$$;
--> statement-breakpoint
-- What a keyword must find in kickoff_ngrams: its pairs, or its one character.
CREATE FUNCTION "kickoff_keyword_ngrams"(keyword text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(k.l) < 2 THEN array_remove(ARRAY[k.l], '')
    ELSE ARRAY(SELECT substr(k.l, i, 2) FROM generate_series(1, char_length(k.l) - 1) AS i) END
  FROM (SELECT lower(keyword) AS l) AS k
$$;
--> statement-breakpoint
CREATE INDEX "teams_search_idx" ON "teams" USING gin (kickoff_ngrams("name" ->> 'ja', "name" ->> 'ko', "name" ->> 'en', "short_name" ->> 'ja', "short_name" ->> 'ko', "short_name" ->> 'en', "code")) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "leagues_search_idx" ON "leagues" USING gin (kickoff_ngrams("name" ->> 'ja', "name" ->> 'ko', "name" ->> 'en')) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "origins_search_idx" ON "origins" USING gin (kickoff_ngrams("title" ->> 'ja', "title" ->> 'ko', "title" ->> 'en')) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "vods_search_idx" ON "vods" USING gin (kickoff_ngrams("title" ->> 'ja', "title" ->> 'ko', "title" ->> 'en')) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "lives_search_idx" ON "lives" USING gin (kickoff_ngrams("title" ->> 'ja', "title" ->> 'ko', "title" ->> 'en')) WITH (fastupdate = off);
