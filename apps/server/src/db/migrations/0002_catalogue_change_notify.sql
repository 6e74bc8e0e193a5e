-- Also announce each new catalogue version with NOTIFY. The embedded database (PGlite) delivers it to
-- the one process that owns the data directory as part of the writing statement, so that process can
-- validate its cached offer list without a query per request.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_version bigint;
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO new_version;
  PERFORM pg_notify('catalogue_changed', new_version::text);
  RETURN NULL;
END;
$$;
