CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"colors" jsonb NOT NULL,
	"video_id" text,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dest_id" integer NOT NULL,
	"order_no" integer NOT NULL,
	CONSTRAINT "favorites_user_id_kind_dest_id_pk" PRIMARY KEY("user_id","kind","dest_id")
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"is_team" boolean DEFAULT true NOT NULL,
	"is_use_season_name" boolean DEFAULT false NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_type_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"round_id" integer,
	"competition_id" integer,
	"home_team_id" integer,
	"away_team_id" integer,
	"title" jsonb,
	"venue" jsonb,
	"begin_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_type_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"short_name" jsonb NOT NULL,
	"description" jsonb,
	"colors" jsonb NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leagues_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer,
	"channel_id" integer,
	"title" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"broadcast_type" smallint DEFAULT 100 NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"video_id" text,
	"play_uid" text,
	"bypass" boolean DEFAULT false NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"live_id" integer,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"score_on" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_type_id" integer,
	"league_id" integer,
	"team_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "origins" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_type_id" integer,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"key_name" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_no" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"season_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"stats" jsonb NOT NULL,
	CONSTRAINT "player_stats_season_id_player_id_pk" PRIMARY KEY("season_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"number" integer,
	"position" jsonb,
	"birth_date" text
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"days" smallint DEFAULT 1 NOT NULL,
	"title" jsonb,
	"content" jsonb,
	"img_url_top" text,
	"img_url_bottom" text,
	"link1" text,
	"link1_id" text,
	"link2" text,
	"link2_id" text,
	"paths" jsonb DEFAULT '["/"]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"broadcast_type" smallint DEFAULT 200 NOT NULL,
	"game_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"is_hide" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"dest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"competition_id" integer,
	"name" jsonb NOT NULL,
	"order_no" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_entries" (
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "season_entries_season_id_team_id_pk" PRIMARY KEY("season_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"year" integer NOT NULL,
	"name" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"played" integer NOT NULL,
	"won" integer NOT NULL,
	"drawn" integer NOT NULL,
	"lost" integer NOT NULL,
	"score_for" integer NOT NULL,
	"score_against" integer NOT NULL,
	"points" integer NOT NULL,
	"form" text DEFAULT '' NOT NULL,
	CONSTRAINT "standings_season_id_team_id_pk" PRIMARY KEY("season_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_type_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"short_name" jsonb NOT NULL,
	"code" text NOT NULL,
	"city" jsonb,
	"venue" jsonb,
	"colors" jsonb NOT NULL,
	"founded" integer
);
--> statement-breakpoint
CREATE TABLE "theme_vods" (
	"theme_id" integer NOT NULL,
	"vod_id" integer NOT NULL,
	"order_no" integer NOT NULL,
	CONSTRAINT "theme_vods_theme_id_vod_id_pk" PRIMARY KEY("theme_id","vod_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vods" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer,
	"league_id" integer,
	"game_type_id" integer,
	"origin_id" integer,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"duration" integer NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"video_id" text,
	"clip_id" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_alerts" ADD CONSTRAINT "member_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_alerts" ADD CONSTRAINT "member_alerts_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origins" ADD CONSTRAINT "origins_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_vods" ADD CONSTRAINT "theme_vods_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_vods" ADD CONSTRAINT "theme_vods_vod_id_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."vods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_origin_id_origins_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."origins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_begin_idx" ON "games" USING btree ("begin_at");--> statement-breakpoint
CREATE INDEX "games_league_begin_idx" ON "games" USING btree ("league_id","begin_at");--> statement-breakpoint
CREATE INDEX "games_type_begin_idx" ON "games" USING btree ("game_type_id","begin_at");--> statement-breakpoint
CREATE INDEX "games_home_begin_idx" ON "games" USING btree ("home_team_id","begin_at");--> statement-breakpoint
CREATE INDEX "games_away_begin_idx" ON "games" USING btree ("away_team_id","begin_at");--> statement-breakpoint
CREATE INDEX "games_season_round_idx" ON "games" USING btree ("season_id","round_id");--> statement-breakpoint
CREATE INDEX "leagues_game_type_idx" ON "leagues" USING btree ("game_type_id","order_no");--> statement-breakpoint
CREATE INDEX "lives_game_idx" ON "lives" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "lives_begin_idx" ON "lives" USING btree ("begin_at");--> statement-breakpoint
CREATE INDEX "lives_status_idx" ON "lives" USING btree ("status","begin_at");--> statement-breakpoint
CREATE INDEX "member_alerts_user_idx" ON "member_alerts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_alerts_once_key" ON "member_alerts" USING btree ("user_id","live_id");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news_posts" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_league_idx" ON "news_posts" USING btree ("league_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "page_sections_page_idx" ON "page_sections" USING btree ("page","order_no");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "popups_window_idx" ON "popups" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "programs_channel_start_idx" ON "programs" USING btree ("channel_id","start_time");--> statement-breakpoint
CREATE INDEX "programs_start_idx" ON "programs" USING btree ("start_time") WHERE not "programs"."is_hide";--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_member_dest_key" ON "reservations" USING btree ("user_id","type","dest_id");--> statement-breakpoint
CREATE INDEX "reservations_dest_idx" ON "reservations" USING btree ("type","dest_id");--> statement-breakpoint
CREATE INDEX "rounds_season_idx" ON "rounds" USING btree ("season_id","order_no");--> statement-breakpoint
CREATE INDEX "season_entries_team_idx" ON "season_entries" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "seasons_league_idx" ON "seasons" USING btree ("league_id","year");--> statement-breakpoint
CREATE INDEX "standings_rank_idx" ON "standings" USING btree ("season_id","rank");--> statement-breakpoint
CREATE INDEX "teams_game_type_idx" ON "teams" USING btree ("game_type_id");--> statement-breakpoint
CREATE INDEX "theme_vods_order_idx" ON "theme_vods" USING btree ("theme_id","order_no");--> statement-breakpoint
CREATE INDEX "vods_game_idx" ON "vods" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "vods_published_idx" ON "vods" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vods_league_published_idx" ON "vods" USING btree ("league_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vods_type_published_idx" ON "vods" USING btree ("game_type_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vods_origin_idx" ON "vods" USING btree ("origin_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vods_views_idx" ON "vods" USING btree ("views" DESC NULLS LAST);