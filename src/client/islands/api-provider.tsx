import { QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { useState, type ReactNode } from 'react';
import type { AppRouter } from '../../server/routers/_app';
import { createQueryClient } from '../lib/query-client';
import { trpc } from '../trpc';

/** The tRPC and TanStack Query providers of one island root that calls the API (forms, mostly). */
export function IslandApiProvider({ client, children }: { client: TRPCClient<AppRouter>; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
