-- Issue 38: the weekly e-mail, once per account and Dubai week (the claim is written with the message).
CREATE TABLE "weekly_digests" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_digests_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;