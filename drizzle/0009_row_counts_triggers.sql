-- Exact row counts of the big admin lists, kept by statement-level triggers with transition tables
-- (one write per statement, however many rows it touches), so a list's total and the dashboard
-- cards read a row of row_counts instead of counting up to a million rows.
-- See docs/decisions/2026-11-25-admin-lists-at-scale.md.
CREATE FUNCTION "row_counts_apply"(table_name text, deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "row_counts" ("table_name", "grp", "n")
  SELECT table_name, d.key, d.value::bigint FROM jsonb_each_text(deltas) AS d ORDER BY d.key
  ON CONFLICT ("table_name", "grp") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
$$;
--> statement-breakpoint
CREATE FUNCTION "row_counts_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "row_counts" WHERE "table_name" = 'users';
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "row_counts_apply"('users', (SELECT jsonb_build_object('', count(*)) FROM new_rows HAVING count(*) > 0));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "row_counts_apply"('users', (SELECT jsonb_build_object('', -count(*)) FROM old_rows HAVING count(*) > 0));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "row_counts_subscribers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "row_counts" WHERE "table_name" = 'subscribers';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(g, n) INTO deltas FROM (
      SELECT CASE WHEN "subscribed" THEN 'active' ELSE 'inactive' END AS g, count(*) AS n FROM new_rows GROUP BY 1) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(g, n) INTO deltas FROM (
      SELECT CASE WHEN "subscribed" THEN 'active' ELSE 'inactive' END AS g, -count(*) AS n FROM old_rows GROUP BY 1) c;
  ELSE
    SELECT jsonb_object_agg(g, n) INTO deltas FROM (
      SELECT g, sum(d) AS n FROM (
        SELECT CASE WHEN "subscribed" THEN 'active' ELSE 'inactive' END AS g, 1 AS d FROM new_rows
        UNION ALL
        SELECT CASE WHEN "subscribed" THEN 'active' ELSE 'inactive' END, -1 FROM old_rows) x
      GROUP BY g HAVING sum(d) <> 0) c;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM "row_counts_apply"('subscribers', deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "row_counts_contact_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "row_counts" WHERE "table_name" = 'contact_messages';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg("status", n) INTO deltas FROM (SELECT "status", count(*) AS n FROM new_rows GROUP BY 1) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg("status", n) INTO deltas FROM (SELECT "status", -count(*) AS n FROM old_rows GROUP BY 1) c;
  ELSE
    SELECT jsonb_object_agg(g, n) INTO deltas FROM (
      SELECT g, sum(d) AS n FROM (
        SELECT "status" AS g, 1 AS d FROM new_rows UNION ALL SELECT "status", -1 FROM old_rows) x
      GROUP BY g HAVING sum(d) <> 0) c;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM "row_counts_apply"('contact_messages', deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_users"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_users"();
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_users"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_count_insert" AFTER INSERT ON "subscribers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_subscribers"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_count_update" AFTER UPDATE ON "subscribers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_subscribers"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_count_delete" AFTER DELETE ON "subscribers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_subscribers"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_count_truncate" AFTER TRUNCATE ON "subscribers" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_subscribers"();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_insert" AFTER INSERT ON "contact_messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_contact_messages"();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_update" AFTER UPDATE ON "contact_messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_contact_messages"();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_delete" AFTER DELETE ON "contact_messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_contact_messages"();
--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_truncate" AFTER TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_contact_messages"();
--> statement-breakpoint
-- The rows already there (tables are locked by the migration's transaction while counted).
INSERT INTO "row_counts" ("table_name", "grp", "n")
  SELECT 'users', '', count(*) FROM "users" HAVING count(*) > 0
  UNION ALL SELECT 'subscribers', CASE WHEN "subscribed" THEN 'active' ELSE 'inactive' END, count(*) FROM "subscribers" GROUP BY 2
  UNION ALL SELECT 'contact_messages', "status", count(*) FROM "contact_messages" GROUP BY 2;
--> statement-breakpoint
-- Pages read row_counts too: its changes are announced like every other table's (0007_change_notifications.sql).
CREATE TRIGGER row_counts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON row_counts FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
