CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "pool_alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id") WHERE "audit_log"."actor_id" is not null;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnership_requests_reviewer_idx" ON "partnership_requests" USING btree ("reviewed_by") WHERE "partnership_requests"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "partnership_requests_offer_idx" ON "partnership_requests" USING btree ("offer_id") WHERE "partnership_requests"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_documents_reviewer_idx" ON "verification_documents" USING btree ("reviewed_by") WHERE "verification_documents"."reviewed_by" is not null;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_decided_has_date" CHECK ("verification_documents"."status" = 'pending' or "verification_documents"."reviewed_at" is not null);