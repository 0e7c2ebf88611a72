-- Typo tolerance in search (src/server/search/search.ts): trigram similarity of words. PGlite loads the extension's code itself (db/client.ts pgliteExtensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
