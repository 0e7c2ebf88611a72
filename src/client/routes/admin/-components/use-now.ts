/**
 * The current time for relative text ("3 days"), ticking every 30 s. During server rendering and
 * hydration it is null: the server's clock and the browser's differ, and text computed from each
 * would not match (React error #418, seen on this queue). Callers show a fixed date until then.
 */
import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // The clock stood still while nobody watched it: a page opened minutes later starts from now.
    if (Date.now() - now >= TICK_MS) queueMicrotask(refreshNow);
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}

/** Moves the shared clock on at once (after a decision, so a new undo window is measured from now). */
export function refreshNow() {
  now = Date.now();
  for (const l of listeners) l();
}
