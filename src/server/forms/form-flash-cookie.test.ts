/**
 * The form flash cookie (forms/form-flash-cookie.ts): sealed with the session's secret, so a page
 * shows only a flash this server wrote (probe 67, F7), `__Host-` over HTTPS (and kept out of the
 * answer cache's shared copies under either name), and still within three cookies of a browser's size.
 */
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import type { CookieOptions, Request } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormFlash } from '../../shared/form-flash';
import { formFlashCookie, hasFormFlash, type CookieJar } from './form-flash-cookie';

const SECRET = 'a-test-secret-of-at-least-32-characters';

/** The Set-Cookie calls a response received: the cookies set (name to value and options) and the names cleared. */
function recordingResponse() {
  const set = new Map<string, { value: string; options: CookieOptions }>();
  const cleared: { name: string; options: CookieOptions }[] = [];
  const res: CookieJar = {
    cookie: (name, value, options) => set.set(name, { value, options }),
    clearCookie: (name, options) => cleared.push({ name, options }),
  };
  return { res, set, cleared };
}

const requestWith = (cookies: Map<string, { value: string }> | Record<string, string>) => {
  const pairs = cookies instanceof Map ? [...cookies].map(([name, { value }]) => [name, value]) : Object.entries(cookies);
  const req: Pick<Request, 'headers'> = { headers: { cookie: pairs.map(([name, value]) => `${name}=${value}`).join('; ') } };
  return req;
};

const LOGIN_FLASH: FormFlash = { form: 'login', values: { username: 'admin' }, errors: {}, message: 'Invalid username or password' };

/** The cookie's value before this fix: deflated JSON, which anyone able to set a cookie could write. */
const forged = deflateRawSync(
  JSON.stringify({ form: 'login', values: { username: 'alice1' }, errors: {}, message: 'Your account is suspended.' }),
).toString('base64url');

afterEach(() => {
  vi.useRealTimers();
});

describe('form flash cookie', () => {
  it('gives back the flash it set, once read clears it', async () => {
    const flash = formFlashCookie(SECRET, false);
    const written = recordingResponse();
    await flash.set(written.res, LOGIN_FLASH);
    expect([...written.set.keys()]).toEqual(['dce_flash']);
    expect(written.set.get('dce_flash')?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    // Sealed: nothing of what it carries is readable in it.
    expect(written.set.get('dce_flash')?.value).not.toContain(forged.slice(0, 12));

    const read = recordingResponse();
    expect(await flash.take(requestWith(written.set), read.res)).toEqual(LOGIN_FLASH);
    expect(read.cleared.map((c) => c.name)).toEqual(['dce_flash']);
  });

  it('ignores and clears a flash it did not seal: plain deflated JSON, a seal of another secret, an altered or expired seal', async () => {
    const flash = formFlashCookie(SECRET, false);
    const read = recordingResponse();
    expect(await flash.take(requestWith({ dce_flash: forged }), read.res)).toBeUndefined();
    expect(read.cleared.map((c) => c.name)).toEqual(['dce_flash']);

    const other = recordingResponse();
    await formFlashCookie('another-secret-of-at-least-32-characters', false).set(other.res, LOGIN_FLASH);
    expect(await flash.take(requestWith(other.set), recordingResponse().res)).toBeUndefined();

    const own = recordingResponse();
    await flash.set(own.res, LOGIN_FLASH);
    const sealed = own.set.get('dce_flash')?.value ?? '';
    const at = sealed.length - 5;
    const altered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(await flash.take(requestWith({ dce_flash: altered }), recordingResponse().res)).toBeUndefined();

    // Past its minute (and iron's minute of clock skew), a real seal is refused too.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60 * 1000);
    expect(await flash.take(requestWith(own.set), recordingResponse().res)).toBeUndefined();
  });

  it('over HTTPS is named __Host-dce_flash and Secure, and reads no unprefixed cookie (which it clears); the answer cache knows both names', async () => {
    const flash = formFlashCookie(SECRET, true);
    const written = recordingResponse();
    await flash.set(written.res, LOGIN_FLASH);
    expect([...written.set.keys()]).toEqual(['__Host-dce_flash']);
    expect(written.set.get('__Host-dce_flash')?.options).toMatchObject({ secure: true, path: '/' });
    expect(await flash.take(requestWith(written.set), recordingResponse().res)).toEqual(LOGIN_FLASH);

    // The same real seal under the name a sibling subdomain could set: not read, cleared.
    const unprefixed = { dce_flash: written.set.get('__Host-dce_flash')?.value ?? '' };
    const read = recordingResponse();
    expect(await flash.take(requestWith(unprefixed), read.res)).toBeUndefined();
    expect(read.cleared).toEqual([{ name: 'dce_flash', options: expect.objectContaining({ secure: true, path: '/' }) }]);
    // The answer cache keeps a request carrying either name out of its shared copies.
    const header = requestWith(written.set).headers.cookie;
    expect(header).toMatch(/^__Host-dce_flash=/);
    expect(hasFormFlash(header)).toBe(true);
    expect(hasFormFlash('theme=dark; dce_flash=x')).toBe(true);
    expect(hasFormFlash('theme=dark')).toBe(false);
  });

  it('stays within three cookies of 3,800 characters: a long message comes back whole, what cannot fit is dropped longest first', async () => {
    const flash = formFlashCookie(SECRET, true);
    // Prose of 5,000 characters (the contact form's longest) comes back whole.
    const message = ('Bonjou, mwen vlé konnèt dat kou-a. Ça coûte combien? ' + 'é'.repeat(40) + ' ').repeat(60).slice(0, 5000);
    const contact: FormFlash = {
      form: 'contact',
      values: { name: 'Marie', message },
      errors: { email: 'Please enter a valid email address' },
    };
    const prose = recordingResponse();
    await flash.set(prose.res, contact);
    expect(await flash.take(requestWith(prose.set), recordingResponse().res)).toEqual(contact);

    // Text that does not compress: the longest values go, the errors and the short values stay.
    const noise = (chars: number) => randomBytes(chars).toString('base64').slice(0, chars);
    const values = { message: noise(5000), subject: noise(4000), name: noise(3000), email: 'ann@example' };
    const big: FormFlash = { form: 'contact', values, errors: { email: 'Please enter a valid email address' } };
    const written = recordingResponse();
    await flash.set(written.res, big);
    expect(written.set.size).toBeLessThanOrEqual(3);
    for (const { value } of written.set.values()) expect(value.length).toBeLessThanOrEqual(3800);
    const back = await flash.take(requestWith(written.set), recordingResponse().res);
    expect(back?.errors).toEqual(big.errors);
    expect(back?.values.email).toBe('ann@example');
    expect(back?.values.message).toBeUndefined();
  });
});
