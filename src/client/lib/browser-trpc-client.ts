import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { LIMITS } from '../../shared/constants';
import { trpc } from '../trpc';
import { reSignInLink } from './re-sign-in';

/**
 * The browser's tRPC client. httpBatchLink, not the streaming one: login must set its cookie before the body is sent.
 * reSignInLink first: a change refused because the session ended waits for a sign-in and is sent again.
 */
export function createBrowserTrpcClient() {
  return trpc.createClient({
    links: [reSignInLink, httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: LIMITS.maxBatchSize })],
  });
}
