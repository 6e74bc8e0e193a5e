CREATE TABLE "brands" (
	"key" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "brand_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(brand_name, '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'), ' '))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_brand_key_idx" ON "offers" USING btree ("brand_key");--> statement-breakpoint
-- A brand's first slug, from its name: ASCII letters and digits (common Latin accents folded) in
-- words joined by hyphens, at most 50 characters so "-2"… still fits BRAND_SLUG_MAX; "brand" for a
-- name with none (e.g. Arabic only).
CREATE FUNCTION "brand_slug_base"(brand_name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(nullif(btrim(left(btrim(regexp_replace(
    translate(lower(brand_name), 'àáâãäåāçćčďèéêëēěìíîïīłñńňòóôõöøōřśšťùúûüūůýÿźžż', 'aaaaaaacccdeeeeeeiiiiilnnnooooooorsstuuuuuuyyzzz'),
    '[^a-z0-9]+', '-', 'g'), '-'), 50), '-'), ''), 'brand')
$$;--> statement-breakpoint
-- Makes the brand of `key` if there is none: its slug is the name's base, or the base with -2, -3…
-- when taken. ON CONFLICT without a target skips both a key and a slug already there (waiting for a
-- concurrent writer of either to finish); then the key's row tells which it was.
CREATE FUNCTION "ensure_brand"(brand_key text, brand_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  base text := brand_slug_base(brand_name);
  n integer := 1;
BEGIN
  LOOP
    INSERT INTO "brands" ("key", "slug")
      VALUES (brand_key, CASE WHEN n = 1 THEN base ELSE base || '-' || n END)
      ON CONFLICT DO NOTHING;
    IF FOUND OR EXISTS (SELECT 1 FROM "brands" WHERE "key" = brand_key) THEN
      RETURN;
    END IF;
    n := n + 1;
  END LOOP;
END;
$$;--> statement-breakpoint
-- Every write of offers makes the brands (first offer first) its rows name, in its own transaction, so every writer
-- (console, partnership approval, seeds, tests) gets them and an offer never lacks its brand.
CREATE FUNCTION "ensure_offer_brands"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing record;
BEGIN
  FOR missing IN
    SELECT * FROM (
      SELECT DISTINCT ON (o."brand_key") o."brand_key", o."brand_name", o."id"
      FROM written_offers o
      WHERE NOT EXISTS (SELECT 1 FROM "brands" b WHERE b."key" = o."brand_key")
      ORDER BY o."brand_key", o."id"
    ) first_offers ORDER BY "id"
  LOOP
    PERFORM ensure_brand(missing."brand_key", missing."brand_name");
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_ensure_brands_insert"
  AFTER INSERT ON "offers" REFERENCING NEW TABLE AS written_offers
  FOR EACH STATEMENT EXECUTE FUNCTION "ensure_offer_brands"();--> statement-breakpoint
CREATE TRIGGER "offers_ensure_brands_update"
  AFTER UPDATE ON "offers" REFERENCING NEW TABLE AS written_offers
  FOR EACH STATEMENT EXECUTE FUNCTION "ensure_offer_brands"();--> statement-breakpoint
-- The offers there are now, oldest first, so the oldest brand keeps the plain slug.
DO $$
DECLARE
  existing record;
BEGIN
  FOR existing IN
    SELECT * FROM (
      SELECT DISTINCT ON ("brand_key") "brand_key", "brand_name", "id" FROM "offers" ORDER BY "brand_key", "id"
    ) first_offers ORDER BY "id"
  LOOP
    PERFORM ensure_brand(existing."brand_key", existing."brand_name");
  END LOOP;
END;
$$;--> statement-breakpoint
-- A new slug changes the public offers (brandSlug): the catalogue version moves as for offers (0001).
CREATE TRIGGER "brands_bump_catalogue_version"
  AFTER UPDATE OR DELETE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "brands_touch_updated_at"
  BEFORE UPDATE ON "brands"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
-- A BEFORE trigger's WHEN may not read a row of a table with a generated column, so the rule of 0014
-- (an update that only sets featured_rank is not an edit) moves into the function; brand_key is left
-- out of the comparison because a BEFORE trigger sees it as null in NEW.
DROP TRIGGER "offers_touch_updated_at" ON "offers";--> statement-breakpoint
CREATE FUNCTION "touch_offer_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."featured_rank" IS NOT DISTINCT FROM NEW."featured_rank"
    OR (to_jsonb(OLD) - 'featured_rank' - 'brand_key') IS DISTINCT FROM (to_jsonb(NEW) - 'featured_rank' - 'brand_key')
  THEN
    NEW."updated_at" = now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_touch_updated_at"
  BEFORE UPDATE ON "offers"
  FOR EACH ROW EXECUTE FUNCTION "touch_offer_updated_at"();
