-- search_words (src/server/db/schema/search.ts) follows search_documents: after every statement that
-- changes the pages, the vocabulary is rebuilt from their words. The table lock makes two writers
-- rebuild one after the other instead of colliding on the primary key.
CREATE FUNCTION "search_words_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "search_words" IN EXCLUSIVE MODE;
  DELETE FROM "search_words";
  INSERT INTO "search_words" ("word", "ndoc") SELECT word, ndoc FROM ts_stat('select words_vector from search_documents');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_documents_words AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_documents" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_rebuild"();
--> statement-breakpoint
INSERT INTO "search_words" ("word", "ndoc") SELECT word, ndoc FROM ts_stat('select words_vector from search_documents') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Announced like every table pages read (0007_change_notifications.sql).
CREATE TRIGGER search_words_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
