CREATE TABLE "brand_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_slug_redirects" ADD CONSTRAINT "brand_slug_redirects_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE cascade ON UPDATE no action;