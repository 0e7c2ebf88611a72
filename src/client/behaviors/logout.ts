/**
 * Logout buttons (`<button data-logout="/">` in the account menus, frame/logout-form.tsx): each is
 * a real form that signs out without script; with script, the click signs out the scripted way
 * instead (hooks/use-logout.ts's request and messages, and this device's offline /profile copy
 * cleared), so the form is not also sent.
 */
import { logOutAndGo } from '../lib/session-requests';

export function installLogoutButtons(root: Document) {
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-logout]') : null;
    if (!button) return;
    event.preventDefault();
    if (button.disabled) return;
    const label = button.textContent;
    button.disabled = true;
    button.textContent = 'Logging out...';
    void logOutAndGo(button.dataset.logout === '/auth' ? '/auth' : '/').catch(() => {
      button.disabled = false;
      button.textContent = label;
    });
  });
}
