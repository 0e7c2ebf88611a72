/**
 * Deferred islands: a part of a page (a form, mostly) whose code loads only when the reader
 * scrolls near it or starts using it, not with the page. The server renders it in full, so the
 * page looks complete and inputs take typing at once; React hydrates the island when its code
 * arrives (a Suspense boundary that is still loading keeps its server HTML). Forms are what pull
 * zod and react-hook-form (~40 KB gzip) into a page, so this keeps them off the first load.
 *
 * On the server the module is loaded once at startup (`islandsReady`), and the lazy component is
 * handed a synchronous thenable, so renderToString never sees it suspend.
 */
import { lazy, Suspense, type ComponentType } from 'react';

type Trigger = 'visible' | 'interaction';
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

/** When the island's server HTML is near the viewport ('visible') or touched; at once if there is none (client navigation). */
function wanted(id: string, trigger: Trigger): Promise<void> {
  const element = document.querySelector(`[data-island="${id}"]`);
  if (!element || element.childElementCount === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['focusin', 'pointerdown', 'touchstart', 'keydown'];
    let observer: IntersectionObserver | undefined;
    // If React has to drop the server HTML (it client-renders a boundary after a hydration
    // mismatch), nothing is left to see or touch: load at once.
    const emptied = new MutationObserver(() => element.childElementCount === 0 && done());
    // Listened for on window, in the capture phase: React stops events aimed at a part of the page
    // it has not hydrated yet (to replay them later), so they never reach the island itself.
    const onEvent = (event: Event) => event.target instanceof Node && element.contains(event.target) && done();
    const done = () => {
      events.forEach((name) => window.removeEventListener(name, onEvent, true));
      observer?.disconnect();
      emptied.disconnect();
      resolve();
    };
    events.forEach((name) => window.addEventListener(name, onEvent, { capture: true, passive: true }));
    emptied.observe(element, { childList: true });
    if (trigger === 'visible' && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '300px' });
      observer.observe(element);
    }
  });
}

export function island<P extends object>(id: string, trigger: Trigger, load: () => Promise<Module<P>>): ComponentType<P> {
  let loaded: Module<P> | undefined;
  const preload = () => load().then((m) => (loaded = m));
  if (import.meta.env.SSR) serverPreloads.push(preload());
  const Lazy = lazy(() =>
    loaded ? (resolved(loaded) as Promise<Module<P>>) : import.meta.env.SSR ? preload() : wanted(id, trigger).then(preload),
  );
  function Island(props: P) {
    return (
      <div data-island={id}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${id})`;
  return Island;
}
