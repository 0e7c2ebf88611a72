import { TOAST_VIEWPORT_ID } from '../components/toast/toast-store';

/** F8 moves focus to the notifications (spec section 9), on every page. */
export function installToastHotkey(root: Document) {
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'F8') return;
    event.preventDefault();
    root.getElementById(TOAST_VIEWPORT_ID)?.focus();
  });
}
