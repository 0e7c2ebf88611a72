/**
 * The low-data switch (`<button data-low-data-switch>`) remembers the reader's choice in a cookie
 * (the server renders the page to match) and reloads the page; `[data-tap-image]` buttons, shown
 * in low-data mode instead of cover images, load their image when tapped.
 */
import { LOW_DATA_COOKIE } from '../../shared/low-data';
import { isLowData } from '../lib/low-data';

export function installLowData(root: Document) {
  root.querySelectorAll('[data-low-data-switch]').forEach((button) => button.setAttribute('aria-pressed', String(isLowData())));
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-low-data-switch]')) {
      document.cookie = `${LOW_DATA_COOKIE}=${isLowData() ? 'off' : 'on'}; Path=/; Max-Age=31536000; SameSite=Lax`;
      location.reload();
      return;
    }
    const tap = target?.closest<HTMLElement>('[data-tap-image]');
    if (!tap?.dataset.src) return;
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
