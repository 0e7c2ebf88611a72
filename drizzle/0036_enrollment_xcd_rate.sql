-- The EC$ rate is kept on each enrollment, as its price is (probe 78, F1). Existing enrollments get
-- the rate set now (the only rate they can be said to have been told), or the default.
ALTER TABLE "enrollments" ADD COLUMN "xcd_rate" text DEFAULT '2.7' NOT NULL;--> statement-breakpoint
UPDATE "enrollments" SET "xcd_rate" = "rate"."value"
FROM (
  SELECT "value"->>'xcdRate' AS "value" FROM "settings_sections"
  WHERE "section" = 'payments' AND "value"->>'xcdRate' ~ '^[0-9]{1,3}([.][0-9]{1,4})?$'
) AS "rate";
