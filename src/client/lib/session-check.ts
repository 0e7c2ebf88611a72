/**
 * A page that needs a session is never drawn from this tab's memory for a session that has ended
 * (probe 69 A, F1). The query cache keeps what it read for as long as the tab lives (spec section
 * 7), so after a sign-out in another tab, the idle or 12-hour limit, a password change on another
 * device or a demotion, Back to /profile redrew the paid material links, and Back to the payment
 * queue every learner's address and reference, with no request at all: on a shared phone, for
 * the next person.
 *
 * So when such a page is entered (a link, Back, Forward), the session is asked for: one small read,
 * beside the page's own reads (the root route's loader waits for it, so the page is shown only
 * once it is answered, without a round trip of its own first: probe 70, F3); a first load needs
 * none, its page came from the server. If it is not the one the tab holds, the page is loaded
 * afresh: the server's guards then send the reader to sign in, and nothing of the old session
 * stays in memory. Public pages ask nothing. A page already on screen is not reloaded
 * when its tab is looked at again: an admin's half-written article would be lost with it, and a
 * save then asks to sign in again without losing the text (lib/re-sign-in.ts).
 */
import type { AnyRouteMatch } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import type { CurrentUser } from '../trpc';
import { clearProfileCopy } from './offline-enrollments';
import { clearProgress } from './progress-store';

type Match = Pick<AnyRouteMatch, 'staticData' | 'cause'>;

/**
 * Whether a navigation enters a page for signed-in readers (its declared `access`): from another
 * page, Back and Forward included. A change of a page's own query (a search typed in the payment
 * queue) stays on it and asks nothing.
 */
export const entersPrivatePage = (matches: readonly Match[]) =>
  matches.some((match) => match.staticData.access !== 'public' && match.cause === 'enter');

/** The same account with the same rights: nothing the tab shows was read for anyone else. */
const sameSession = (shown: CurrentUser, now: CurrentUser | null) =>
  now !== null && now.id === shown.id && now.role === shown.role && now.twoFactorSetupRequired === shown.twoFactorSetupRequired;

/**
 * The signed-in user as the server has it now. When the tab held another session, `href` is loaded
 * afresh instead (the returned promise never settles). Asked past the query cache: the cache's
 * copy changes only when the answer is the same session (a different one put "Login" in the header
 * above the old reader's page until the reload: probe 70, F2), and a re-read the cache had paused
 * offline could not hold the check up (probe 70, F1). Unanswered (offline) or refused, the tab
 * keeps what it holds: offline reading of /profile, and a page whose own reads are refused is
 * reloaded by its error screen (components/route-error.tsx).
 */
export async function confirmedUser(
  { trpc: utils, trpcClient }: Pick<RouterContext, 'trpc' | 'trpcClient'>,
  href: string,
): Promise<CurrentUser | null> {
  const shown = utils.auth.current.getData() ?? null;
  let now: CurrentUser | null;
  try {
    now = await trpcClient.auth.current.query();
  } catch {
    return shown;
  }
  if (shown && !sameSession(shown, now)) return loadAfresh(href, shown, now);
  utils.auth.current.setData(undefined, now);
  return now;
}

function loadAfresh(href: string, shown: CurrentUser, now: CurrentUser | null): Promise<never> {
  // This device's copies of the old account (offline /profile, progress) go with its session.
  if (now?.id !== shown.id) {
    clearProfileCopy();
    clearProgress();
  }
  window.location.assign(href);
  return new Promise<never>(() => {});
}
