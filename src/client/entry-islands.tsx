/**
 * The browser entry of island pages (routes whose `hydrate` fact is 'islands', route-facts.ts), loaded after the first paint by a small
 * inline script (server/ssr/assets.ts). It installs the page's small behaviours (no React), then
 * finds each `[data-island]` the server wrote, waits until it is wanted, and only then loads React
 * and the island's code and hydrates it with the props the server used.
 */
import { installBehaviors } from './behaviors/install';
import { islandSpec } from './islands/registry';
import { whenWanted } from './islands/triggers';

// The stylesheets are inlined by the server in production; the dev server serves them as modules.
if (import.meta.env.DEV) {
  void import('./styles/app.css');
  void import('./styles/prose.css');
}

const root = document.documentElement;
let started = 0;
let finished = 0;
let firstPassDone = false;

/** <html data-islands="ready"> once the behaviours are installed and every island wanted at load
 * (in view then) is live; tests wait for it. */
function markReadyIfDone() {
  if (firstPassDone && started === finished) root.dataset.islands = 'ready';
}

async function startIsland(element: HTMLElement) {
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
    const [Component, { hydrateIsland }] = await Promise.all([spec.load(), import('./islands/hydrate')]);
    await hydrateIsland(element, Component, { api: Boolean(spec.api), onHydrated: done });
  } catch {
    // A chunk that failed to download (a dropped connection): the island stays as readable HTML,
    // marked so that whoever inspects the page sees which one did not start.
    element.dataset.failed = '';
    done();
  }
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => void startIsland(element));
installBehaviors();
// Two frames: long enough for the IntersectionObservers to report what is in view at load.
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    firstPassDone = true;
    markReadyIfDone();
  }),
);
