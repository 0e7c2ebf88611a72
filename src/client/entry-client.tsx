/** The browser entry of whole-app pages (routes whose `hydrate` fact is 'app', route-facts.ts): hydrates the router and the whole page. */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { installBehaviors } from './behaviors/install';
import { preloadShownIslands } from './islands/island';
import { createBrowserTrpcClient } from './lib/browser-trpc-client';
import { isLowData } from './lib/low-data';
import { createAppRouter } from './router';

// In production the server links the stylesheets (server/ssr/assets.ts); the dev server serves them as modules.
if (import.meta.env.DEV) {
  void import('./styles/app.css');
  void import('./styles/prose.css');
}

installBehaviors();
const router = createAppRouter(createBrowserTrpcClient(), { lowData: isLowData() });

if ('$_TSR' in window) {
  // The islands this screen shows hydrate with the page, not a moment after it (island.tsx).
  void preloadShownIslands().then(() => hydrateRoot(document, <RouterClient router={router} />));
} else {
  // The benchmark's client-rendered baseline (SSR off, see server/ssr/spa-shell.ts): nothing to
  // hydrate, so React replaces the empty shell with the whole page rendered here.
  hydrateRoot(document, <RouterProvider router={router} />, { onRecoverableError: () => {} });
}
