-- Issue 36: how often a student may use an offer, replacements for reported codes (so a student may
-- hold several codes of one offer: the one-per-offer unique index goes), reports, bad codes, and the
-- "ran out" state of an offer with no code left to give.
CREATE TYPE "public"."code_report_reason" AS ENUM('refused', 'already_used', 'expired', 'other');--> statement-breakpoint
CREATE TYPE "public"."offer_usage_limit" AS ENUM('once', 'per_day', 'per_7_days', 'per_30_days', 'unlimited');--> statement-breakpoint
CREATE TABLE "bad_codes" (
	"offer_id" integer NOT NULL,
	"code" text NOT NULL,
	"marked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bad_codes_offer_id_code_pk" PRIMARY KEY("offer_id","code")
);
--> statement-breakpoint
CREATE TABLE "code_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "code_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"redemption_id" bigint NOT NULL,
	"offer_id" integer NOT NULL,
	"reason" "code_report_reason" NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "redemptions_offer_user_unique";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "usage_limit" "offer_usage_limit" DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "codes_ran_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "report_alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "replaces_id" bigint;--> statement-breakpoint
ALTER TABLE "bad_codes" ADD CONSTRAINT "bad_codes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bad_codes" ADD CONSTRAINT "bad_codes_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_reports_redemption_unique" ON "code_reports" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "code_reports_offer_time_idx" ON "code_reports" USING btree ("offer_id","created_at");--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_replaces_id_redemptions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemptions_offer_user_time_idx" ON "redemptions" USING btree ("offer_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_replaces_unique" ON "redemptions" USING btree ("replaces_id") WHERE "redemptions"."replaces_id" is not null;--> statement-breakpoint
UPDATE "offers" SET "codes_ran_out_at" = now()
  WHERE EXISTS (SELECT 1 FROM "offer_codes" c WHERE c."offer_id" = "offers"."id")
    AND NOT EXISTS (SELECT 1 FROM "offer_codes" c WHERE c."offer_id" = "offers"."id" AND c."assigned_at" IS NULL);
