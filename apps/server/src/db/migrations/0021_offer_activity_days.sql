-- Each offer's activity per Dubai day (issue 34): insights and the console read these instead of
-- counting millions of events. Statement triggers add each insert's counts in the same transaction
-- (one grouped upsert per statement, so a bulk insert costs one), and the rows already there are
-- counted once below.
CREATE TABLE "offer_activity_days" (
	"offer_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"copies" integer DEFAULT 0 NOT NULL,
	"referral_clicks" integer DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_activity_days_offer_id_day_pk" PRIMARY KEY("offer_id","day")
);
--> statement-breakpoint
ALTER TABLE "offer_activity_days" ADD CONSTRAINT "offer_activity_days_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_activity_days_day_idx" ON "offer_activity_days" USING btree ("day");--> statement-breakpoint
CREATE FUNCTION "roll_up_offer_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_activity_days" AS d ("offer_id", "day", "views", "copies", "referral_clicks")
  SELECT "offer_id", (("created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date,
    count(*) FILTER (WHERE "event_type" = 'offer_click'),
    count(*) FILTER (WHERE "event_type" IN ('code_copy', 'link_copy')),
    count(*) FILTER (WHERE "event_type" = 'referral_click')
  FROM inserted GROUP BY 1, 2
  ON CONFLICT ("offer_id", "day") DO UPDATE SET
    "views" = d."views" + excluded."views",
    "copies" = d."copies" + excluded."copies",
    "referral_clicks" = d."referral_clicks" + excluded."referral_clicks";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offer_events_roll_up"
  AFTER INSERT ON "offer_events" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_offer_events"();--> statement-breakpoint
CREATE FUNCTION "roll_up_redemptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_activity_days" AS d ("offer_id", "day", "redemptions")
  SELECT "offer_id", (("created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date, count(*)
  FROM inserted GROUP BY 1, 2
  ON CONFLICT ("offer_id", "day") DO UPDATE SET "redemptions" = d."redemptions" + excluded."redemptions";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "redemptions_roll_up"
  AFTER INSERT ON "redemptions" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_redemptions"();--> statement-breakpoint
INSERT INTO "offer_activity_days" ("offer_id", "day", "views", "copies", "referral_clicks", "redemptions")
SELECT "offer_id", "day", sum("views"), sum("copies"), sum("referral_clicks"), sum("redemptions")
FROM (
  SELECT "offer_id", (("created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date AS "day",
    count(*) FILTER (WHERE "event_type" = 'offer_click') AS "views",
    count(*) FILTER (WHERE "event_type" IN ('code_copy', 'link_copy')) AS "copies",
    count(*) FILTER (WHERE "event_type" = 'referral_click') AS "referral_clicks",
    0 AS "redemptions"
  FROM "offer_events" GROUP BY 1, 2
  UNION ALL
  SELECT "offer_id", (("created_at" AT TIME ZONE 'UTC') + interval '4 hours')::date, 0, 0, 0, count(*)
  FROM "redemptions" GROUP BY 1, 2
) AS counted
GROUP BY "offer_id", "day";
