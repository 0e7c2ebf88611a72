import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeFacts } from './entry-server';
import type { Audience } from '../shared/route-facts';
import { createAppRouter } from './router';
import { trpc } from './trpc';

const routes: AnyRoute[] = Object.values(createAppRouter(trpc.createClient({ links: [] })).routesById);
const STRICTNESS: Record<Audience, number> = { public: 0, 'signed-in': 1, admin: 2 };

/** The names a route's `validateSearch` looks at, recorded by handing it a search object that notes every read. */
function namesRead(route: AnyRoute): string[] {
  const validate: unknown = route.options.validateSearch;
  if (typeof validate !== 'function') return [];
  const read = new Set<string>();
  const search = new Proxy<Record<string, unknown>>(
    {},
    {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return 'x';
      },
    },
  );
  (validate as (search: Record<string, unknown>) => unknown)(search);
  return [...read].sort();
}

describe('route facts', () => {
  it('every route, the root included, declares how it hydrates, the query it reads and who may see it', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const facts = route.options.staticData;
      expect(facts, route.id).toBeDefined();
      expect(['islands', 'app'], route.id).toContain(facts?.hydrate);
      expect(['public', 'signed-in', 'admin'], route.id).toContain(facts?.access);
      expect(Array.isArray(facts?.query), route.id).toBe(true);
    }
  });

  it("a route's declared query is exactly what its validateSearch reads (a parameter it reads but does not declare would never reach it)", () => {
    for (const route of routes) expect([...(route.options.staticData?.query ?? [])].sort(), route.id).toEqual(namesRead(route));
  });

  it('a child hydrates as its parent and is seen by no wider audience', () => {
    for (const route of routes) {
      const parent = route.parentRoute as AnyRoute | undefined;
      if (!parent || parent.isRoot) continue;
      expect(route.options.staticData?.hydrate, route.id).toBe(parent.options.staticData?.hydrate);
      expect(STRICTNESS[route.options.staticData!.access], route.id).toBeGreaterThanOrEqual(STRICTNESS[parent.options.staticData!.access]);
    }
  });

  it('the server finds the facts of a path with the router’s own matching', () => {
    expect(routeFacts('/')).toEqual({ hydrate: 'islands', query: [], access: 'public' });
    expect(routeFacts('/dashboard')).toEqual({ hydrate: 'app', query: ['tab'], access: 'admin' });
    expect(routeFacts('/admin/users')).toMatchObject({ hydrate: 'app', access: 'admin' });
    expect(routeFacts('/admin/')).toMatchObject({ hydrate: 'app', query: ['tab', 'method', 'age', 'q', 'sort'] });
    expect(routeFacts('/profile')).toEqual({ hydrate: 'app', query: ['enroll'], access: 'signed-in' });
    expect(routeFacts('/news/any-article')).toEqual({ hydrate: 'islands', query: [], access: 'public' });
    expect(routeFacts('/auth')).toMatchObject({ hydrate: 'islands', access: 'public', isolateOpener: true });
    expect(routeFacts('/reset-password').query).toEqual(['token']);
    // Whole segments only, and the root's facts (the not-found page) where nothing matches.
    expect(routeFacts('/profiles')).toEqual({ hydrate: 'islands', query: [], access: 'public' });
    expect(routeFacts('/administration-guide').hydrate).toBe('islands');
    // Percent-encoded as the router decodes it: the same route the render will match.
    expect(routeFacts('/d%61shboard').hydrate).toBe('app');
  });
});
