/**
 * The list on /offline (`[data-saved-pages]`): the pages the service worker saved on this device
 * (its `pages-*` cache), by title, newest version only.
 */
const TITLE = /<title>([^<]*)<\/title>/i;
const SUFFIX = / \| Dominica Crypto Education$/;

function decodeEntities(text: string): string {
  const area = document.createElement('textarea');
  area.innerHTML = text;
  return area.value;
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
      const title = decodeEntities(TITLE.exec(html)?.[1] ?? path).replace(SUFFIX, '');
      pages.set(path, title);
    }
  }
  return [...pages].map(([path, title]) => ({ path, title })).sort((a, b) => a.title.localeCompare(b.title));
}

export function installSavedPages(root: Document) {
  const list = root.querySelector<HTMLUListElement>('[data-saved-pages]');
  const status = root.querySelector('[data-saved-pages-status]');
  if (!list || !status) return;
  const notice = root.querySelector<HTMLElement>('[data-offline-notice]');
  if (notice && !navigator.onLine && location.pathname !== '/profile') notice.hidden = false;
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
