import { createContext, useContext, type ReactElement } from 'react';

/**
 * Present only while the server renders an island page. Each island is then rendered as its own
 * React root (as the browser will hydrate it: same markup, same useId values) and written into the
 * page with its props; the rest of the page is HTML that is never hydrated.
 */
export interface IslandsServer {
  /** A unique key per island in this page, also its React identifier prefix. */
  nextKey(id: string): string;
  /** renderToString of one island root, wrapped in the API providers when it calls the API. */
  render(element: ReactElement, opts: { api: boolean; key: string }): string;
}

export const IslandsServerContext = createContext<IslandsServer | null>(null);

export function useIslandsServer(): IslandsServer | null {
  return useContext(IslandsServerContext);
}
