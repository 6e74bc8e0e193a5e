CREATE TABLE "login_email_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_email_changes_email_normalised" CHECK ("login_email_changes"."new_email" = lower(btrim("login_email_changes"."new_email")))
);
--> statement-breakpoint
ALTER TABLE "login_email_changes" ADD CONSTRAINT "login_email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;