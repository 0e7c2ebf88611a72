/**
 * Probe 22 D3: an unsubscribe link cut short by a mail client's line wrapping (or run on with what
 * followed it) is told the same readable sentence as a wrong link, over REST, and on the page
 * after a native send (the page showed only the flash's message, never its field messages, so a
 * cut link came back with no message at all). The page's script is covered by e2e/unsubscribe-links.spec.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribers } from '../db/schema';
import { UNSUBSCRIBE_LINK_INVALID } from '../../shared/schemas/subscribers';
import { createClient } from '../../../test/http';
import { nativeBrowser } from '../../../test/native-browser';
import { seededSiteForFile } from '../../../test/seeded-site';

const site = seededSiteForFile({ seedDemo: false });

/** Cut (3 letters, three spaces from `%20%20%20`), run on (200), and the right length but unknown. */
const BAD_TOKENS = { short: 'abc', spaces: '   ', long: 'x'.repeat(200), unknown: 'x'.repeat(20) } as const;

/** The text of the page's alert as rendered (the flash can also travel in the page's data, so the whole HTML would prove little). */
const alertOf = (html: string) => /role="alert"[^>]*>(.*?)<\/(?:div|p)>/s.exec(html)?.[1] ?? '';

describe('a cut, run-on or unknown unsubscribe link', () => {
  it.each(Object.entries(BAD_TOKENS))('REST: %s answers the one readable sentence', async (kind, token) => {
    const res = await createClient(site.server.baseUrl).post('/api/newsletter/unsubscribe', { token });
    expect(res.status).toBe(kind === 'unknown' ? 404 : 400);
    expect(res.json.message).toBe(UNSUBSCRIBE_LINK_INVALID);
  });

  it.each(Object.entries(BAD_TOKENS))('native form: %s comes back with the sentence on the page', async (_kind, token) => {
    const b = nativeBrowser(() => site.server.baseUrl);
    const path = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const sent = await b.post(path, { _form: 'unsubscribe', token });
    expect(sent.status).toBe(303);
    const page = await b.get(sent.headers.get('location') ?? path);
    expect(page.res.status).toBe(200);
    expect(alertOf(page.html)).toContain(UNSUBSCRIBE_LINK_INVALID);
  });
});

describe('a link opened again after it worked (probe 37, F7)', () => {
  it('says the address is already unsubscribed, with no button; a bad link says so before a press', async () => {
    const visitor = createClient(site.server.baseUrl);
    expect((await visitor.post('/api/newsletter/subscribe', { email: 'twice@example.dm' })).status).toBe(200);
    const [row] = await site.database.db
      .select({ token: subscribers.unsubscribeToken })
      .from(subscribers)
      .where(eq(subscribers.email, 'twice@example.dm'));
    const path = `/unsubscribe?token=${row!.token}`;
    expect((await visitor.get(`/api/newsletter/unsubscribe?token=${row!.token}`)).json).toEqual({ subscribed: true });
    const before = (await visitor.get(path)).text;
    expect(before).toContain('Press the button to stop receiving our newsletter emails.');

    expect((await visitor.post('/api/newsletter/unsubscribe', { token: row!.token })).status).toBe(200);
    expect((await visitor.get(`/api/newsletter/unsubscribe?token=${row!.token}`)).json).toEqual({ subscribed: false });
    const again = (await visitor.get(path)).text;
    expect(again).toContain('This address is already unsubscribed');
    expect(again).not.toContain('Press the button');

    const unknown = (await visitor.get(`/unsubscribe?token=${BAD_TOKENS.unknown}`)).text;
    expect(alertOf(unknown)).toContain(UNSUBSCRIBE_LINK_INVALID);
    expect(unknown).not.toContain('Press the button');
    expect((await visitor.get(`/api/newsletter/unsubscribe?token=${BAD_TOKENS.unknown}`)).status).toBe(404);
  });
});

describe("the List-Unsubscribe header's address opened as a link (probe 69 B, F1)", () => {
  it("leads to the unsubscribe page (303), kept by no cache, and unsubscribes nobody: only the page's button or the one-click POST does", async () => {
    const visitor = createClient(site.server.baseUrl);
    expect((await visitor.post('/api/newsletter/subscribe', { email: 'header-button@example.dm' })).status).toBe(200);
    const [row] = await site.database.db
      .select({ token: subscribers.unsubscribeToken })
      .from(subscribers)
      .where(eq(subscribers.email, 'header-button@example.dm'));
    const header = `${site.server.baseUrl}/api/newsletter/one-click-unsubscribe?token=${row!.token}`;
    for (const method of ['GET', 'HEAD', 'GET']) {
      const opened = await fetch(header, { method, redirect: 'manual', headers: { accept: 'text/html' } });
      expect(opened.status, method).toBe(303);
      expect(opened.headers.get('location'), method).toBe(`/unsubscribe?token=${row!.token}`);
      expect(opened.headers.get('cache-control'), method).toMatch(/no-store/);
    }
    const page = await visitor.get(`/unsubscribe?token=${row!.token}`);
    expect(page.text).toContain('Press the button to stop receiving our newsletter emails.');
    expect((await visitor.get(`/api/newsletter/unsubscribe?token=${row!.token}`)).json).toEqual({ subscribed: true });

    // Another reader's link leads to their own page: the answer is not kept for the next token.
    const other = await fetch(`${site.server.baseUrl}/api/newsletter/one-click-unsubscribe?token=${BAD_TOKENS.unknown}`, {
      redirect: 'manual',
    });
    expect(other.headers.get('location')).toBe(`/unsubscribe?token=${BAD_TOKENS.unknown}`);

    // The mail provider's POST still does it at once.
    const post = await fetch(header, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect((await visitor.get(`/api/newsletter/unsubscribe?token=${row!.token}`)).json).toEqual({ subscribed: false });
  });
});
