-- search_words (src/server/db/schema/search.ts) is the vocabulary of search_documents. The code that
-- writes search_documents (src/server/search/index-documents.ts, the only writer) calls this once
-- per write path, in the same transaction: not a trigger per statement, because the start-up sync
-- writes one statement per article and would rebuild it a thousand times. The table lock makes two
-- writers rebuild one after the other instead of colliding on the primary key.
CREATE FUNCTION "search_words_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "search_words" IN EXCLUSIVE MODE;
  DELETE FROM "search_words";
  INSERT INTO "search_words" ("word", "ndoc") SELECT word, ndoc FROM ts_stat('select words_vector from search_documents');
END $$;
--> statement-breakpoint
SELECT "search_words_rebuild"();
--> statement-breakpoint
-- Announced like every table pages read (0007_change_notifications.sql).
CREATE TRIGGER search_words_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
