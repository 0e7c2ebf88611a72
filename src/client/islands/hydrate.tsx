/**
 * Hydrates one island as its own React root. Loaded with the first island a page wants, so React
 * is downloaded only when some island needs it.
 */
import { startTransition, useEffect, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Calls back once the island has hydrated. It wraps the island rather than sitting beside it: a
 * sibling would change the island's useId values, which must match the server's. */
function OnHydrated({ callback, children }: { callback: () => void; children: ReactElement }) {
  useEffect(callback, [callback]);
  return children;
}

export async function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  opts: { api: boolean; onHydrated: () => void },
) {
  const wrap = opts.api ? (await import('./browser-api')).withApi : (island: ReactElement) => island;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  // In a transition, React hydrates in slices of a few milliseconds and yields to the reader's
  // input in between, instead of one long task per island.
  startTransition(() => {
    hydrateRoot(element, <OnHydrated callback={opts.onHydrated}>{wrap(<Component {...props} />)}</OnHydrated>, {
      identifierPrefix: element.dataset.key,
    });
  });
}
