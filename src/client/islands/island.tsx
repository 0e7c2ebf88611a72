/**
 * `island(id)`: the component a page renders for an interactive part (a form, a menu, a switch).
 *
 * - On an island page, on the server: the island is rendered as its own React root, and written as
 *   `<div data-island data-key data-props>` with that HTML inside. `entry-islands.tsx` hydrates it
 *   in the browser when it is wanted (islands/triggers.ts).
 * - In the whole app (signed-in screens, and public pages reached by client-side navigation from
 *   them): an ordinary lazy component inside the page's React tree. A Suspense boundary still
 *   loading keeps its server HTML, so the island's code may still wait until it is wanted.
 *
 * On the server every island's module is loaded once at startup (`islandsReady`), and the lazy
 * component is handed a synchronous thenable, so renderToString never sees it suspend.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { islandRegistry, type IslandId, type IslandProps } from './registry';
import { useIslandsServer } from './server-context';
import { whenWanted, type Trigger } from './triggers';

type Module<P> = { default: ComponentType<P> };

const serverPreloads: Promise<unknown>[] = [];

/** Resolves when every island's module is loaded on the server (entry-server awaits it). */
export function islandsReady(): Promise<unknown> {
  return Promise.all(serverPreloads);
}

function resolved<T>(value: T): PromiseLike<T> {
  // A thenable that calls back synchronously: React.lazy then renders without suspending.
  return { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : (value as never)) as never };
}

type AnyProps = Record<string, unknown>;

/** The whole app's 'visible' islands, by id: loaded before hydration when the page shows one. */
const visiblePreloads = new Map<string, () => Promise<unknown>>();

/**
 * Whole-app pages: loads the code of each 'visible' island the server's HTML shows on this screen
 * (the desktop account menu) before React hydrates, so the island hydrates with the page. Loaded
 * after it, the island was server HTML for a moment after the page was live, and React drops a
 * click on HTML it has not hydrated: a "My Account" clicked then did nothing (CI, 2026-11-27).
 */
export function preloadShownIslands(): Promise<unknown> {
  const shown = [...visiblePreloads].filter(([id]) =>
    [...document.querySelectorAll(`[data-island="${id}"] > *`)].some((child) => child.getClientRects().length > 0),
  );
  return Promise.all(shown.map(([, preload]) => preload().catch(() => undefined)));
}

export function island<Id extends IslandId>(id: Id): ComponentType<IslandProps<Id>> {
  type P = AnyProps;
  const spec = islandRegistry[id] as { trigger: Trigger; api?: boolean; load: () => Promise<ComponentType<P>> };
  let loaded: ComponentType<P> | undefined;
  const preload = () => spec.load().then((component) => (loaded = component));
  if (import.meta.env.SSR) serverPreloads.push(preload());
  else if (spec.trigger === 'visible') visiblePreloads.set(id, preload);
  const Lazy = lazy<ComponentType<P>>(() => {
    if (loaded) return resolved({ default: loaded }) as Promise<Module<P>>;
    const load = import.meta.env.SSR ? preload() : whenWanted(document.querySelector(`[data-island="${id}"]`), spec.trigger).then(preload);
    return load.then((component) => ({ default: component }));
  });

  function Island(props: P) {
    const server = useIslandsServer();
    if (server && loaded) {
      const Component = loaded;
      const key = server.nextKey(id);
      const html = server.render(<Component {...props} />, { api: Boolean(spec.api), key });
      return (
        <div
          data-island={id}
          data-key={key}
          data-props={JSON.stringify(props)}
          className="contents"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    }
    return (
      <div data-island={id} className="contents">
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${id})`;
  return Island as ComponentType<IslandProps<Id>>;
}
