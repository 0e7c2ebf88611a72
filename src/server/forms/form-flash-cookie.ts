/**
 * The form flash cookie (shared/form-flash.ts): written by a native form post, read and cleared
 * by the next page render. HttpOnly and SameSite=Lax; one minute is ample for a redirect. The
 * response cache treats a request carrying it as personal, so a cached page never shows it and
 * a page showing it is never cached (it also carries the clearing Set-Cookie).
 *
 * Sealed (iron-session's sealData, the session's secret, a one-minute expiry) and, over HTTPS,
 * `__Host-` prefixed like the session cookie: it was plain deflated JSON, and anyone able to set
 * a cookie for the site (a sibling subdomain, a network attacker before HSTS) could make any page
 * say what they chose in the site's own alert box (probe 67, F7). A flash the server did not seal
 * is ignored and cleared.
 *
 * The flash is deflated before it is sealed and, when it is still longer than one cookie holds,
 * spread over up to three (`dce_flash`, `dce_flash_2`, `dce_flash_3`): a contact message of 5,000
 * characters sent without JavaScript came back empty after a refusal (the probe of 2026-11-29),
 * lost to the one-cookie limit. Three stay well inside Node's 16 KB of request headers.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request } from 'express';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { FORM_FLASH_COOKIE, NATIVE_FORMS, type FormFlash } from '../../shared/form-flash';

const MAX_AGE_SECONDS = 60;
/** Browsers keep cookies up to ~4 KB each; past three, long texts are dropped from the values, longest first. */
const MAX_COOKIE_CHARS = 3800;
const partNames = (base: string) => [base, `${base}_2`, `${base}_3`] as const;
/** Over HTTPS the __Host- prefix: browsers then only accept the cookie Secure, host-only, Path=/ (no sibling subdomain sets it). */
const PARTS = { plain: partNames(FORM_FLASH_COOKIE), secure: partNames(`__Host-${FORM_FLASH_COOKIE}`) } as const;
/**
 * The longest value a flash gives back (the longest any form field takes: a contact message). A
 * longer one comes back cut to it, beside the field's own "at most" error: the writer once kept
 * 5,001 characters that this reader refused, and the whole flash, errors and all, was lost.
 */
const MAX_VALUE_CHARS = 5000;
/** What a flash may inflate to: its values are at most MAX_VALUE_CHARS each, a form has a few. */
const MAX_INFLATED_BYTES = 256 * 1024;

const flashSchema = z.object({
  form: z.enum(NATIVE_FORMS),
  values: z.record(z.string(), z.string().max(MAX_VALUE_CHARS)),
  errors: z.record(z.string(), z.string().max(500)),
  message: z.string().max(500).optional(),
  success: z.string().max(500).optional(),
});

/** What the flash needs of a response: its cookies (an Express Response is one). */
export interface CookieJar {
  cookie(name: string, value: string, options: CookieOptions): unknown;
  clearCookie(name: string, options: CookieOptions): unknown;
}

export interface FormFlashCookie {
  /** Sets the flash for the next page; values are dropped, longest first, until it fits the cookies. */
  set(res: CookieJar, flash: FormFlash): Promise<void>;
  /** The flash this request carries (anything malformed, or not sealed by this server, is ignored), cleared for the next request. */
  take(req: Pick<Request, 'headers'>, res: CookieJar): Promise<FormFlash | undefined>;
}

export function formFlashCookie(secret: string, secure: boolean): FormFlashCookie {
  const parts = secure ? PARTS.secure : PARTS.plain;
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  // Deflated first: the seal's encryption leaves nothing to compress.
  const seal = (flash: FormFlash) =>
    sealData(deflateRawSync(JSON.stringify(flash)).toString('base64url'), { password: secret, ttl: MAX_AGE_SECONDS });

  return {
    async set(res, flash) {
      const values = Object.fromEntries(Object.entries(flash.values).map(([name, text]) => [name, text.slice(0, MAX_VALUE_CHARS)]));
      let value = await seal({ ...flash, values });
      const byLength = Object.keys(values).sort((a, b) => (values[b]?.length ?? 0) - (values[a]?.length ?? 0));
      while (value.length > MAX_COOKIE_CHARS * parts.length && byLength.length > 0) {
        delete values[byLength.shift() as string];
        value = await seal({ ...flash, values });
      }
      parts.forEach((name, i) => {
        const part = value.slice(i * MAX_COOKIE_CHARS, (i + 1) * MAX_COOKIE_CHARS);
        if (part) res.cookie(name, part, { ...cookieOptions, maxAge: MAX_AGE_SECONDS * 1000 });
      });
    },

    async take(req, res) {
      const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
      // Every flash cookie goes, under either name: one this server would not have set is someone else's.
      for (const name of [...PARTS.plain, ...PARTS.secure]) if (cookies[name] !== undefined) res.clearCookie(name, cookieOptions);
      const sealed = parts.map((name) => cookies[name]);
      if (sealed[0] === undefined) return undefined;
      try {
        // A seal that is forged, altered or expired unseals to {} (or throws): no flash.
        const deflated = await unsealData<unknown>(sealed.join(''), { password: secret, ttl: MAX_AGE_SECONDS });
        if (typeof deflated !== 'string') return undefined;
        const json = inflateRawSync(Buffer.from(deflated, 'base64url'), { maxOutputLength: MAX_INFLATED_BYTES }).toString('utf8');
        const parsed = flashSchema.safeParse(JSON.parse(json));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export function hasFormFlash(cookieHeader: string | undefined): boolean {
  // Conservative, like the session check: any mention of the name, in any case (`__Host-dce_flash` mentions it too).
  return typeof cookieHeader === 'string' && cookieHeader.toLowerCase().includes(FORM_FLASH_COOKIE.toLowerCase());
}
