/**
 * Server rendering: the router runs the matched routes' loaders through an in-process tRPC
 * client (no HTTP hop) and renders to a string. Whole-app pages also dehydrate the query cache
 * into the page for the router to hydrate; island pages do not (the route's `hydrate` fact,
 * route-facts.ts): their islands are rendered as their own roots with their props, and nothing
 * else is hydrated. `routeFacts` tells the HTTP layer the facts of a path before any render.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { unstable_localLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../server/routers/_app';
import type { PageManifests } from '../server/ssr/assets';
import type { Context } from '../server/trpc/context';
import type { FormFlash } from '../shared/form-flash';
import { islandsReady } from './islands/island';
import { createIslandsServer } from './islands/server-renderer';
import { lowDataRequested } from '../shared/low-data';
import { withoutHydration } from './lib/hydration-opt-out';
import { factsOfPath, type RouteFacts } from '../shared/route-facts';
import { createAppRouter } from './router';
import { trpc } from './trpc';

export interface RenderOptions {
  request: Request;
  appRouter: AppRouter;
  /** The request's tRPC context (session cookie already read). */
  createContext: () => Promise<Context>;
  manifests: PageManifests;
  /** CSP nonce for this response's scripts. */
  nonce?: string;
  /** The one-time answer of a form sent natively, shown by that form (lib/form-flash.ts). */
  flash?: FormFlash;
}

/** A router that only matches paths (it never loads or renders): the facts of a path before its render. */
const matcher = createAppRouter(trpc.createClient({ links: [] }));

/** `pathname` (as the request has it, percent-encoded) decoded as the router does, so it matches exactly what the render will. */
const decoded = (pathname: string) =>
  matcher.parseLocation({ href: pathname, pathname, search: '', hash: '', state: { __TSR_index: 0 } }).pathname;

/** The facts of the route that answers `pathname` (as the request has it, percent-encoded). */
export function routeFacts(pathname: string): RouteFacts {
  return factsOfPath(matcher, decoded(pathname));
}

/**
 * Whether a page route answers `pathname` (as the request has it), not the not-found page: the
 * deepest route matched spells the whole path (`/contact/x` matches `/contact` only in part).
 */
export function isPage(pathname: string): boolean {
  const path = decoded(pathname);
  const leaf = matcher.matchRoutes(path, {}).at(-1);
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return leaf !== undefined && trim(leaf.pathname) === trim(path);
}

/**
 * The query of `pathname` as its route reads it (its `validateSearch`), in the router's own
 * spelling: a value the route ignores or corrects is gone, so `/auth?tab=x1` and `/auth?tab=x2`
 * are the one answer of `/auth`, as `/auth?tab=register` is its own, in one order. `query` holds only declared
 * parameters (http/cache-key.ts); a route whose validation throws keeps them as sent.
 */
export function readQuery(pathname: string, query: string): string {
  const searchStr = query ? `?${query}` : '';
  const location = matcher.parseLocation({ href: pathname + searchStr, pathname, search: searchStr, hash: '', state: { __TSR_index: 0 } });
  const leaf = matcher.matchRoutes(location.pathname, location.search).at(-1);
  if (!leaf || leaf.searchError) return query;
  // In one order whatever the request's (the search object keeps the order it was sent in).
  const sorted = Object.fromEntries(Object.entries(leaf.search).sort(([a], [b]) => (a < b ? -1 : 1)));
  return matcher.options.stringifySearch(sorted).replace(/^\?/, '');
}

export async function render(opts: RenderOptions): Promise<Response> {
  const trpcClient = trpc.createClient({
    links: [unstable_localLink({ router: opts.appRouter, createContext: opts.createContext, transformer: superjson })],
  });
  const wholeApp = routeFacts(new URL(opts.request.url).pathname).hydrate === 'app';
  const lowData = lowDataRequested(opts.request.headers.get('save-data'), opts.request.headers.get('cookie'));
  const handler = createRequestHandler({
    request: opts.request,
    createRouter: () => {
      const router = createAppRouter(trpcClient, {
        nonce: opts.nonce,
        flash: opts.flash,
        islands: wholeApp ? undefined : createIslandsServer(trpcClient),
        lowData,
      });
      // Island pages: no dehydrated router state, no hydration scripts.
      return wholeApp ? router : withoutHydration(router);
    },
    getRouterManifest: () => (wholeApp ? opts.manifests.app : opts.manifests.islands),
  });
  return handler(async ({ responseHeaders, router }) => {
    // The matched routes' modules are loaded now; so are the islands they declare.
    await islandsReady();
    const response = await renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
    return wholeApp || !opts.manifests.proseStyles ? response : withProseStyles(response, opts.manifests.proseStyles, opts.nonce);
  });
}

/** Island pages that show rendered markdown get its typography; the others do not carry it. */
async function withProseStyles(response: Response, css: string, nonce?: string): Promise<Response> {
  const html = await response.text();
  const page = html.includes('class="prose ')
    ? // A function, so nothing in the CSS (`$&`, `$'`) is ever read as a replacement pattern.
      html.replace('</head>', () => `<style${nonce ? ` nonce="${nonce}"` : ''} data-prose="">${css}</style></head>`)
    : html;
  return new Response(page, { status: response.status, headers: response.headers });
}
