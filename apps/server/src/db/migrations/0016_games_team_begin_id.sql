-- A VOD search by team (search.repo.ts, vodMatches: the games of the few teams a keyword names, then
-- the VODs of those games) reads every game of those teams for its id alone. With the id in the team
-- indexes that is an index-only scan: the six teams a name like 広島タイガース matches have some 1,800
-- games, each on a page of its own of the games table, no longer visited one by one (issue 13 point 7).
-- The indexes keep their names, columns and order: a team's games by start time read them as before.
DROP INDEX "games_home_begin_idx";
--> statement-breakpoint
CREATE INDEX "games_home_begin_idx" ON "games" USING btree ("home_team_id", "begin_at") INCLUDE ("id");
--> statement-breakpoint
DROP INDEX "games_away_begin_idx";
--> statement-breakpoint
CREATE INDEX "games_away_begin_idx" ON "games" USING btree ("away_team_id", "begin_at") INCLUDE ("id");
