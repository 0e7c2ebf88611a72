/**
 * A fresh, migrated database for one test file: PGlite loaded from the global dump, or,
 * when TEST_DATABASE_URL is set, a new PostgreSQL database created for this file from the
 * migrated template (test/global-setup.ts) and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { sql } from 'drizzle-orm';
import { CHANGES_CHANNEL } from '../src/server/db/change-feed';
import { openPostgres, pgliteExtensions, wrapPglite, type Database, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { seed } from '../src/server/db/seed';
import { silentLogger } from '../src/server/logger';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A Db on the same database that records every SQL statement it sends (to count queries). */
export interface InstrumentedDb {
  db: Db;
  /** The statements sent since the last reset(), in order. */
  queries: string[];
  /** Forget the recorded statements (before the call to measure). */
  reset(): void;
  close(): Promise<void>;
}

/**
 * `reopen` (PostgreSQL only): a second, independent connection pool, as another process would have.
 * `instrumented`: the same database through a drizzle instance whose logger records each statement.
 */
export type TestDatabase = Database & { reopen?: () => Database; instrumented: () => InstrumentedDb };

/** A drizzle logger that records each statement, and the recorded list with its reset. */
function recorder() {
  const queries: string[] = [];
  return {
    logger: { logQuery: (query: string) => void queries.push(query) },
    queries,
    reset: () => void queries.splice(0),
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url);
  const dump = readFileSync(inject('pgliteDumpPath'));
  const client = new PGlite({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  await client.waitReady;
  return {
    ...wrapPglite(client),
    instrumented: () => {
      const { logger, queries, reset } = recorder();
      // The same PGlite instance: the instrumented Db sees (and writes) exactly what `db` does.
      return { db: drizzlePglite(client, { schema, logger }) as unknown as Db, queries, reset, close: async () => {} };
    },
  };
}

async function createPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const name = `dce_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  // A copy of the template global-setup.ts migrated once.
  await admin.unsafe(`create database "${name}" template "${inject('postgresTemplate')}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), { max: 5 });
  const others: Database[] = [];
  return {
    ...database,
    instrumented: () => {
      const { logger, queries, reset } = recorder();
      // A small pool of its own on this file's database; close() it before the database is dropped.
      const sql = postgres(target.toString(), { max: 2, onnotice: () => {} });
      return { db: drizzlePostgres(sql, { schema, logger }) as unknown as Db, queries, reset, close: () => sql.end() };
    },
    reopen: () => {
      const other = openPostgres(target.toString(), { max: 2 });
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all(others.map((o) => o.close()));
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

let echoMarkers = 0;

/**
 * Resolves once this database's change feed has heard every notification committed before the call
 * (a writer's own echo included, which PostgreSQL delivers after the writer has answered and which
 * stamps its keys once more). PostgreSQL delivers notifications in commit order, so a marker sent
 * now arrives after all of them; the feed stamps the marker's made-up key when it does.
 */
export async function changesHeard(database: Database): Promise<void> {
  const key = `echo_marker_${process.pid}_${++echoMarkers}`;
  const feed = database.changes();
  await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`t:${key}`})`);
  for (let waited = 0; feed.changedAt(key) === 0; waited += 5) {
    if (waited > 10_000) throw new Error('changesHeard: the change feed did not hear its marker within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Seeds `db` like a first start: the primary admin (admin / admin@example.com unless named) and, if asked, the demo content. */
export async function seedFirstStart(
  db: Db,
  opts: { adminPassword: string; seedDemo: boolean; adminUsername?: string; adminEmail?: string },
): Promise<void> {
  await seed(db, {
    adminUsername: opts.adminUsername ?? 'admin',
    adminEmail: opts.adminEmail ?? 'admin@example.com',
    adminPassword: opts.adminPassword,
    seedDemo: opts.seedDemo,
    log: silentLogger,
  });
}
