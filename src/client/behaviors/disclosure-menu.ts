/**
 * Menus built on a native <details data-menu> (the phone menu): they open and close without any
 * script. This adds what a menu is expected to do besides: Escape closes it and returns focus to
 * its toggle, a tap outside closes it, and following one of its links closes it.
 */
const SELECTOR = 'details[data-menu][open]';

export function installDisclosureMenus(root: Document) {
  const openMenus = () => [...root.querySelectorAll<HTMLDetailsElement>(SELECTOR)];
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
  root.addEventListener('pointerdown', (event) => {
    for (const menu of openMenus()) if (!(event.target instanceof Node && menu.contains(event.target))) menu.open = false;
  });
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const menu = link?.closest<HTMLDetailsElement>(SELECTOR);
    if (menu) menu.open = false;
  });
}
