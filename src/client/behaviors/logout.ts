/**
 * Logout buttons outside React (`<button data-logout="/">` in the phone menu): the same request
 * and the same messages as the account menu's (hooks/use-logout.ts).
 */
import { logOutAndGo } from '../lib/session-requests';

export function installLogoutButtons(root: Document) {
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-logout]') : null;
    if (!button || button.disabled) return;
    const label = button.textContent;
    button.disabled = true;
    button.textContent = 'Logging out...';
    void logOutAndGo(button.dataset.logout === '/auth' ? '/auth' : '/').catch(() => {
      button.disabled = false;
      button.textContent = label;
    });
  });
}
