-- Every write to offers bumps catalogue_state.version in the same transaction, so each app process
-- can validate its cached public list with one primary-key read (offers service). The new version is
-- also announced with NOTIFY: the embedded database (PGlite) delivers it to the one process that owns
-- the data directory as part of the writing statement, so that process needs no query per request.
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_version bigint;
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO new_version;
  PERFORM pg_notify('catalogue_changed', new_version::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_bump_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" = now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_touch_updated_at"
  BEFORE UPDATE ON "offers"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
