-- Issue 38: marketing consent kept as events. Accounts that already agreed get one event each, marked
-- recorded_earlier, at the moment the account last changed; a channel never agreed to needs no evidence.
CREATE TYPE "public"."consent_channel" AS ENUM('email', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."consent_source" AS ENUM('sign_up', 'dashboard', 'unsubscribe', 'staff', 'recorded_earlier');--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"channel" "consent_channel" NOT NULL,
	"given" boolean NOT NULL,
	"source" "consent_source" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "consent_events" ("user_id", "channel", "given", "source", "created_at")
SELECT "id", 'email', true, 'recorded_earlier', "updated_at" FROM "users" WHERE "email_marketing";--> statement-breakpoint
INSERT INTO "consent_events" ("user_id", "channel", "given", "source", "created_at")
SELECT "id", 'whatsapp', true, 'recorded_earlier', "updated_at" FROM "users" WHERE "whatsapp_marketing";
