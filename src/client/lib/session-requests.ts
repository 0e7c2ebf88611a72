import { LOGGED_OUT_MESSAGE } from '../../shared/form-flash';
import { flashToast, toast } from '../components/toast/toast-store';
import { clearProfileCopy } from './offline-enrollments';
import { clearProgress } from './progress-store';

/**
 * POST /api/logout (spec section 7), with fetch: the REST endpoint is the same tRPC procedure,
 * and it keeps the tRPC client out of every page's first load. Writes must be JSON (CSRF guard).
 */
export async function logOut(): Promise<void> {
  // The offline copy of /profile and the progress copy are this account's: they never outlive the
  // session on this device (the progress stays in the account).
  clearProfileCopy();
  clearProgress();
  const response = await fetch('/api/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new Error(typeof body?.message === 'string' ? body.message : 'Logout failed');
}

/**
 * Log out, then load `to` (spec: / or /auth) as a new page, which starts signed out everywhere;
 * its 'Logged out' toast is shown there. On failure the 'Logout failed' toast, and it rejects.
 */
export async function logOutAndGo(to: '/' | '/auth'): Promise<void> {
  try {
    await logOut();
  } catch (error) {
    toast({
      title: 'Logout failed',
      description: error instanceof Error && error.message ? error.message : 'Logout failed',
      variant: 'destructive',
    });
    throw error;
  }
  flashToast({ title: 'Logged out', description: LOGGED_OUT_MESSAGE });
  window.location.assign(to);
}
