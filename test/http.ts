/** HTTP contract-test helpers: the real app on port 0 and a fetch that keeps cookies. */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type SsrMode } from '../src/server/app';
import type { Database, Db } from '../src/server/db/client';
import { createAccount } from './callers';
import { changesHeard } from './db';
import { silentLogger, type Logger } from '../src/server/logger';
import { SIGNED_IN_MARKER_COOKIE } from '../src/shared/signed-in-marker';

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
    trustProxy?: number | string[] | false;
    publicUrl?: string;
    requestDeadlineMs?: number;
    mailConfigured?: boolean;
  } = {},
) {
  // Listening before the first request, so the first answers may already be kept (as in a server
  // that has been up for a moment).
  await database.changes().ready;
  const { handler, close } = await createApp({
    db: database.db,
    ping: () => database.ping(),
    log: opts.log ?? silentLogger,
    sessionSecret: 'test-secret-test-secret-test-secret-1234',
    secureCookies: opts.secureCookies ?? false,
    ssr: opts.ssr ?? { mode: 'none' },
    // As in production: signed-in requests use the caches the database's change feed keeps honest.
    changes: database.changes(),
    rateLimitScale: opts.rateLimitScale ?? 1000,
    rateLimitStore: opts.rateLimitStore,
    trustProxy: opts.trustProxy,
    publicUrl: opts.publicUrl,
    mailConfigured: opts.mailConfigured,
    // Contract tests run many files at once on two cores: a generous deadline keeps a slow (not
    // frozen) request from turning into a 503. The deadline tests set their own.
    requestDeadlineMs: opts.requestDeadlineMs ?? 20_000,
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
    // The session cookie. The signed-in marker beside it is for the page's scripts and no server
    // code reads it (shared/signed-in-marker.ts): not kept, so `cookie` stays the session alone.
    for (const c of setCookie) if (!c.startsWith(`${SIGNED_IN_MARKER_COOKIE}=`)) cookie = c.split(';')[0] ?? '';
    // The bytes as sent (a byte-order mark included), and the text as a browser decodes them.
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, text, bytes, json: json as Record<string, unknown> & unknown[] };
  }
  return {
    get: (p: string, h?: Record<string, string>) => request('GET', p, undefined, h),
    post: (p: string, body?: unknown, h?: Record<string, string>) => request('POST', p, body ?? {}, h),
    put: (p: string, body?: unknown) => request('PUT', p, body ?? {}),
    patch: (p: string, body?: unknown) => request('PATCH', p, body ?? {}),
    delete: (p: string, body?: unknown) => request('DELETE', p, body),
    request,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

/** A new account of `role`, signed in over the REST login: its client, with the account beside it. */
export async function signedInClient(baseUrl: string, db: Db, role: 'user' | 'admin' = 'user') {
  const account = await createAccount(db, role);
  const client = createClient(baseUrl);
  const res = await client.post('/api/login', { username: account.username, password: account.password });
  if (res.status !== 200) throw new Error(`the test sign-in answered ${res.status}`);
  return Object.assign(client, { account });
}

/**
 * A client whose requests leave from another loopback address (127.0.0.2, 127.0.0.3 …): a second
 * visitor, as the server sees it, without any header trickery.
 */
/**
 * The private cache's answer to `path`, once it keeps one. A write just before (the login's own
 * `last_login`) is announced twice: applied at its commit, then heard again when PostgreSQL's
 * NOTIFY echo arrives, which may be after the next render began and make that render's copy stale
 * at birth (one extra render, by design: docs/decisions/2026-11-26-one-answer-cache.md). So every
 * notification committed so far is heard first; then the first ask fills the entry (or is already
 * a hit) and the second must be a hit.
 */
export async function untilCached(database: Database, client: ReturnType<typeof createClient>, path: string) {
  await changesHeard(database);
  for (let i = 0; i < 2; i++) {
    const res = await client.get(path);
    if (res.headers.get('x-cache') === 'PRIVATE-HIT') return res;
  }
  throw new Error(`${path} never came from the private cache`);
}

export function createClientFrom(localAddress: string, baseUrl: string) {
  let cookie = '';
  async function request(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}) {
    const url = new URL(baseUrl + urlPath);
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const sent: Record<string, string> = { ...headers };
    if (cookie) sent.cookie = cookie;
    if (payload !== undefined) sent['content-type'] ??= 'application/json';
    return new Promise<{
      status: number;
      headers: Record<string, string | string[] | undefined>;
      text: string;
      json: Record<string, unknown>;
    }>((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: sent, localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            // As in createClient: the session cookie, not the scripts' signed-in marker.
            for (const c of res.headers['set-cookie'] ?? [])
              if (!c.startsWith(`${SIGNED_IN_MARKER_COOKIE}=`)) cookie = c.split(';')[0] ?? '';
            const text = Buffer.concat(chunks).toString('utf8');
            let json: Record<string, unknown> = {};
            try {
              json = JSON.parse(text) as Record<string, unknown>;
            } catch {
              // not JSON
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  return {
    get: (p: string, h?: Record<string, string>) => request('GET', p, undefined, h),
    post: (p: string, body?: unknown, h?: Record<string, string>) => request('POST', p, body ?? {}, h),
  };
}
