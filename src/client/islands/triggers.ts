/**
 * When an island's code is wanted. An island's server HTML is complete and readable, so its code
 * can wait: 'visible' islands when their HTML nears the viewport (the account menu is hidden on
 * phones, so phones never download it); 'interaction' ones when the reader focuses or touches them
 * (forms: inputs take typing natively meanwhile, and a submit before the form is live is a native
 * post the server validates and answers, server/forms/native-form-posts.ts); 'toast' (the toaster) when
 * there is a toast to show.
 */
import { currentToast, subscribeToasts } from '../components/toast/toast-store';

export type Trigger = 'visible' | 'interaction' | 'toast';

function whenToasted(): Promise<void> {
  if (currentToast()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribeToasts(() => {
      unsubscribe();
      resolve();
    });
  });
}

// pointerover and pointerdown reach even a disabled submit button (mouse events do not); input and
// change catch a browser's autofill, which may fill the fields without focusing them.
const INTERACTION_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown', 'input', 'change'] as const;

/** Resolves when the island in `element` is wanted; at once if it has no server HTML (client-side rendering). */
export function whenWanted(element: Element | null, trigger: Trigger): Promise<void> {
  if (trigger === 'toast') return whenToasted();
  if (!element || element.childElementCount === 0) return Promise.resolve();
  // The reader got there before this code did (focused a field, is typing, has the pointer on it):
  // the events that said so were sent before anyone listened, so ask the page instead of waiting
  // for the next one.
  if (element.contains(document.activeElement) || element.querySelector(':hover') !== null) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: IntersectionObserver | undefined;
    // If React has to drop the server HTML (it client-renders a boundary after a hydration
    // mismatch), nothing is left to see or touch: load at once.
    const emptied = new MutationObserver(() => element.childElementCount === 0 && done());
    // Listened for on window, in the capture phase: React stops events aimed at a part of the page
    // it has not hydrated yet (to replay them later), so they never reach the island itself.
    const onEvent = (event: Event) => event.target instanceof Node && element.contains(event.target) && done();
    const done = () => {
      INTERACTION_EVENTS.forEach((name) => window.removeEventListener(name, onEvent, true));
      observer?.disconnect();
      emptied.disconnect();
      resolve();
    };
    INTERACTION_EVENTS.forEach((name) => window.addEventListener(name, onEvent, { capture: true, passive: true }));
    emptied.observe(element, { childList: true });
    if (trigger === 'visible' && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '300px' });
      // The wrapper is display: contents (no box of its own), so its children are what can be seen.
      for (const child of element.children) observer.observe(child);
    }
  });
}
