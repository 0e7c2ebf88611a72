/** Loaded with the first island that calls the API: one tRPC client for every island of the page. */
import type { ReactElement } from 'react';
import { createBrowserTrpcClient } from '../lib/browser-trpc-client';
import { IslandApiProvider } from './api-provider';

const client = createBrowserTrpcClient();

export function withApi(element: ReactElement): ReactElement {
  return <IslandApiProvider client={client}>{element}</IslandApiProvider>;
}
