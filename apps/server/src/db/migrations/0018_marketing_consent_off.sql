ALTER TABLE "users" ALTER COLUMN "email_marketing" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "whatsapp_marketing" SET DEFAULT false;