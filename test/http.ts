/** HTTP contract-test helpers: the real app on port 0 and a fetch that keeps cookies. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type SsrMode } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import { silentLogger, type Logger } from '../src/server/logger';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `rateLimitScale` defaults high: contract tests sign in many times from one address. */
export async function startTestServer(
  database: Database,
  opts: {
    ssr?: SsrMode;
    rateLimitScale?: number;
    rateLimitStore?: 'memory' | 'database';
    secureCookies?: boolean;
    log?: Logger;
    requestDeadlineMs?: number;
  } = {},
) {
  const { handler, close } = await createApp({
    db: database.db,
    ping: () => database.ping(),
    log: opts.log ?? silentLogger,
    sessionSecret: 'test-secret-test-secret-test-secret-1234',
    secureCookies: opts.secureCookies ?? false,
    ssr: opts.ssr ?? { mode: 'none' },
    invalidation: database.invalidation,
    rateLimitScale: opts.rateLimitScale ?? 1000,
    rateLimitStore: opts.rateLimitStore,
    requestDeadlineMs: opts.requestDeadlineMs,
  });
  const server = createServer(handler).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
    },
  };
}

/** A tiny cookie-keeping client, like a browser or `curl -c jar -b jar`. */
export function createClient(baseUrl: string) {
  let cookie = '';
  async function request(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    if (cookie) (init.headers as Record<string, string>).cookie = cookie;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(baseUrl + urlPath, init);
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) cookie = c.split(';')[0] ?? '';
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> & unknown[] };
  }
  return {
    get: (p: string, h?: Record<string, string>) => request('GET', p, undefined, h),
    post: (p: string, body?: unknown, h?: Record<string, string>) => request('POST', p, body ?? {}, h),
    put: (p: string, body?: unknown) => request('PUT', p, body ?? {}),
    patch: (p: string, body?: unknown) => request('PATCH', p, body ?? {}),
    delete: (p: string) => request('DELETE', p),
    request,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}
