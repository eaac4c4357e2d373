-- A league page's next games and latest results (league.repo.ts nextGames/latestResults: one season of
-- one league, by start time, a few): walked in start order within the season and stopped after the
-- few, instead of every game of the season read and sorted (issue 13 point 7, 1,000,000 games).
CREATE INDEX "games_season_begin_idx" ON "games" USING btree ("season_id", "begin_at");
--> statement-breakpoint
-- A season belongs to one league: told so, the planner no longer multiplies the two filters' shares
-- (it guessed one game of 380 and sorted them all rather than walking the index above).
CREATE STATISTICS "games_season_league_stats" (dependencies) ON "season_id", "league_id" FROM "games";
