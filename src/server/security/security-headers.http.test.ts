import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
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
});
