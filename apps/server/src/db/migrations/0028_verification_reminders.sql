-- Issue 38: verification reminders, each (account, expiry, kind) claimed once, with its e-mail.
CREATE TABLE "verification_reminders" (
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_reminders_user_id_expires_at_kind_pk" PRIMARY KEY("user_id","expires_at","kind"),
	CONSTRAINT "verification_reminders_kind_known" CHECK ("verification_reminders"."kind" in ('30_days', '7_days', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "verification_reminders" ADD CONSTRAINT "verification_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;