/**
 * The service worker's page rule, run in a sandbox with a stand-in for the browser's CacheStorage
 * and network: a page the server now answers 404 or 410 for (an article deleted or unpublished)
 * loses its saved copy, so /offline stops listing it and it no longer opens offline (probe 34, F2).
 * A server error keeps the copy: the page may be back in a minute.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://site.example';
const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-worker.js'), 'utf8');

/** What the worker reads of a cache: the same subset of the Cache API it calls. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  private key(request: string | { url: string }) {
    return new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  }
  async put(request: string | { url: string }, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async match(request: string | { url: string }) {
    return this.entries.get(this.key(request))?.clone();
  }
  async delete(request: string | { url: string }) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
}

class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  async keys() {
    return [...this.stores.keys()];
  }
  async open(name: string) {
    const existing = this.stores.get(name);
    if (existing) return existing;
    const created = new FakeCache();
    this.stores.set(name, created);
    return created;
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  /** Every saved path, in every cache. */
  paths() {
    return [...this.stores.values()].flatMap((cache) => [...cache.entries.keys()].map((url) => new URL(url).pathname));
  }
}

/** A same-origin answer as a browser gives it to a worker (type 'basic'; Node's own is 'default'). */
function page(body: string, status = 200, cacheControl = 'public, max-age=60') {
  const response = new Response(body, { status, headers: { 'Content-Type': 'text/html', 'Cache-Control': cacheControl } });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

type FetchEventLike = { request: { method: string; url: string; mode: string }; respondWith: (answer: Promise<Response>) => void };

function startWorker() {
  const caches = new FakeCaches();
  const server = new Map<string, () => Response>();
  let online = true;
  const listeners = new Map<string, (event: FetchEventLike) => void>();
  const fetch = async (url: string) => {
    if (!online) throw new TypeError('Failed to fetch');
    const answer = server.get(new URL(url, ORIGIN).pathname);
    return answer ? answer() : page('Not found', 404, 'no-store');
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: FetchEventLike) => void) => listeners.set(type, listener),
  };
  const CONFIG = { version: 'v2', library: [], offline: '/offline' };
  vm.runInNewContext(source, { CONFIG, self, caches, fetch, URL, Response, Headers, Promise, console });

  async function navigate(pathname: string): Promise<Response> {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')?.({
      request: { method: 'GET', url: `${ORIGIN}${pathname}`, mode: 'navigate' },
      respondWith: (promise) => {
        answer = promise;
      },
    });
    if (!answer) throw new Error(`the worker did not answer ${pathname}`);
    const response = await answer;
    // The copy of a stored page is written in the background: let it land.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return response;
  }
  return {
    caches,
    navigate,
    serve: (pathname: string, answer: () => Response) => server.set(pathname, answer),
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

describe('the service worker and pages that are gone', () => {
  it.each([404, 410])(
    'a %i answer for a saved page drops its copy, in every pages cache; offline it is the offline page',
    async (status) => {
      const worker = startWorker();
      worker.serve('/offline', () => page('<title>Offline</title>'));
      worker.serve('/news/retracted', () => page('<title>Retracted story</title>'));
      await worker.navigate('/offline');
      await worker.navigate('/news/retracted');
      // A copy from the previous version, as the /offline list also reads it.
      await (await worker.caches.open('pages-v1')).put('/news/retracted', page('<title>Retracted story</title>'));
      expect(worker.caches.paths().filter((p) => p === '/news/retracted')).toHaveLength(2);

      worker.serve('/news/retracted', () => page('Not found', status, 'no-store'));
      const gone = await worker.navigate('/news/retracted');
      expect(gone.status).toBe(status);
      expect(worker.caches.paths()).not.toContain('/news/retracted');
      expect(worker.caches.paths()).toContain('/offline');

      worker.setOnline(false);
      expect(await (await worker.navigate('/news/retracted')).text()).toBe('<title>Offline</title>');
    },
  );

  it('a server error keeps the saved copy, and offline it still opens', async () => {
    const worker = startWorker();
    worker.serve('/guides/wallets', () => page('<title>Wallets</title>'));
    await worker.navigate('/guides/wallets');
    worker.serve('/guides/wallets', () => page('Unavailable', 503, 'no-store'));
    expect((await worker.navigate('/guides/wallets')).status).toBe(503);
    expect(worker.caches.paths()).toContain('/guides/wallets');
    worker.setOnline(false);
    expect(await (await worker.navigate('/guides/wallets')).text()).toBe('<title>Wallets</title>');
  });

  it('a page answered from this device because the network failed says so in its head (probe 74, F4)', async () => {
    const worker = startWorker();
    worker.serve('/guides/wallets', () => page('<html><head><title>Wallets</title></head><body>Wallets</body></html>'));
    worker.serve('/offline', () => page('<html><head><title>Offline</title></head><body>Saved pages</body></html>'));
    const live = await (await worker.navigate('/guides/wallets')).text();
    expect(live).not.toContain('served-from');
    await worker.navigate('/offline');
    // The site cannot be reached (the phone may still say it is online).
    worker.setOnline(false);
    const saved = await (await worker.navigate('/guides/wallets')).text();
    expect(saved).toBe(
      '<html><head><meta name="served-from" content="saved-copy"><title>Wallets</title></head><body>Wallets</body></html>',
    );
    const unsaved = await (await worker.navigate('/news/never-opened')).text();
    expect(unsaved).toContain('<head><meta name="served-from" content="saved-copy"><title>Offline</title>');
    const signedIn = await (await worker.navigate('/profile')).text();
    expect(signedIn).toContain('<meta name="served-from" content="saved-copy">');
  });

  it('a 404 for the offline page itself keeps it: it is the fallback of every unsaved address', async () => {
    const worker = startWorker();
    worker.serve('/offline', () => page('<title>Offline</title>'));
    await worker.navigate('/offline');
    worker.serve('/offline', () => page('Not found', 404, 'no-store'));
    await worker.navigate('/offline');
    expect(worker.caches.paths()).toContain('/offline');
  });
});

describe('the library a reader saves', () => {
  it('holds the home page: where the installed app opens, and the first page of a visit, before the worker is there (probe 37, F5)', async () => {
    const { OFFLINE_LIBRARY } = await import('./routes');
    expect(OFFLINE_LIBRARY).toContain('/');
    expect(OFFLINE_LIBRARY).toContain('/legal');
  });
});
