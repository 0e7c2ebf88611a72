/**
 * The low-data switch (`<button data-low-data-switch>`) remembers the reader's choice in a cookie
 * (the server renders the page to match) and reloads the page; `[data-tap-image]` links, shown
 * in low-data mode instead of cover images, load their image in place when tapped. Both work
 * without this script too: the switch is a form the server answers, the link opens the image.
 */
import { LOW_DATA_COOKIE, LOW_DATA_COOKIE_MAX_AGE_SECONDS } from '../../shared/low-data';
import { isLowData } from '../lib/low-data';

export function installLowData(root: Document) {
  root.querySelectorAll('[data-low-data-switch]').forEach((button) => button.setAttribute('aria-pressed', String(isLowData())));
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-low-data-switch]')) {
      event.preventDefault();
      document.cookie = `${LOW_DATA_COOKIE}=${isLowData() ? 'off' : 'on'}; Path=/; Max-Age=${LOW_DATA_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
      location.reload();
      return;
    }
    const tap = target?.closest<HTMLElement>('[data-tap-image]');
    if (!tap?.dataset.src) return;
    // A link: a modified click (new tab) opens the image as a link does.
    if (event instanceof MouseEvent && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    const image = document.createElement('img');
    if (tap.dataset.srcset) {
      image.srcset = tap.dataset.srcset;
      image.sizes = tap.dataset.sizes ?? '100vw';
    }
    image.src = tap.dataset.src;
    image.alt = tap.dataset.alt ?? '';
    image.className = tap.dataset.imageClass ?? 'w-full rounded-xl';
    tap.replaceWith(image);
  });
}
