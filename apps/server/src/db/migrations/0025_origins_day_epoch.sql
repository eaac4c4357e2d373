-- VOD lists read their names' ids and the epoch (`day_epoch`, 0019) in one statement, and take the names
-- from those kept per instance while the epoch holds (catalogue/vod-names.ts). The epoch moved with every
-- statement on the names a schedule shows (sports, leagues, seasons, rounds, teams); a VOD also shows its
-- programme's title, colours and sport, so a statement on the programmes now moves it too (operator work,
-- rare: the kept days of the schedule and the EPG are read again, as after any name's change).
CREATE TRIGGER "origins_day_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "origins"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_epoch_bump"();
