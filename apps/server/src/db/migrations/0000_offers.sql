CREATE TYPE "public"."business_category" AS ENUM('Retail', 'electronics', 'fashion', 'beauty', 'entertainment', 'services', 'other');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percentage', 'fixed', 'free_shipping', 'other');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."offer_type" AS ENUM('discount', 'referral');--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"business_description" text,
	"brand_name" text NOT NULL,
	"business_name" text NOT NULL,
	"business_category" "business_category" NOT NULL,
	"logo_url" text,
	"website_url" text,
	"offer_type" "offer_type" NOT NULL,
	"discount_type" "discount_type",
	"discount_value" numeric(12, 2),
	"code" text,
	"referral_link" text,
	"expires_at" timestamp with time zone,
	"discount_redemption_guide" jsonb,
	"general_info" text,
	"terms_and_conditions" text,
	"status" "offer_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "offers_discount_value_non_negative" CHECK ("offers"."discount_value" is null or "offers"."discount_value" >= 0),
	CONSTRAINT "offers_percentage_at_most_100" CHECK ("offers"."discount_type" is distinct from 'percentage' or "offers"."discount_value" <= 100),
	CONSTRAINT "offers_referral_has_link" CHECK ("offers"."offer_type" <> 'referral' or "offers"."referral_link" is not null),
	CONSTRAINT "offers_guide_is_array_or_string" CHECK ("offers"."discount_redemption_guide" is null or jsonb_typeof("offers"."discount_redemption_guide") in ('array', 'string')),
	CONSTRAINT "offers_published_has_date" CHECK ("offers"."status" <> 'published' or "offers"."published_at" is not null)
);
--> statement-breakpoint
CREATE INDEX "offers_public_list_idx" ON "offers" USING btree ("status","published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);