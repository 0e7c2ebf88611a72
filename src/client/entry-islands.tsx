/**
 * The browser entry of island pages (lib/page-mode.ts): finds each `[data-island]` the server
 * wrote, waits until it is wanted, loads its code and hydrates it as its own React root with the
 * props the server used. Loaded after the first paint by a small inline script (server/ssr/assets.ts).
 */
import { useEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandSpec } from './islands/registry';
import { whenWanted } from './islands/triggers';
import './styles/app.css';

const root = document.documentElement;
let started = 0;
let finished = 0;
let firstPassDone = false;

/** <html data-islands="ready"> once every island wanted at load (and in view then) is live; tests wait for it. */
function markReadyIfDone() {
  if (firstPassDone && started === finished) root.dataset.islands = 'ready';
}

/** Calls back once the island has hydrated. It wraps the island rather than sitting beside it: a
 * sibling would change the island's useId values, which must match the server's. */
function OnHydrated({ callback, children }: { callback: () => void; children: ReactElement }) {
  useEffect(callback, [callback]);
  return children;
}

async function hydrateIsland(element: HTMLElement) {
  const spec = islandSpec(element.dataset.island ?? '');
  if (!spec) return;
  await whenWanted(element, spec.trigger);
  started++;
  const done = () => {
    element.dataset.hydrated = '';
    finished++;
    markReadyIfDone();
  };
  try {
    const [Component, wrap] = await Promise.all([
      spec.load(),
      spec.api ? import('./islands/browser-api').then((m) => m.withApi) : (element: ReactElement) => element,
    ]);
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    hydrateRoot(element, <OnHydrated callback={done}>{wrap(<Component {...props} />)}</OnHydrated>, {
      identifierPrefix: element.dataset.key,
    });
  } catch (error) {
    // A chunk that failed to download (a dropped connection): the island stays as readable HTML.
    // eslint-disable-next-line no-console -- the only trace a broken island leaves for whoever debugs it
    console.error(`Island ${element.dataset.island} could not start`, error);
    done();
  }
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => void hydrateIsland(element));
// Two frames: long enough for the IntersectionObservers to report what is in view at load.
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    firstPassDone = true;
    markReadyIfDone();
  }),
);
