ALTER TABLE "partnership_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_locale_known" CHECK ("partnership_requests"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('en', 'ar'));