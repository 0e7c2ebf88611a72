/**
 * A cached page is served to many visitors, so it must not carry the nonce of the render it copies:
 * its CSP allows its own inline scripts by hash (src/server/http/stored-csp.ts). This checks in a
 * real browser that a page served from the cache runs everything it needs (islands, the theme
 * script, a whole-app page's hydration) with that policy, and that the browser reports no
 * violation.
 */
import { expect, test } from './fixtures';

for (const path of ['/', '/community', '/auth']) {
  test(`a cache hit of ${path} runs its scripts under a hash-only CSP`, async ({ page, request }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    // The first anonymous render fills the entry, and the visit is its hit. The entry may be one an
    // earlier test made, which can expire between the two (a miss, seen once in CI): the visit's own
    // render then made a fresh entry, and the next visit is its hit.
    const visit = async () => {
      await request.get(path);
      return page.goto(path); // waits until the islands (or the whole app) are live
    };
    let response = await visit();
    for (let attempt = 1; response?.headers()['x-cache'] !== 'HIT' && attempt < 3; attempt++) response = await visit();
    expect(response?.headers()['x-cache']).toBe('HIT');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('nonce-');
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)));
    expect(violations).toEqual([]);
  });
}

test('two visitors of a cached page are never given the same nonce', async ({ request }) => {
  await request.get('/education');
  const policies = [await request.get('/education'), await request.get('/education')].map((r) => r.headers()['content-security-policy']);
  for (const policy of policies) expect(policy).not.toMatch(/'nonce-/);
});
