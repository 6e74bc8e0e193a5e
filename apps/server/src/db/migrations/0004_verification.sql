CREATE TYPE "public"."document_review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('student_id', 'enrollment_letter', 'passport', 'emirates_id', 'transcript');--> statement-breakpoint
CREATE TABLE "institution_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"is_legacy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_domains_normalised" CHECK ("institution_domains"."domain" = lower("institution_domains"."domain") and "institution_domains"."domain" not like '.%')
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"emirate" text,
	"shared_with_home_campus" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_email_claims" (
	"student_email" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_email_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"student_email" text NOT NULL,
	"institution" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type" "document_type" NOT NULL,
	"institution" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"status" "document_review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_domains" ADD CONSTRAINT "institution_domains_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_email_claims" ADD CONSTRAINT "student_email_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_email_codes" ADD CONSTRAINT "student_email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_domains_institution_idx" ON "institution_domains" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_name_unique" ON "institutions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "student_email_claims_user_idx" ON "student_email_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_documents_storage_key_unique" ON "verification_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "verification_documents_review_idx" ON "verification_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "verification_documents_user_idx" ON "verification_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_profiles_review_idx" ON "student_profiles" USING btree ("status","updated_at");--> statement-breakpoint
-- Any verification granted before expiry existed lasts 12 months from when it was granted.
UPDATE "student_profiles" SET "expires_at" = coalesce("verified_at", now()) + interval '12 months'
  WHERE "status" = 'active' AND "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_active_has_dates" CHECK ("student_profiles"."status" <> 'active' or "student_profiles"."expires_at" is not null);--> statement-breakpoint
CREATE TRIGGER "institutions_touch_updated_at"
  BEFORE UPDATE ON "institutions"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
