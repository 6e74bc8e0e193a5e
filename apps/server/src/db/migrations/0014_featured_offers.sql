ALTER TABLE "offers" ADD COLUMN "featured_rank" integer;--> statement-breakpoint
CREATE INDEX "offers_featured_idx" ON "offers" USING btree ("featured_rank") WHERE "offers"."featured_rank" is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_featured_rank_non_negative" CHECK ("offers"."featured_rank" is null or "offers"."featured_rank" >= 0);--> statement-breakpoint
-- Featuring is not an edit: updated_at (the console lists offers by it, most recently changed first)
-- moves on every change to an offer except one that only sets its place in the Featured row. The
-- catalogue-version trigger (0001) still fires, so the public lists follow a new order at once.
DROP TRIGGER "offers_touch_updated_at" ON "offers";--> statement-breakpoint
CREATE TRIGGER "offers_touch_updated_at"
  BEFORE UPDATE ON "offers"
  FOR EACH ROW
  WHEN (OLD."featured_rank" IS NOT DISTINCT FROM NEW."featured_rank"
    OR (to_jsonb(OLD) - 'featured_rank') IS DISTINCT FROM (to_jsonb(NEW) - 'featured_rank'))
  EXECUTE FUNCTION "touch_updated_at"();
