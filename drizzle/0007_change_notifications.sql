-- Change notifications for the in-process caches (src/server/db/change-feed.ts,
-- docs/decisions/2026-11-25-signed-in-speed.md). Every write to a table the site reads sends
-- NOTIFY dce_changes 't:<table>' once per statement; updates and deletes of a user also send
-- 'u:<id>' (the session cache of that user), a TRUNCATE of users 'u:*'. PostgreSQL delivers
-- them at commit, to every process listening on the database, and drops them on rollback.
-- rate_limits has none on purpose: it is written by most form posts and no page shows it
-- (a read of it makes an answer uncacheable instead).
CREATE OR REPLACE FUNCTION dce_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dce_changes', 't:' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dce_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('dce_changes', 'u:*');
  ELSE
    PERFORM pg_notify('dce_changes', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed_row AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION dce_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER settings_sections_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings_sections FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER app_meta_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_meta FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER recovery_codes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recovery_codes FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER search_documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER subscribers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscribers FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER contact_messages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contact_messages FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER email_outbox_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON email_outbox FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER password_reset_tokens_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON password_reset_tokens FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER blog_posts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER events_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER enrollments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enrollments FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
