import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { httpBatchLink } from '@trpc/client';
import { hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { createAppRouter } from './router';
import { trpc } from './trpc';
import './styles/app.css';

// httpBatchLink, not the streaming one: login must set its cookie before the body is sent.
const trpcClient = trpc.createClient({
  links: [httpBatchLink({ url: '/trpc', transformer: superjson })],
});

const router = createAppRouter(trpcClient);

if ('$_TSR' in window) {
  hydrateRoot(document, <RouterClient router={router} />);
} else {
  // The benchmark's client-rendered baseline (SSR off, see server/ssr/spa-shell.ts): nothing to
  // hydrate, so React replaces the empty shell with the whole page rendered here.
  hydrateRoot(document, <RouterProvider router={router} />, { onRecoverableError: () => {} });
}
