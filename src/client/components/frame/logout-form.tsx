import { FORM_FIELD } from '../../../shared/form-flash';

/**
 * Logout as a real form posted to the page it is on (server/forms/native-form-posts.ts signs out and
 * goes to the home page), so signing out needs no script: JavaScript off, or its code not yet
 * arrived. With the script, behaviors/logout.ts takes the click and signs out the scripted way
 * (it also clears this device's offline copy of /profile) and goes to `to` (the admin header: /auth).
 */
export function LogoutForm({ className, to = '/' }: { className: string; to?: '/' | '/auth' }) {
  return (
    <form method="post">
      <input type="hidden" name={FORM_FIELD} value="logout" />
      <button type="submit" data-logout={to} className={className}>
        Logout
      </button>
    </form>
  );
}
