/**
 * The service worker (docs/decisions/2026-11-23-offline-reading.md). Served by
 * server/offline/routes.ts as /sw.js, with `CONFIG` prepended:
 *   CONFIG.version  changes with every build: a new worker, a fresh cache of pages
 *   CONFIG.library  the lessons, guides, security pages and the Act summary (saved when asked)
 *   CONFIG.offline  the page shown for an address that was never saved
 *
 * Rules:
 * - Only reading pages are ever stored or answered from the cache. Signed-in workspaces, the
 *   sign-in page, the API and search results always go to the network.
 * - Only answers the server marked shareable (`Cache-Control: public`: what an anonymous reader
 *   gets) are stored. A signed-in reader's copy of a lesson (with their name in the header) is
 *   never stored: the anonymous copy is fetched without cookies and stored instead.
 * - Pages: network first (a reader online sees today's text), the saved copy when the network
 *   fails, the offline page when there is none.
 * - A page the server answers 404 or 410 for (an article deleted or unpublished) is removed from
 *   this device: /offline stops listing it and it no longer opens offline (probe 34, F2).
 * - Built assets (/assets/*) are left to the browser: they are served `immutable` for a year, so the
 *   HTTP cache already has them offline, and a second copy here would only take the reader's storage.
 *   The offline page's own code is fetched once when the worker installs, so the HTTP cache has it
 *   even for a learner who has only seen signed-in pages (they run other code): without it their
 *   offline /profile could not show the payment code it keeps.
 */
/* global CONFIG */
const PAGES = `pages-${CONFIG.version}`;
const NEVER_CACHED = /^\/(profile|account|dashboard|admin|reset-password|unsubscribe|auth|api|trpc|search|sw\.js)(\/|$)/;

/**
 * A redirected answer is never stored: it would be another page's (a signed-in page's anonymous
 * copy is the sign-in page), and a browser refuses a redirected answer for a navigation, so offline
 * the reader got its network error instead of the offline page (probe 23, D2: /account).
 */
const isStorable = (response) =>
  response.ok && response.type === 'basic' && !response.redirected && /\bpublic\b/.test(response.headers.get('Cache-Control') ?? '');

