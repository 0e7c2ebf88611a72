-- The office is described once, by the company record (Settings > General); the payments section
-- keeps only whether cash is accepted and what to bring (docs/decisions/2026-11-29-office-one-source.md).
-- 1. A real cash address (not empty, not the shipped sample, not a retired invented placeholder)
--    moves to the company record when it has none; the cash hours move when General still has the
--    default hours. General's own address and hours win. The version is bumped, so a General form
--    opened before the move is refused (409) instead of saving the old empty address over it.
WITH "cash" AS (
  SELECT
    btrim(coalesce("value"->'cash'->>'officeAddress', '')) AS "address",
    btrim(coalesce("value"->'cash'->>'hours', '')) AS "hours"
  FROM "settings_sections"
  WHERE "section" = 'payments' AND "value"->'cash'->'officeAddress' IS NOT NULL
),
"moves" AS (
  SELECT
    "s"."id",
    -- left(): the columns' lengths; stored values passed the same limits when they were saved.
    CASE
      WHEN coalesce(btrim("s"."office_address"), '') IN ('', 'Roseau, Commonwealth of Dominica')
        AND "cash"."address" NOT IN ('', 'Sample address: the site administrator has not entered the office address yet', 'Roseau, Commonwealth of Dominica')
      THEN left("cash"."address", 300)
    END AS "address",
    CASE
      WHEN "s"."office_hours" = 'Monday-Friday 9AM-5PM' AND "cash"."hours" NOT IN ('', 'Monday-Friday 9AM-5PM')
      THEN left("cash"."hours", 200)
    END AS "hours"
  FROM "site_settings" "s", "cash"
  WHERE "s"."id" = (SELECT min("id") FROM "site_settings")
)
UPDATE "site_settings" SET
  "office_address" = coalesce("moves"."address", "site_settings"."office_address"),
  "office_hours" = coalesce("moves"."hours", "site_settings"."office_hours"),
  "version" = "site_settings"."version" + 1,
  "updated_at" = now()
FROM "moves"
WHERE "site_settings"."id" = "moves"."id" AND ("moves"."address" IS NOT NULL OR "moves"."hours" IS NOT NULL);
--> statement-breakpoint
-- 2. Cash becomes { accepted, whatToBring }: it was offered iff its address was not empty.
UPDATE "settings_sections" SET
  "value" = jsonb_set(
    "value",
    '{cash}',
    jsonb_build_object(
      'accepted', btrim(coalesce("value"->'cash'->>'officeAddress', '')) <> '',
      'whatToBring', coalesce("value"->'cash'->'whatToBring', '""'::jsonb)
    )
  ),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "section" = 'payments' AND "value"->'cash'->'officeAddress' IS NOT NULL;
