/**
 * A saved page opened without a connection says so (issue 26): a slim bar at the top, "You are
 * offline: this is the copy saved on this device on <date>", so a reader knows the text may be
 * older than today's. It comes and goes with the connection. /offline has its own notice.
 * A page that was loaded live and then lost the connection is no saved copy (an admin's page
 * called one was: probe 41, F4): it says what losing the connection means there instead.
 */
const BAR_ID = 'offline-indicator';

async function savedOn(): Promise<string | null> {
  if (!('caches' in window)) return null;
  const saved = await caches.match(location.pathname).catch(() => undefined);
  const date = saved?.headers.get('date');
  const when = date ? new Date(date) : null;
  return when && !Number.isNaN(when.getTime()) ? when.toLocaleDateString(undefined, { dateStyle: 'medium' }) : null;
}

const LIVE_PAGE_OFFLINE = 'You are offline: nothing you send can reach the site until the connection is back.';

/**
 * Whether this page came from the device because the site could not be reached: the service
 * worker marks such an answer (server/offline/service-worker.js). A phone on a dead link, a
 * captive portal or a network without data still says it is online (probe 74, F4).
 */
export function servedFromSavedCopy(root: Document): boolean {
  return root.querySelector('meta[name="served-from"][content="saved-copy"]') !== null;
}

function show(root: Document, openedOffline: boolean) {
  if (root.getElementById(BAR_ID)) return;
  const bar = root.createElement('p');
  bar.id = BAR_ID;
  bar.setAttribute('role', 'status');
  bar.className =
    'bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 print:hidden dark:bg-amber-900/60 dark:text-amber-50';
  const why = navigator.onLine ? 'The site could not be reached' : 'You are offline';
  bar.textContent = openedOffline ? `${why}: this is the copy saved on this device.` : LIVE_PAGE_OFFLINE;
  root.body.prepend(bar);
  if (!openedOffline) return;
  void savedOn().then((when) => {
    if (when) bar.textContent = `${why}: this is the copy saved on this device on ${when}.`;
  });
}

export function installOfflineIndicator(root: Document) {
  if (root.querySelector('[data-offline-notice]')) return;
  // Opened without a connection: the service worker answered with the copy it saved.
  const openedOffline = !navigator.onLine || servedFromSavedCopy(root);
  if (openedOffline) show(root, true);
  window.addEventListener('offline', () => show(root, openedOffline));
  window.addEventListener('online', () => root.getElementById(BAR_ID)?.remove());
}
