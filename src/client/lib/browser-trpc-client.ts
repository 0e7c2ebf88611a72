import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { LIMITS } from '../../shared/constants';
import { trpc } from '../trpc';

/** The browser's tRPC client. httpBatchLink, not the streaming one: login must set its cookie before the body is sent. */
export function createBrowserTrpcClient() {
  return trpc.createClient({ links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: LIMITS.maxBatchSize })] });
}
