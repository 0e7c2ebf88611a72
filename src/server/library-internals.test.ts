/**
 * The library internals the code relies on (library-internals.ts), checked against the installed
 * versions: an upgrade that moves one of them fails here, not in production.
 */
import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/client';
import { postgresClientOf, routerConfig, routerProcedures, withNotifyHook } from './library-internals';
import { appRouter } from './routers/_app';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { showsNotFound } from '../shared/not-found-match';

const NOWHERE = 'postgres://nobody@127.0.0.1:9/none';

describe('library internals in use', () => {
  it('TanStack Router: a path no route matches is marked on its matches, and a matched one is not', async () => {
    const staticData = { hydrate: 'islands', query: [], access: 'public' } as const;
    const rootRoute = createRootRoute({ staticData });
    const page = createRoute({ getParentRoute: () => rootRoute, path: '/page', staticData });
    const matchesOf = async (path: string) => {
      const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) });
      await router.load();
      return router.state.matches;
    };
    expect((await matchesOf('/no-such-page')).some(showsNotFound)).toBe(true);
    expect((await matchesOf('/page')).some(showsNotFound)).toBe(false);
  });

  it('tRPC: a router lists its procedures with type and meta', () => {
    const procedures = routerProcedures(appRouter);
    expect(procedures['auth.login']).toMatchObject({ type: 'mutation', meta: expect.objectContaining({ rateLimit: 'loginPerAddress' }) });
    expect(procedures['courses.list']?.type).toBe('query');
    // The input parsers, as the REST executor reads them (one schema each here; none would be []).
    expect(procedures['auth.login']?.inputs).toHaveLength(1);
    expect(typeof (procedures['auth.login']?.inputs[0] as { safeParse?: unknown }).safeParse).toBe('function');
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

  it('drizzle: $client is the postgres.js client', () => {
    const client = postgres(NOWHERE, { max: 1 });
    const db = drizzle(client) as unknown as Db;
    expect(postgresClientOf(db)).toBe(client);
  });
});
