-- Issue 37: an offer may be scheduled. A published offer with a start in the future is not live until then.
ALTER TABLE "offers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "offers_starts_at_idx" ON "offers" USING btree ("starts_at") WHERE "offers"."starts_at" is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_starts_before_it_ends" CHECK ("offers"."starts_at" is null or "offers"."expires_at" is null or "offers"."starts_at" < "offers"."expires_at");