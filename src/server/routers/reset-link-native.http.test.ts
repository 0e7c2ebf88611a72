/**
 * The reset page's form sent without JavaScript from a cut link (probe 22, beside D3): the token
 * is a hidden field, and its message was shown nowhere (the page showed only the flash's own
 * message), so the learner came back to the same form with no word of what was wrong.
 */
import { describe, expect, it } from 'vitest';
import { nativeBrowser } from '../../../test/native-browser';
import { seededSiteForFile } from '../../../test/seeded-site';

const site = seededSiteForFile({ seedDemo: false });

const alertOf = (html: string) => /role="alert"[^>]*>(.*?)<\/(?:div|p)>/s.exec(html)?.[1] ?? '';

describe('a cut reset link, sent without JavaScript', () => {
  it.each([
    ['cut short', 'abc'],
    ['unknown', 'x'.repeat(40)],
  ])('%s: the page says the link is not valid', async (_kind, token) => {
    const b = nativeBrowser(() => site.server.baseUrl);
    const path = `/reset-password?token=${encodeURIComponent(token)}`;
    const sent = await b.post(path, { _form: 'reset-password', token, password: 'a-new-password-1', confirmPassword: 'a-new-password-1' });
    expect(sent.status).toBe(303);
    const page = await b.get(sent.headers.get('location') ?? path);
    expect(page.res.status).toBe(200);
    expect(alertOf(page.html)).toMatch(/This reset link is invalid or has expired/);
  });
});
