-- A league's VOD list (its page and its VOD tab, vod.repo.ts byLeague) counts the league's VODs for its
-- total. That count read every one of them from the table: some 600 VODs a league at the bench's scale,
-- each row ~900 bytes, on ~76 pages of a 182-MB table that does not stay in a default 128-MB buffer
-- cache: 3–7 ms a count on a host whose page reads are slow (issue 13 point 7, "league: VODs page" at
-- 7–16x SELECT 1). With `kind` (the list's one filter besides the league) in the index the count is an
-- index-only scan of some 7 pages (VODs are rarely written, so their pages stay all-visible). `id` joins
-- the key so that the page's order (published_at DESC NULLS LAST, id DESC) is the index's own.
DROP INDEX "vods_league_published_idx";--> statement-breakpoint
CREATE INDEX "vods_league_published_idx" ON "vods" USING btree ("league_id","published_at" DESC NULLS LAST,"id" DESC NULLS FIRST) INCLUDE ("kind");
