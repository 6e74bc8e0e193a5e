-- Issue 38: deleted accounts stay as numbered tombstones; files storage failed to remove wait in erased_files.
CREATE SEQUENCE "public"."deleted_account_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "erased_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "users_deleted_number_unique" ON "users" USING btree ("deleted_number");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deleted_numbered" CHECK (("users"."deleted_at" is null) = ("users"."deleted_number" is null));