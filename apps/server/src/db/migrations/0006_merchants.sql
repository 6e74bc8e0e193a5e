CREATE TYPE "public"."contact_source" AS ENUM('for-merchants', 'contact-us');--> statement-breakpoint
CREATE TYPE "public"."merchant_category" AS ENUM('restaurant', 'Retail', 'electronics', 'fashion', 'beauty', 'education', 'entertainment', 'services', 'other');--> statement-breakpoint
CREATE TYPE "public"."partnership_status" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" "contact_source" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "partnership_status" DEFAULT 'submitted' NOT NULL,
	"brand_name" text NOT NULL,
	"brand_category" "merchant_category" NOT NULL,
	"business_description" text NOT NULL,
	"general_info" text,
	"offer_type" "offer_type" NOT NULL,
	"discount_code" text,
	"discount_type" "discount_type",
	"discount_value" numeric(12, 2),
	"referral_link" text,
	"expires_on" date,
	"website_url" text,
	"redemption_guide" jsonb NOT NULL,
	"terms_and_conditions" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"logo_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_requests_offer_fields" CHECK (("partnership_requests"."offer_type" = 'discount' and "partnership_requests"."discount_code" is not null and "partnership_requests"."discount_type" is not null)
        or ("partnership_requests"."offer_type" = 'referral' and "partnership_requests"."referral_link" is not null))
);
--> statement-breakpoint
CREATE TABLE "uploaded_logos" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_logo_key_uploaded_logos_storage_key_fk" FOREIGN KEY ("logo_key") REFERENCES "public"."uploaded_logos"("storage_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_time_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id") WHERE "contact_messages"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "partnership_requests_review_idx" ON "partnership_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partnership_requests_logo_idx" ON "partnership_requests" USING btree ("logo_key");--> statement-breakpoint
CREATE INDEX "uploaded_logos_created_idx" ON "uploaded_logos" USING btree ("created_at");--> statement-breakpoint
-- updated_at follows staff decisions on a request (touch_updated_at is from 0001).
CREATE TRIGGER "partnership_requests_touch_updated_at"
  BEFORE UPDATE ON "partnership_requests"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
