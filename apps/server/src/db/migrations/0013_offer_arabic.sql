ALTER TABLE "offers" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "discount_redemption_guide_ar" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "terms_and_conditions_ar" text;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "terms_and_conditions_ar" text;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_guide_ar_is_array" CHECK ("offers"."discount_redemption_guide_ar" is null or jsonb_typeof("offers"."discount_redemption_guide_ar") = 'array');