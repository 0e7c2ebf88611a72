/**
 * The theme switch (`<button data-theme-switch>`): flips the `dark` class on <html>, remembers
 * the choice (lib/theme.ts reads it back before the next first paint) and keeps every switch's
 * aria-pressed true while the dark theme is on. Its icons follow the class through CSS.
 */
import { THEME_KEY } from '../lib/theme';

const SELECTOR = '[data-theme-switch]';

/** The tap heard by `EARLY_THEME_TAP_SCRIPT`, handed over once. */
type TapWindow = Window & { __themeTap?: () => Element | null };

/**
 * A tap on the switch before an island page's script is live (probe 26, F5): whole-app pages hold
 * early taps for any button (lib/early-taps.ts), island pages carry no such script, and the
 * switch is their one button the reader may tap at once (the site is dark by default). Written
 * inline in the head of island pages by the root route (the CSP nonce, like the early-taps
 * script): it remembers the first tap and marks the switch as heard, with the same mark and
 * pressed, waiting look (`data-tapped-early`, aria-busy); `installThemeSwitch` then acts on it.
 */
export const EARLY_THEME_TAP_SCRIPT = `(function (w) {
  var heard = null;
  function onClick(e) {
    var t = e.target, b = t && typeof t.closest === 'function' ? t.closest('${SELECTOR}') : null;
    if (!b || heard) return;
    heard = b;
    b.setAttribute('aria-busy', 'true');
    b.setAttribute('data-tapped-early', '');
  }
  w.addEventListener('click', onClick, true);
  w.__themeTap = function () { w.removeEventListener('click', onClick, true); delete w.__themeTap; return heard; };
})(window)`;

function syncSwitches(root: Document) {
  const dark = root.documentElement.classList.contains('dark');
  root.querySelectorAll(SELECTOR).forEach((button) => button.setAttribute('aria-pressed', String(dark)));
}

function toggle(root: Document) {
  const dark = root.documentElement.classList.toggle('dark');
  try {
    localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    // Private browsing: the choice lasts for this page only.
  }
  syncSwitches(root);
}

export function installThemeSwitch(root: Document) {
  const heard = (root.defaultView as TapWindow | null)?.__themeTap?.() ?? null;
  syncSwitches(root);
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(SELECTOR)) return;
    toggle(root);
  });
  if (!heard) return;
  heard.removeAttribute('aria-busy');
  heard.removeAttribute('data-tapped-early');
  toggle(root);
}
