-- The tables added for issues 26 and 27 announce their changes like every table the site reads
-- (0007_change_notifications.sql); the learner's own progress, quiz passes and certificates also
-- announce their owner per row (0015_owner_changes.sql), so one learner marking a lesson done
-- throws away that learner's answers only.
CREATE TRIGGER images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER lesson_progress_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lesson_progress FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER quiz_passes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quiz_passes FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER certificates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON certificates FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER lesson_progress_owner_row AFTER INSERT OR UPDATE OR DELETE ON lesson_progress FOR EACH ROW EXECUTE FUNCTION dce_notify_owner_change('user_id');
--> statement-breakpoint
CREATE TRIGGER quiz_passes_owner_row AFTER INSERT OR UPDATE OR DELETE ON quiz_passes FOR EACH ROW EXECUTE FUNCTION dce_notify_owner_change('user_id');
--> statement-breakpoint
CREATE TRIGGER certificates_owner_row AFTER INSERT OR UPDATE OR DELETE ON certificates FOR EACH ROW EXECUTE FUNCTION dce_notify_owner_change('user_id');
--> statement-breakpoint
-- "Level" is now a choice (Beginner, Intermediate, Advanced). Stored free text is mapped
-- case-insensitively (and ignoring spaces around it); anything else becomes 'Beginner'.
UPDATE courses SET level = CASE lower(btrim(level))
  WHEN 'beginner' THEN 'Beginner'
  WHEN 'intermediate' THEN 'Intermediate'
  WHEN 'advanced' THEN 'Advanced'
  ELSE 'Beginner'
END
WHERE level NOT IN ('Beginner', 'Intermediate', 'Advanced');
