/**
 * Every use of a library's non-public API, in one place (issue 24, item 5). Each has a test in
 * library-internals.test.ts that fails on the upgrade that breaks it; nothing else in the code
 * reaches into these libraries' internals.
 *
 * | library     | what                          | why there is no public way                                   |
 * |-------------|-------------------------------|--------------------------------------------------------------|
 * | @trpc/server| router `_def.procedures`      | listing a router's procedures, their meta and input parsers  |
 * |             |                               | (the duty and authorization tests, the REST executor;        |
 * |             |                               | trpc-to-openapi walks the same field)                        |
 * | @trpc/server| router `_def._config`         | getTRPCErrorShape/transformTRPCResponse need the root config |
 * |             |                               | to answer a 503 in tRPC's own envelope outside a procedure   |
 * | postgres    | the `onnotify` connection     | a LISTEN connection that survives reconnects with one handler|
 * |             | option                        | (postgres.js's own `listen` uses it; not in its types)       |
 * | drizzle-orm | `db.$client`                  | documented, but untyped on the generic PgDatabase: the       |
 * |             |                               | streaming CSV export needs postgres.js's row-by-row forEach  |
 * | @tanstack/  | a route match's `_notFound`   | the only mark of a path no route matches; read by the client |
 * | react-router|                               | in src/shared/not-found-match.ts (a client bundle cannot   |
 * |             |                               | import this file), tested beside the others                  |
 * (iron-session's seal layout was read for a cache expiry; the expiry now comes from the session's
 * own issue time instead. A query's `state` in postgres.js was read by the guarded driver, replaced
 * by PostgreSQL's own timeouts: db/commit-deadline.ts.)
 */
import type postgres from 'postgres';
import type { AnyRouter } from '@trpc/server';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export interface ProcedureDefinition {
  type: 'query' | 'mutation' | 'subscription';
  meta?: unknown;
  /** The `.input()` parsers in declaration order (the REST layer asks whether there is any input). */
  inputs: unknown[];
}

/** The router's procedures by dotted path, with their type and meta. */
export function routerProcedures(router: AnyRouter): Record<string, ProcedureDefinition> {
  const procedures = (router as unknown as { _def: { procedures: Record<string, { _def: ProcedureDefinition }> } })._def.procedures;
  return Object.fromEntries(Object.entries(procedures).map(([path, procedure]) => [path, procedure._def]));
}

/** The root config tRPC's error-shape helpers take. */
export function routerConfig<TRouter extends AnyRouter>(router: TRouter): TRouter['_def']['_config'] {
  return router._def._config;
}

/** Connection options with postgres.js's notification hook (undeclared in its types). */
export function withNotifyHook<T extends object>(
  options: T,
  onNotify: (channel: string, payload: string) => void,
): postgres.Options<Record<string, never>> {
  return { ...options, onnotify: onNotify } as unknown as postgres.Options<Record<string, never>>;
}

/**
 * The postgres.js client under a drizzle database made with drizzle-orm/postgres-js. (Typed by
 * drizzle's own database type, not db/client.ts's `Db`: that file imports this one.)
 */
export function postgresClientOf(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>): postgres.Sql {
  return (db as unknown as { $client: postgres.Sql }).$client;
}
