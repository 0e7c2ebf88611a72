/**
 * The adapter over TanStack Router's framework-only SSR contract (hydration-opt-out.ts). A small
 * router is rendered through the public `createRequestHandler` + `renderRouterToString`, as
 * entry-server.tsx does: with the adapter the page has no hydration output at all, without it the
 * router's dehydrated state is there. An upgrade that changes either side fails here.
 */
import { createRootRoute, createRoute, createRouter, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { describe, expect, it } from 'vitest';
import { withoutHydration } from './hydration-opt-out';

const FACTS = { hydrate: 'islands', query: [], access: 'public' } as const;

function makeRouter() {
  const root = createRootRoute({
    staticData: FACTS,
    component: () => (
      <html lang="en">
        <head>
          <HeadContent />
        </head>
        <body>
          <Outlet />
          <Scripts />
        </body>
      </html>
    ),
  });
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: FACTS,
    // Loader data is what a hydrating page carries in its dehydrated router state.
    loader: () => ({ loadedAt: 'the server' }),
    component: () => <p>loaded on the server</p>,
  });
  return createRouter({ routeTree: root.addChildren([index]) });
}

async function render(optOut: boolean): Promise<string> {
  const handler = createRequestHandler({
    request: new Request('http://localhost/'),
    createRouter: () => (optOut ? withoutHydration(makeRouter()) : makeRouter()),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return response.text();
}

describe('rendering without hydration (the TanStack adapter)', () => {
  it('without the adapter the page carries the router state for hydration', async () => {
    const html = await render(false);
    expect(html).toContain('loaded on the server');
    expect(html).toContain('$_TSR');
  });

  it('with it the page is the same HTML with no script at all', async () => {
    const html = await render(true);
    expect(html).toContain('loaded on the server');
    expect(html).not.toContain('$_TSR');
    expect(html).not.toContain('<script');
  });
});
