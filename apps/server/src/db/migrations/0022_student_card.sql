CREATE TYPE "public"."card_check_result" AS ENUM('valid', 'expired', 'not_valid', 'not_verified');--> statement-breakpoint
CREATE TYPE "public"."redemption_channel" AS ENUM('online', 'in_store', 'both');--> statement-breakpoint
ALTER TYPE "public"."offer_event_type" ADD VALUE 'card_shown';--> statement-breakpoint
CREATE TABLE "card_check_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"step" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" text,
	"result" "card_check_result" NOT NULL,
	"offer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_photos" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"status" "document_review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"rejection_reason" text,
	CONSTRAINT "card_photos_decided_has_date" CHECK ("card_photos"."status" = 'pending' or "card_photos"."reviewed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "student_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"last_offer_id" integer,
	"last_offer_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_cards_id_shape" CHECK ("student_cards"."id" ~ '^[0-9a-f]{16}$')
);
--> statement-breakpoint
ALTER TABLE "offer_activity_days" ADD COLUMN "card_shows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "redemption_channel" "redemption_channel" DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "redemption_channel" "redemption_channel" DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_check_codes" ADD CONSTRAINT "card_check_codes_card_id_student_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."student_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checks" ADD CONSTRAINT "card_checks_card_id_student_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."student_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checks" ADD CONSTRAINT "card_checks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_photos" ADD CONSTRAINT "card_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_photos" ADD CONSTRAINT "card_photos_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_cards" ADD CONSTRAINT "student_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_cards" ADD CONSTRAINT "student_cards_last_offer_id_offers_id_fk" FOREIGN KEY ("last_offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_check_codes_card_step_unique" ON "card_check_codes" USING btree ("card_id","step");--> statement-breakpoint
CREATE INDEX "card_check_codes_created_idx" ON "card_check_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "card_checks_time_idx" ON "card_checks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "card_checks_offer_idx" ON "card_checks" USING btree ("offer_id","created_at") WHERE "card_checks"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "card_photos_review_idx" ON "card_photos" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_cards_user_unique" ON "student_cards" USING btree ("user_id");--> statement-breakpoint
-- Card shows join the day's roll-up (the function is read when it runs, so the new enum value may
-- be named here, in the transaction that adds it).
CREATE OR REPLACE FUNCTION "roll_up_offer_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_activity_days" AS d ("offer_id", "day", "views", "copies", "referral_clicks", "card_shows")
  SELECT "offer_id", (("created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date,
    count(*) FILTER (WHERE "event_type" = 'offer_click'),
    count(*) FILTER (WHERE "event_type" IN ('code_copy', 'link_copy')),
    count(*) FILTER (WHERE "event_type" = 'referral_click'),
    count(*) FILTER (WHERE "event_type" = 'card_shown')
  FROM inserted GROUP BY 1, 2
  ON CONFLICT ("offer_id", "day") DO UPDATE SET
    "views" = d."views" + excluded."views",
    "copies" = d."copies" + excluded."copies",
    "referral_clicks" = d."referral_clicks" + excluded."referral_clicks",
    "card_shows" = d."card_shows" + excluded."card_shows";
  RETURN NULL;
END;
$$;