/** The anonymous copy of a page, stored. Resolves false when it could not be stored. */
async function savePage(url) {
  const path = new URL(url, self.location.origin).pathname;
  if (NEVER_CACHED.test(path)) return false;
  try {
    const response = await fetch(path, { credentials: 'omit', cache: 'no-cache', headers: { Accept: 'text/html' } });
    if (!isStorable(response)) return false;
    await (await caches.open(PAGES)).put(path, response);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops a page's saved copy from every pages-* cache: the /offline list and the offline notice read
 * them all, and a copy kept by an earlier version would outlive the deletion otherwise.
 */
async function forgetPage(path) {
  // The offline page is what every unsaved address falls back to: never dropped here.
  if (path === CONFIG.offline) return;
  try {
    const names = (await caches.keys()).filter((name) => name.startsWith('pages-'));
    await Promise.all(names.map(async (name) => (await caches.open(name)).delete(path)));
  } catch {
    // Storage unavailable: nothing saved to drop.
  }
}

/** Fetches the scripts and styles the saved offline page names, into the browser's HTTP cache. */
async function warmOfflinePageAssets() {
  try {
    const saved = await (await caches.open(PAGES)).match(CONFIG.offline);
    const html = saved ? await saved.text() : '';
    const assets = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
    await Promise.all([...assets].map((src) => fetch(src).catch(() => undefined)));
  } catch {
    // Offline or a failed read: the pages the reader opens fill the cache as before.
  }
}

self.addEventListener('install', (event) => {
  // The offline page (and its code) is needed before anything else can be offered.
  event.waitUntil(
    savePage(CONFIG.offline)
      .then(warmOfflinePageAssets)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages saved by the previous version move over (a reader's library survives an update), the rest goes.
      const names = await caches.keys();
      const current = await caches.open(PAGES);
      for (const name of names.filter((n) => n.startsWith('pages-') && n !== PAGES)) {
        const old = await caches.open(name);
        for (const request of await old.keys()) {
          const path = new URL(request.url).pathname;
          if (!(await current.match(path))) void savePage(path);
        }
      }
      await Promise.all(names.filter((n) => n !== PAGES).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/**
 * A page answered from this device because the network failed, marked so in its <head>: a phone
 * on a dead link still says it is online, and its reader was shown a saved copy, or the offline
 * page, with nothing to say the site was not reached (probe 74, F4). The page reads the mark
 * (client/behaviors/offline-indicator.ts, saved-pages.ts).
 */
const SAVED_COPY_MARK = '<meta name="served-from" content="saved-copy">';
async function markedSavedCopy(response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(
    html.replace(/<head[^>]*>/i, (head) => head + SAVED_COPY_MARK),
    { status: response.status, statusText: response.statusText, headers },
  );
}

async function pageFromNetworkOrCache(request) {
  const path = new URL(request.url).pathname;
  try {
    // Straight to the server (revalidating): the browser's HTTP cache would otherwise answer from a
    // stale copy under stale-while-revalidate, and a reader would not see a just-published article.
    // redirect 'manual' keeps a redirect a redirect for the navigation (an opaque-redirect answer).
    const response = await fetch(request.url, { cache: 'no-cache', credentials: 'same-origin', redirect: 'manual' });
    if (isStorable(response)) {
      const copy = response.clone();
      void caches.open(PAGES).then((cache) => cache.put(path, copy));
    } else if (response.ok && !NEVER_CACHED.test(path)) {
      // A signed-in reader's page: keep the anonymous copy instead, in the background.
      void savePage(path);
    } else if (response.status === 404 || response.status === 410) {
      // The page is gone (deleted or unpublished): its copy goes before the answer is shown, so
      // /offline opened next no longer lists it, and offline it is not read as if still there.
      await forgetPage(path);
    }
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const saved = (await cache.match(path)) ?? (await cache.match(CONFIG.offline));
    if (saved) return markedSavedCopy(saved);
    throw error;
  }
}

/**
 * Pages never stored here (/profile, /search, the sign-in page, the admin): straight to the
 * network, and without one the offline page rather than the browser's error. Nothing of them is
 * kept; on /profile the offline page shows the learner's own summary that /profile left in this
 * device's localStorage (issue 26: the payment code at the bank without signal;
 * client/lib/offline-enrollments.ts).
 */
async function networkOrOfflinePage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await (await caches.open(PAGES)).match(CONFIG.offline);
    if (offline) return markedSavedCopy(offline);
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode !== 'navigate') return;
  // The API (its docs, CSV downloads) is left to the browser entirely.
  if (/^\/(api|trpc)(\/|$)/.test(url.pathname)) return;
  event.respondWith(NEVER_CACHED.test(url.pathname) ? networkOrOfflinePage(request) : pageFromNetworkOrCache(request));
});

/**
 * Messages from the pages (behaviors/offline.ts):
 *   { type: 'save', url }   "Save for offline": answers { saved: boolean }
 *   { type: 'save-library' } every lesson, guide, security page and the Act summary (not in low-data mode)
 */
self.addEventListener('message', (event) => {
  const data = event.data ?? {};
  const reply = (message) => event.ports[0]?.postMessage(message);
  if (data.type === 'save' && typeof data.url === 'string') {
    event.waitUntil(savePage(data.url).then((saved) => reply({ saved })));
  } else if (data.type === 'save-library') {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(PAGES);
        let saved = 0;
        for (const path of CONFIG.library) {
          // One at a time: a reader's phone on a slow link keeps its bandwidth for what it is doing.
          if ((await cache.match(path)) || (await savePage(path))) saved++;
        }
        reply({ saved, total: CONFIG.library.length });
      })(),
    );
  }
});
