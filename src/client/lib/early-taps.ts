/**
 * Taps on a whole-app page before its code is live (docs/decisions/2026-11-26-early-taps.md).
 * The server's HTML shows the page's buttons seconds before React has hydrated them on a slow
 * phone, and a tap then did nothing. `EARLY_TAPS_SCRIPT` runs inline in the page's head (the
 * root route writes it, with the CSP nonce, on whole-app pages only): it holds the first
 * tap on any button and marks that button as heard. Once the app has hydrated, `replayEarlyTap`
 * clicks the same button again, so every button of every whole-app page is covered without
 * knowing it. A handler whose click changes something at once asks first when `tappedEarly()`.
 */

/** The tap held for the app: the button, and how to find it again if hydration replaced it. */
export interface HeardTap {
  button: HTMLButtonElement;
  label: string;
  /** Its place among the page's buttons with the same label, in document order. */
  index: number;
  /** Its own aria-busy before the tap, put back when the tap is replayed. */
  busy: string | null;
}

export interface EarlyTaps {
  /** Ends the capture of buttons (the app handles their taps from now on) and hands over the tap it heard, if any, once. */
  stop(): HeardTap | null;
  /** Ends the capture altogether (and removes itself from the window): links go to the app's router from now on. */
  releaseLinks(): void;
}

type CapturingWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'document'> & { __earlyTaps?: EarlyTaps };
type IdleWindow = Partial<Pick<Window, 'requestIdleCallback'>> & Pick<Window, 'setTimeout'>;

/**
 * The capture, as the inline script of whole-app pages (under 500 bytes gzip, never on island pages).
 * Plain text, like the theme's boot script: the exact text the browser runs is what the tests run,
 * with no bundler helper slipped in. It listens on the window in the capture phase, so it runs
 * before the behaviours' and React's listeners on the document: a held tap reaches neither now,
 * and is delivered exactly once later (`replayEarlyTap`). A link is followed by the browser as a
 * plain link, and kept from React until every part of the page has hydrated: React listens from
 * the moment hydration starts, and a router link it handled then moved the page to another route
 * in the middle of hydrating (React error #418, the page thrown away and drawn again). That lasts
 * past the root's commit: each route's part of the page is its own Suspense boundary (TanStack
 * Router wraps every match in one), which React hydrates in later tasks. A form's submit button posts
 * natively (server/forms/native-form-posts.ts), so it is let through. Every other
 * button tap is stopped until the app is live, not only the first: a second impatient tap must
 * not reach a half-live page and act beside the replay. The first is marked as heard: a pressed,
 * waiting look (app.css) and aria-busy for screen readers.
 */
export const EARLY_TAPS_SCRIPT = `(function (w) {
  var heard = null, live = false;
  function labelOf(b) { return (b.getAttribute('aria-label') || b.textContent || '').trim(); }
  function onClick(e) {
    var t = e.target, can = t && typeof t.closest === 'function', b = can ? t.closest('button') : null;
    if (can && t.closest('a[href]')) { e.stopImmediatePropagation(); return; }
    if (live || !b || (b.type === 'submit' && b.form)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (heard) return;
    var label = labelOf(b);
    var same = Array.prototype.filter.call(w.document.querySelectorAll('button'), function (x) { return labelOf(x) === label; });
    heard = { button: b, label: label, index: same.indexOf(b), busy: b.getAttribute('aria-busy') };
    b.setAttribute('aria-busy', 'true');
    b.setAttribute('data-tapped-early', '');
  }
  w.addEventListener('click', onClick, true);
  w.__earlyTaps = {
    stop: function () { var h = heard; heard = null; live = true; return h; },
    releaseLinks: function () { w.removeEventListener('click', onClick, true); delete w.__earlyTaps; }
  };
})(window)`;

/** The longest links are followed as plain links after the root has hydrated (a browser that is never idle, or Safari). */
const LINKS_RELEASED_AFTER_MS = 2000;

let replaying = false;

/**
 * True while a held tap is being delivered. A button whose click changes something at once (the
 * queue's Approve) opens its confirmation instead: the reader tapped on a page that was not
 * live yet, perhaps seconds ago, and may have tapped again since, thinking the first was lost.
 */
export function tappedEarly(): boolean {
  return replaying;
}

/** The same button after hydration: the very element if React kept it, else by label and place. */
function findAgain(doc: Pick<Document, 'querySelectorAll'>, heard: HeardTap): HTMLButtonElement | null {
  if (heard.button.isConnected) return heard.button;
  // The same label as the inline script's `labelOf`.
  const labelOf = (b: Element) => (b.getAttribute('aria-label') || b.textContent || '').trim();
  const same = Array.from(doc.querySelectorAll('button')).filter((b) => labelOf(b) === heard.label);
  return heard.index >= 0 ? (same[heard.index] ?? null) : null;
}

/**
 * Called once the app's root has hydrated (the root route's layout effect): ends the capture of
 * buttons in the same commit, so no tap falls between it and React, and delivers the held tap in
 * the next task, when every handler of the page is attached (a tap on a part still waiting to
 * hydrate makes React hydrate that part first). Links stay with the browser until the browser is
 * next idle: React hydrates the routes' parts in tasks of its own that keep it busy until they are
 * all done. Safari has no idle callback; a link followed as a plain link a moment too long costs a
 * page load, a router link taken too early costs the whole page (#418), so its fallback waits long.
 */
export function replayEarlyTap(win: CapturingWindow & IdleWindow = window): void {
  const capture = win.__earlyTaps;
  if (!capture) return;
  const heard = capture.stop();
  if (win.requestIdleCallback) win.requestIdleCallback(() => capture.releaseLinks(), { timeout: LINKS_RELEASED_AFTER_MS });
  else win.setTimeout(() => capture.releaseLinks(), LINKS_RELEASED_AFTER_MS);
  if (!heard) return;
  const { button } = heard;
  if (heard.busy === null) button.removeAttribute('aria-busy');
  else button.setAttribute('aria-busy', heard.busy);
  button.removeAttribute('data-tapped-early');
  win.setTimeout(() => {
    const again = findAgain(win.document, heard);
    if (!again || again.disabled) return;
    // Where a real tap leaves focus, so a dialog it opens gives focus back to it on close.
    again.focus({ preventScroll: true });
    replaying = true;
    try {
      again.click();
    } finally {
      replaying = false;
    }
  }, 0);
}
