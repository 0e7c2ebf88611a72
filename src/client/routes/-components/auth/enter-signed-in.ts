/**
 * What every way in (sign-in, second step, passkey, registration) does once the server said yes:
 * the welcome toast, the learner's offline and progress copies kept for this user only, and 500 ms later a full
 * page load to where they go (spec section 4: every part of the page starts signed in).
 *
 * The welcome is also left for that next page (flashToast). The toaster's code loads when the
 * first toast is raised; on a slow phone it can take longer than 500 ms, and the page was gone
 * before the welcome was drawn (seen in the browser suite on a loaded machine). On a fast device
 * the same toast is drawn on both pages: that is the welcome staying up across the page load, as
 * it did in the original's client-side navigation, not a second greeting (taking the copy back
 * once drawn was tried: the welcome then lasted only the 500 ms before the page load).
 */
import { TIMINGS } from '../../../../shared/constants';
import type { AuthSearch } from '../../../../shared/auth-search';
import { postLoginTarget } from '../../../../shared/redirects';
import { flashToast, toast, type ToastInput } from '../../../components/toast/toast-store';
import { keepProfileCopyOnlyFor } from '../../../lib/offline-enrollments';
import { progressFor } from '../../../lib/progress-store';

export function enterSignedIn(user: { id: number; role: 'user' | 'admin' }, search: AuthSearch, welcome: ToastInput): void {
  toast(welcome);
  flashToast(welcome);
  keepProfileCopyOnlyFor(user.id);
  // Another account's progress copy goes (its session ended without a scripted logout).
  progressFor(user.id);
  setTimeout(() => window.location.assign(postLoginTarget(user, search)), TIMINGS.loginRedirectMs);
}
