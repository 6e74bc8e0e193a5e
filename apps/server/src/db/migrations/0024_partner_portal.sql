CREATE TYPE "public"."brand_role" AS ENUM('owner', 'editor', 'viewer');--> statement-breakpoint
CREATE TYPE "public"."offer_change_status" AS ENUM('submitted', 'approved', 'returned', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."offer_status" ADD VALUE 'paused' BEFORE 'archived';--> statement-breakpoint
CREATE TABLE "brand_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" "brand_role" NOT NULL,
	"token_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "brand_invitations_email_normalised" CHECK ("brand_invitations"."email" = lower(btrim("brand_invitations"."email"))),
	CONSTRAINT "brand_invitations_locale_known" CHECK ("brand_invitations"."locale" in ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "brand_members" (
	"brand_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "brand_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_members_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offer_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"offer_id" integer,
	"fields" jsonb NOT NULL,
	"before" jsonb,
	"status" "offer_change_status" DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "brand_id" integer DEFAULT null;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "brand_invitations" ADD CONSTRAINT "brand_invitations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invitations" ADD CONSTRAINT "brand_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invitations" ADD CONSTRAINT "brand_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_members" ADD CONSTRAINT "brand_members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_members" ADD CONSTRAINT "brand_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_changes" ADD CONSTRAINT "offer_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_changes" ADD CONSTRAINT "offer_changes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_changes" ADD CONSTRAINT "offer_changes_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_changes" ADD CONSTRAINT "offer_changes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_invitations_token_unique" ON "brand_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "brand_invitations_brand_idx" ON "brand_invitations" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_members_user_idx" ON "brand_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_changes_open_unique" ON "offer_changes" USING btree ("offer_id") WHERE "offer_changes"."status" in ('submitted', 'returned') and "offer_changes"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "offer_changes_review_idx" ON "offer_changes" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "offer_changes_brand_idx" ON "offer_changes" USING btree ("brand_id","submitted_at");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_brand_id_idx" ON "offers" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_colour_hex" CHECK ("brands"."colour" is null or "brands"."colour" ~ '^#[0-9a-f]{6}$');;--> statement-breakpoint
-- Each brand's record from its offers, each field from the most recently updated offer that has it
-- (as its page showed it); a brand no offer names any more keeps its key as its name.
UPDATE "brands" b SET
  "name" = coalesce((SELECT o."brand_name" FROM "offers" o WHERE o."brand_key" = b."key"
    ORDER BY o."updated_at" DESC, o."id" DESC LIMIT 1), b."key"),
  "logo_url" = (SELECT o."logo_url" FROM "offers" o WHERE o."brand_key" = b."key" AND o."logo_url" IS NOT NULL
    ORDER BY o."updated_at" DESC, o."id" DESC LIMIT 1),
  "website_url" = (SELECT o."website_url" FROM "offers" o WHERE o."brand_key" = b."key" AND o."website_url" IS NOT NULL
    ORDER BY o."updated_at" DESC, o."id" DESC LIMIT 1),
  "description" = (SELECT o."business_description" FROM "offers" o
    WHERE o."brand_key" = b."key" AND o."business_description" IS NOT NULL
    ORDER BY o."updated_at" DESC, o."id" DESC LIMIT 1);--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
-- Naming each offer's brand is no edit of the offer: its updated_at stays.
ALTER TABLE "offers" DISABLE TRIGGER "offers_touch_updated_at";--> statement-breakpoint
UPDATE "offers" o SET "brand_id" = b."id" FROM "brands" b WHERE b."key" = o."brand_key";--> statement-breakpoint
ALTER TABLE "offers" ENABLE TRIGGER "offers_touch_updated_at";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "brand_id" SET NOT NULL;--> statement-breakpoint
-- The key of a brand name, as offers.brand_key computes it.
CREATE FUNCTION "brand_key_of"(brand_name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT lower(btrim(regexp_replace(brand_name, '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'), ' '))
$$;--> statement-breakpoint
-- A new brand's record starts with the name of the offer that made it.
CREATE OR REPLACE FUNCTION "ensure_brand"(brand_key text, brand_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  base text := brand_slug_base(brand_name);
  n integer := 1;
BEGIN
  LOOP
    INSERT INTO "brands" ("key", "slug", "name")
      VALUES (brand_key, CASE WHEN n = 1 THEN base ELSE base || '-' || n END, btrim(brand_name))
      ON CONFLICT DO NOTHING;
    IF FOUND OR EXISTS (SELECT 1 FROM "brands" WHERE "key" = brand_key) THEN
      RETURN;
    END IF;
    n := n + 1;
  END LOOP;
END;
$$;--> statement-breakpoint
DROP TRIGGER "offers_ensure_brands_insert" ON "offers";--> statement-breakpoint
DROP TRIGGER "offers_ensure_brands_update" ON "offers";--> statement-breakpoint
DROP FUNCTION "ensure_offer_brands"();--> statement-breakpoint
-- An offer's brand: the one it names by id (the partner portal), whose name it then carries; or, when
-- it names none or staff typed another brand name, the brand of that name, made if new. The name as
-- last typed (another case or spacing, same key) becomes the record's, as pages showed it before.
CREATE FUNCTION "offer_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named_key text;
  record_name text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."brand_id" IS NOT DISTINCT FROM OLD."brand_id"
      AND NEW."brand_name" IS DISTINCT FROM OLD."brand_name" THEN
    NEW."brand_id" := NULL;
  END IF;
  IF NEW."brand_id" IS NULL THEN
    named_key := brand_key_of(NEW."brand_name");
    SELECT "id", "name" INTO NEW."brand_id", record_name FROM "brands" WHERE "key" = named_key;
    IF NEW."brand_id" IS NULL THEN
      PERFORM ensure_brand(named_key, NEW."brand_name");
      SELECT "id" INTO NEW."brand_id" FROM "brands" WHERE "key" = named_key;
    ELSIF record_name IS DISTINCT FROM btrim(NEW."brand_name") THEN
      -- Only a real change writes brands: each write there moves the catalogue's version.
      UPDATE "brands" SET "name" = btrim(NEW."brand_name") WHERE "id" = NEW."brand_id";
    END IF;
  ELSE
    SELECT "name" INTO NEW."brand_name" FROM "brands" WHERE "id" = NEW."brand_id";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_brand"
  BEFORE INSERT OR UPDATE OF "brand_name", "brand_id" ON "offers"
  FOR EACH ROW EXECUTE FUNCTION "offer_brand"();