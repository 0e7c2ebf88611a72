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

export function island<Id extends IslandId>(id: Id): ComponentType<IslandProps<Id>> {
  type P = AnyProps;
  const spec = islandRegistry[id] as { trigger: Trigger; api?: boolean; load: () => Promise<ComponentType<P>> };
  let loaded: ComponentType<P> | undefined;
  const preload = () => spec.load().then((component) => (loaded = component));
  if (import.meta.env.SSR) serverPreloads.push(preload());
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
