-- The catalogue version's bump (0004) also sends NOTIFY kickoff_catalogue with the new version, delivered
-- to every listening connection at the commit that raised it: each instance keeps the version in memory
-- (shared/catalogue-version.ts) instead of reading it on every request.
CREATE OR REPLACE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  IF current_setting('kickoff.catalogue_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('kickoff.catalogue_bumped_in', txid_current()::text, true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO bumped;
    PERFORM pg_notify('kickoff_catalogue', bumped::text);
  END IF;
  RETURN NULL;
END
$$;
