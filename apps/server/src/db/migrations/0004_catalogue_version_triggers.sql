-- The catalogue version (catalogue_version, 0003) goes up once per transaction that changes a catalogue
-- table the cached answers read (home, schedule, EPG: modules/catalogue/read-cache.ts). Row changes fire a
-- deferred constraint trigger, i.e. at commit: the version row is locked only then, after every other
-- lock of the transaction, so two writers can never deadlock on it; TRUNCATE fires a statement trigger.
-- A table that a newly cached answer reads needs the same two triggers (in a new migration).
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kickoff.catalogue_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('kickoff.catalogue_bumped_in', txid_current()::text, true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "game_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "game_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "game_types_catalogue_version_truncate" AFTER TRUNCATE ON "game_types" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leagues_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "leagues" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "leagues_catalogue_version_truncate" AFTER TRUNCATE ON "leagues" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "seasons_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "seasons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "seasons_catalogue_version_truncate" AFTER TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "competitions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "competitions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "competitions_catalogue_version_truncate" AFTER TRUNCATE ON "competitions" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rounds_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "rounds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "rounds_catalogue_version_truncate" AFTER TRUNCATE ON "rounds" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "teams_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "teams_catalogue_version_truncate" AFTER TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "games_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "games" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "games_catalogue_version_truncate" AFTER TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "lives_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "lives" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "lives_catalogue_version_truncate" AFTER TRUNCATE ON "lives" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "origins_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "origins" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "origins_catalogue_version_truncate" AFTER TRUNCATE ON "origins" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "themes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "themes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "themes_catalogue_version_truncate" AFTER TRUNCATE ON "themes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vods_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "vods" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "vods_catalogue_version_truncate" AFTER TRUNCATE ON "vods" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "theme_vods_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "theme_vods" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "theme_vods_catalogue_version_truncate" AFTER TRUNCATE ON "theme_vods" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "channels_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "channels" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "channels_catalogue_version_truncate" AFTER TRUNCATE ON "channels" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "programs_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "programs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "programs_catalogue_version_truncate" AFTER TRUNCATE ON "programs" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "news_posts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "news_posts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "news_posts_catalogue_version_truncate" AFTER TRUNCATE ON "news_posts" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_sections_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "page_sections" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "page_sections_catalogue_version_truncate" AFTER TRUNCATE ON "page_sections" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
