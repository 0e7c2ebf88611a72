/** Server only: renders each island of an island page as its own root (see server-context.ts). */
import type { TRPCClient } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import type { AppRouter } from '../../server/routers/_app';
import { IslandApiProvider } from './api-provider';
import type { IslandsServer } from './server-context';

export function createIslandsServer(client: TRPCClient<AppRouter>): IslandsServer {
  let count = 0;
  return {
    nextKey: (id) => `${id}-${count++}-`,
    render: (element, { api, key }) =>
      renderToString(api ? <IslandApiProvider client={client}>{element}</IslandApiProvider> : element, { identifierPrefix: key }),
  };
}
