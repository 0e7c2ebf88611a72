/**
 * Menus built on a native <details data-menu> (the phone menu): they open and close without any
 * script. This adds what a menu is expected to do besides: Escape closes it and returns focus to
 * its toggle, a tap outside closes it, following one of its links closes it, and so does focus
 * leaving it (Tab past its last entry): an open panel would cover the page content that then has
 * focus, hiding its focus ring (probe 26, F2).
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
  // Only when focus goes to another element: none (a tap on the panel's text, the window losing
  // focus) is not the reader leaving the menu, and a tap outside is handled above.
  root.addEventListener('focusout', (event) => {
    const menu = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(SELECTOR) : null;
    const to = event.relatedTarget;
    if (menu && to instanceof Node && !menu.contains(to)) menu.open = false;
  });
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const menu = link?.closest<HTMLDetailsElement>(SELECTOR);
    if (menu) menu.open = false;
  });
}
