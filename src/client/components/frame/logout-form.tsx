import { FORM_FIELD } from '../../../shared/form-flash';

/**
 * Logout as a real form posted to the page it is on (server/forms/native-form-posts.ts signs out and
 * goes to the home page), so signing out needs no script: JavaScript off, or its code not yet
 * arrived. With the script, behaviors/logout.ts takes the click and signs out the scripted way
 * (it also clears this device's offline copy of /profile).
 */
export function LogoutForm({ className }: { className: string }) {
  return (
    <form method="post">
      <input type="hidden" name={FORM_FIELD} value="logout" />
      <button type="submit" data-logout="/" className={className}>
        Logout
      </button>
    </form>
  );
}
