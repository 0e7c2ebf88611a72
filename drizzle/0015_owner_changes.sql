-- Invalidation as fine as the data (issue 24; src/server/db/change-feed.ts,
-- docs/decisions/2026-11-26-one-answer-cache.md).
-- 1. Every announcement also goes into the transaction-local setting dce.changes, so the writer
--    reads, before it commits, exactly what its statements announced and applies it to its own
--    process's cache at commit instead of waiting for the NOTIFY echo.
-- 2. Tables whose rows belong to one user announce 'o:<table>:<owner>' per row changed, so one
--    learner's write throws away that learner's answers (and the whole-table readers: admin lists,
--    counts), not every learner's.
-- 3. A TRUNCATE announces '*': every cached answer goes, owned rows included.
CREATE OR REPLACE FUNCTION dce_announce(payload text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  announced text := coalesce(current_setting('dce.changes', true), '');
BEGIN
  PERFORM pg_notify('dce_changes', payload);
  IF position(E'\n' || payload || E'\n' in E'\n' || announced) = 0 THEN
    PERFORM set_config('dce.changes', announced || payload || E'\n', true);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dce_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM dce_announce('*');
  ELSE
    PERFORM dce_announce('t:' || TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dce_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM dce_announce('*');
  ELSE
    PERFORM dce_announce('u:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The owner column is the trigger's argument (TG_ARGV[0]).
CREATE OR REPLACE FUNCTION dce_notify_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('select ($1).%I::text', TG_ARGV[0]) INTO owner USING OLD;
    IF owner IS NOT NULL THEN PERFORM dce_announce('o:' || TG_TABLE_NAME || ':' || owner); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('select ($1).%I::text', TG_ARGV[0]) INTO owner USING NEW;
    IF owner IS NOT NULL THEN PERFORM dce_announce('o:' || TG_TABLE_NAME || ':' || owner); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_owner_row AFTER INSERT OR UPDATE OR DELETE ON enrollments FOR EACH ROW EXECUTE FUNCTION dce_notify_owner_change('user_id');
--> statement-breakpoint
CREATE TRIGGER recovery_codes_owner_row AFTER INSERT OR UPDATE OR DELETE ON recovery_codes FOR EACH ROW EXECUTE FUNCTION dce_notify_owner_change('user_id');
--> statement-breakpoint
CREATE TRIGGER webauthn_credentials_owner_row AFTER INSERT OR UPDATE OR DELETE ON webauthn_credentials FOR EACH ROW EXECUTE FUNCTION dce_notify_owner_change('user_id');
--> statement-breakpoint
CREATE TRIGGER email_change_tokens_owner_row AFTER INSERT OR UPDATE OR DELETE ON email_change_tokens FOR EACH ROW EXECUTE FUNCTION dce_notify_owner_change('user_id');
