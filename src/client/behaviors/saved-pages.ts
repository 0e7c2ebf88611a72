/**
 * The list on /offline (`[data-saved-pages]`): the pages the service worker saved on this device
 * (its `pages-*` cache), by title, newest version only.
 */
import { servedFromSavedCopy } from './offline-indicator';

const TITLE = /<title>([^<]*)<\/title>/i;
/** The site's name as the saved page itself gives it: its titles end with " | <name>" (page-title.ts). */
const SITE_NAME = /<meta property="og:site_name" content="([^"]*)"/i;

function decodeEntities(text: string): string {
  const area = document.createElement('textarea');
  area.innerHTML = text;
  return area.value;
}

/**
 * A saved page's title without the site's name: the name the page was saved under, read from the
 * page, so a renamed site (or a page saved before a rename) still lists "Lesson", not
 * "Lesson | <name>" (a fixed default name was stripped before: probe 24, D3).
 */
export function withoutSiteName(html: string, path: string): string {
  const title = decodeEntities(TITLE.exec(html)?.[1] ?? path);
  const name = SITE_NAME.exec(html)?.[1];
  const suffix = name ? ` | ${decodeEntities(name)}` : undefined;
  return suffix && title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : title;
}

async function savedPages(): Promise<{ path: string; title: string }[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith('pages-'));
  const pages = new Map<string, string>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (path === '/offline' || pages.has(path)) continue;
      const html = (await (await cache.match(request))?.text()) ?? '';
      pages.set(path, withoutSiteName(html, path));
    }
  }
  return [...pages].map(([path, title]) => ({ path, title })).sort((a, b) => a.title.localeCompare(b.title));
}

export function installSavedPages(root: Document) {
  const list = root.querySelector<HTMLUListElement>('[data-saved-pages]');
  const status = root.querySelector('[data-saved-pages-status]');
  if (!list || !status) return;
  const notice = root.querySelector<HTMLElement>('[data-offline-notice]');
  if (notice && (!navigator.onLine || servedFromSavedCopy(root)) && location.pathname !== '/profile') notice.hidden = false;
  if (!('caches' in window)) return;
  void savedPages()
    .then((pages) => {
      status.textContent =
        pages.length === 0
          ? 'Nothing is saved on this device yet. Open a lesson or a guide while you have a connection.'
          : `${pages.length} ${pages.length === 1 ? 'page' : 'pages'} saved.`;
      list.replaceChildren(
        ...pages.map(({ path, title }) => {
          const item = document.createElement('li');
          const link = document.createElement('a');
          link.href = path;
          link.textContent = title;
          link.className = 'text-primary underline';
          item.append(link);
          return item;
        }),
      );
    })
    .catch(() => {
      status.textContent = 'The saved pages could not be read on this device.';
    });
}
