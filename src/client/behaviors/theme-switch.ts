/**
 * The theme switch (`<button data-theme-switch>`): flips the `dark` class on <html>, remembers
 * the choice (lib/theme.ts reads it back before the next first paint) and keeps every switch's
 * aria-pressed true while the dark theme is on. Its icons follow the class through CSS.
 */
import { THEME_KEY } from '../lib/theme';

const SELECTOR = '[data-theme-switch]';

function syncSwitches(root: Document) {
  const dark = root.documentElement.classList.contains('dark');
  root.querySelectorAll(SELECTOR).forEach((button) => button.setAttribute('aria-pressed', String(dark)));
}

export function installThemeSwitch(root: Document) {
  syncSwitches(root);
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(SELECTOR)) return;
    const dark = root.documentElement.classList.toggle('dark');
    try {
      localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
    } catch {
      // Private browsing: the choice lasts for this page only.
    }
    syncSwitches(root);
  });
}
