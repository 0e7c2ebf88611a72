import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, projectRoot, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // With pages: whether a page is a public reading page is a fact declared on its route.
  server = await startTestServer(database, { ssr: { mode: 'vite', root: projectRoot } });
}, 120_000);
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('security headers', () => {
  it('are on every response, with a strict CSP and a fresh nonce each time', async () => {
    const client = createClient(server.baseUrl);
    const responses = [
      await client.get('/api/settings'),
      await client.get('/api/nope'),
      await client.post('/api/login', { username: 'x' }),
      await client.get('/robots.txt'),
    ];
    for (const res of responses) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      // One framing rule: the CSP and the older header agree that nothing may frame the site.
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    const nonce = (h: string | null) => /nonce-([^']+)/.exec(h ?? '')?.[1];
    expect(nonce(responses[0]!.headers.get('content-security-policy'))).not.toBe(
      nonce(responses[3]!.headers.get('content-security-policy')),
    );
  });

  it('isolate the window from cross-origin openers everywhere except an anonymous visit to a reading page', async () => {
    const anonymous = createClient(server.baseUrl);
    const coop = async (path: string, headers: Record<string, string> = {}) =>
      (await anonymous.get(path, headers)).headers.get('cross-origin-opener-policy');
    for (const path of ['/auth', '/profile', '/dashboard', '/admin/users', '/reset-password', '/api/settings']) {
      expect(await coop(path), path).toBe('same-origin');
    }
    expect((await anonymous.post('/api/login', { username: 'x' })).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    for (const path of ['/', '/legal', '/news/some-article']) expect(await coop(path), path).toBeNull();
    // Whoever carries a session gets it on every page, so moving between pages never switches.
    expect(await coop('/', { cookie: 'dce_session=anything' })).toBe('same-origin');
  });
});
