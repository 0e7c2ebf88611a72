/**
 * The library internals the code relies on (library-internals.ts), checked against the installed
 * versions: an upgrade that moves one of them fails here, not in production.
 */
import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/client';
import { postgresClientOf, querySent, routerConfig, routerProcedures, withNotifyHook } from './library-internals';
import { appRouter } from './routers/_app';

const NOWHERE = 'postgres://nobody@127.0.0.1:9/none';

describe('library internals in use', () => {
  it('tRPC: a router lists its procedures with type and meta', () => {
    const procedures = routerProcedures(appRouter);
    expect(procedures['auth.login']).toMatchObject({ type: 'mutation', meta: expect.objectContaining({ rateLimit: 'loginPerAddress' }) });
    expect(procedures['courses.list']?.type).toBe('query');
  });

  it("tRPC: the router's config gives tRPC's own error shape (our formatter, superjson)", () => {
    const config = routerConfig(appRouter);
    const shape = getTRPCErrorShape({
      config,
      error: new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'down' }),
      type: 'unknown',
      path: 'x.y',
      input: undefined,
      ctx: undefined,
    });
    expect(shape).toMatchObject({ message: 'down', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, path: 'x.y' } });
    expect(typeof config.transformer.output.serialize).toBe('function');
  });

  it('postgres.js: the onnotify option reaches the connection options', () => {
    const onNotify = () => {};
    const sql = postgres(NOWHERE, withNotifyHook({ max: 1 }, onNotify));
    expect((sql.options as unknown as { onnotify?: unknown }).onnotify).toBe(onNotify);
  });

  it('postgres.js: a query not yet written to a connection has no state', async () => {
    const sql = postgres(NOWHERE, { max: 1, connect_timeout: 1 });
    const query = sql`select 1`;
    expect(querySent(query)).toBe(false);
    await query.catch(() => {}); // never connects: the address is closed
    await sql.end({ timeout: 0 });
  });

  it('drizzle: $client is the postgres.js client', () => {
    const client = postgres(NOWHERE, { max: 1 });
    const db = drizzle(client) as unknown as Db;
    expect(postgresClientOf(db)).toBe(client);
  });
});
