/**
 * Server rendering: the router runs the matched routes' loaders through an in-process tRPC
 * client (no HTTP hop), renders to a string, and dehydrates the query cache into the page.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { ServerManifest as Manifest } from '@tanstack/router-core';
import { unstable_localLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../server/routers/_app';
import type { Context } from '../server/trpc/context';
import { islandsReady } from './components/island';
import { createAppRouter } from './router';
import { trpc } from './trpc';

export interface RenderOptions {
  request: Request;
  appRouter: AppRouter;
  /** The request's tRPC context (session cookie already read). */
  createContext: () => Promise<Context>;
  manifest: Manifest;
  /** CSP nonce for this response's scripts. */
  nonce?: string;
}

export async function render(opts: RenderOptions): Promise<Response> {
  const trpcClient = trpc.createClient({
    links: [unstable_localLink({ router: opts.appRouter, createContext: opts.createContext, transformer: superjson })],
  });
  const handler = createRequestHandler({
    request: opts.request,
    createRouter: () => createAppRouter(trpcClient, { nonce: opts.nonce }),
    getRouterManifest: () => opts.manifest,
  });
  return handler(async ({ responseHeaders, router }) => {
    // The matched routes' modules are loaded now; so are the islands they declare.
    await islandsReady();
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
  });
}
