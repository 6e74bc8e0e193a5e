CREATE TABLE "uploaded_covers" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD COLUMN "cover_key" text;--> statement-breakpoint
CREATE INDEX "uploaded_covers_created_idx" ON "uploaded_covers" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_cover_key_uploaded_covers_storage_key_fk" FOREIGN KEY ("cover_key") REFERENCES "public"."uploaded_covers"("storage_key") ON DELETE no action ON UPDATE no action;