/**
 * One drizzle schema, two drivers: postgres.js when DATABASE_URL is set (production),
 * embedded PGlite otherwise (zero-setup default and fast tests). Both give a PgDatabase
 * with the same query API, so the rest of the code never knows which one it has.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { readRecorderLogger } from './read-recorder';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it: what services that may run inside a transaction take. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Database {
  db: Db;
  driver: 'postgres' | 'pglite';
  /** The embedded client when driver is 'pglite' (tests dump and reload it). */
  pglite?: PGlite;
  /** Apply the SQL migrations in drizzle/ (idempotent). */
  migrate(): Promise<void>;
  /** Cheap liveness query, used by readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** What changed in the database, as announced by its triggers (opened on first use, closed with the database). */
  changes(): ChangeFeed;
}

/** A feed opened on first use and closed with the database. */
function lazyFeed(open: () => ChangeFeed) {
  let feed: ChangeFeed | undefined;
  return {
    get: () => (feed ??= open()),
    close: async () => {
      await feed?.close();
    },
  };
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * Server-side bounds for every session of the pool (PostgreSQL startup parameters, in ms).
 * - statement_timeout: no statement runs longer than this. Requests are answered 503 at their
 *   deadline (request-deadline.ts, 4 s by default) and their transactions cannot commit after it
 *   (commit-deadline.ts); this is the server's own stop for what they left running.
 * - idle_in_transaction_session_timeout: a session left inside a transaction (its client froze or
 *   vanished between statements) is ended, so its row locks do not block every other writer.
 * Migrations run on a connection of their own without these bounds (see migrate below).
 */
export const CONNECTION_TIMEOUTS = {
  statement_timeout: 5_000,
  idle_in_transaction_session_timeout: 10_000,
} as const;

/**
 * Statements are prepared (postgres.js's default, which patches/drizzle-orm+*.patch lets through:
 * one round trip instead of two), but still planned for each execution's own values, as they were
 * while unprepared. A prepared statement may otherwise switch to one generic plan after five runs,
 * and a generic plan of `ILIKE $1` or `status = $1` cannot weigh the value (a partial index, a
 * pattern's selectivity): the plans stay what the searches were tuned with at the issue-17 volume
 * (docs/decisions/2026-12-02-prepared-statements.md).
 */
export const PLANNING = { plan_cache_mode: 'force_custom_plan' } as const;

/**
 * TCP keepalive on every connection, in seconds of silence before the first probe (postgres.js
 * `keep_alive`; its default is 60). It finds connections to a host that vanished (a crashed VM,
 * a dropped NAT mapping) that would otherwise look open for hours. It cannot find a server that is
 * frozen: the kernel still answers the probes. The request deadline covers that case.
 */
export const KEEPALIVE_SECONDS = 15;

export function openPostgres(url: string, opts: { max?: number } = {}): Database {
  const connectionOptions = {
    onnotice: () => {},
    // A database that does not answer a connect in 5 s is down: fail the request, don't hang it.
    connect_timeout: 5,
    keep_alive: KEEPALIVE_SECONDS,
    // postgres.js waits before reopening a connection that failed, up to 20 s by default: after an
    // outage the first requests would sit out that wait. Retry soon instead (at most 0.5 s apart),
    // so requests fail fast while the database is down and succeed as soon as it is back.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
  };
  const client = postgres(url, {
    ...connectionOptions,
    max: opts.max ?? 10,
    idle_timeout: 30,
    connection: { ...CONNECTION_TIMEOUTS, ...PLANNING },
  });
  const feed = lazyFeed(() => postgresChangeFeed(url, connectionOptions));
  const db = drizzlePostgres(client, { schema, logger: readRecorderLogger }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    changes: feed.get,
    // A migration may legitimately run longer than any request (an index on a large table): its own
    // short-lived connection, without the session timeouts. Under a session lock: processes started
    // together (systemctl enable --now dce@3001 dce@3002) migrate one after the other, and the second
    // finds nothing left to do (drizzle's migrator takes no lock: probe 72, F7).
    migrate: async () => {
      const migrationClient = postgres(url, { ...connectionOptions, max: 1 });
      try {
        await migrationClient`select pg_advisory_lock(hashtextextended('dce:migrations', 0))`;
        await migratePostgres(drizzlePostgres(migrationClient, { schema }), { migrationsFolder });
      } finally {
        await migrationClient.end({ timeout: 5 });
      }
    },
    ping: async () => {
      await client`select 1`;
    },
    close: async () => {
      await feed.close();
      await client.end({ timeout: 5 });
    },
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema, logger: readRecorderLogger }) as unknown as Db;
  const feed = lazyFeed(() => pgliteChangeFeed(client));
  return {
    db,
    driver: 'pglite',
    pglite: client,
    changes: feed.get,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await feed.close();
      await client.close();
    },
  };
}

/** The extensions the migrations create (PGlite bundles their code; PostgreSQL has them in contrib). */
export const pgliteExtensions = { pg_trgm };

/** PGlite stored in `dataDir` (created if missing), or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = new PGlite({ dataDir: dataDir ? path.join(dataDir, 'pgdata') : undefined, extensions: pgliteExtensions });
  await client.waitReady;
  return wrapPglite(client);
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
