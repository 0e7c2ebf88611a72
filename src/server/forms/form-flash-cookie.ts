/**
 * The form flash cookie (shared/form-flash.ts): written by a native form post, read and cleared
 * by the next page render. HttpOnly and SameSite=Lax; one minute is ample for a redirect. The
 * response cache treats a request carrying it as personal, so a cached page never shows it and
 * a page showing it is never cached (it also carries the clearing Set-Cookie).
 *
 * The flash is deflated and, when it is still longer than one cookie holds, spread over up to
 * three (`dce_flash`, `dce_flash_2`, `dce_flash_3`): a contact message of 5,000 characters sent
 * without JavaScript came back empty after a refusal (the probe of 2026-11-29), lost to the
 * one-cookie limit. Three stay well inside Node's 16 KB of request headers.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { FORM_FLASH_COOKIE, NATIVE_FORMS, type FormFlash } from '../../shared/form-flash';

const MAX_AGE_SECONDS = 60;
/** Browsers keep cookies up to ~4 KB each; past three, long texts are dropped from the values, longest first. */
const MAX_COOKIE_CHARS = 3800;
const PARTS = [FORM_FLASH_COOKIE, `${FORM_FLASH_COOKIE}_2`, `${FORM_FLASH_COOKIE}_3`] as const;
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

function encode(flash: FormFlash): string {
  return deflateRawSync(JSON.stringify(flash)).toString('base64url');
}

/** Sets the flash for the next page; values are dropped, longest first, until it fits the cookies. */
export function setFormFlash(res: Response, flash: FormFlash, secure: boolean) {
  const values = Object.fromEntries(Object.entries(flash.values).map(([name, text]) => [name, text.slice(0, MAX_VALUE_CHARS)]));
  let value = encode({ ...flash, values });
  const byLength = Object.keys(values).sort((a, b) => (values[b]?.length ?? 0) - (values[a]?.length ?? 0));
  while (value.length > MAX_COOKIE_CHARS * PARTS.length && byLength.length > 0) {
    delete values[byLength.shift() as string];
    value = encode({ ...flash, values });
  }
  PARTS.forEach((name, i) => {
    const part = value.slice(i * MAX_COOKIE_CHARS, (i + 1) * MAX_COOKIE_CHARS);
    if (part) res.cookie(name, part, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: MAX_AGE_SECONDS * 1000 });
  });
}

/** The flash this request carries (anything malformed is ignored), cleared for the next request. */
export function takeFormFlash(req: Request, res: Response): FormFlash | undefined {
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  const parts = PARTS.map((name) => cookies[name]);
  if (parts[0] === undefined) return undefined;
  PARTS.forEach((name, i) => parts[i] !== undefined && res.clearCookie(name, { path: '/' }));
  try {
    const json = inflateRawSync(Buffer.from(parts.join(''), 'base64url'), { maxOutputLength: MAX_INFLATED_BYTES }).toString('utf8');
    const parsed = flashSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function hasFormFlash(cookieHeader: string | undefined): boolean {
  // Conservative, like the session check: any mention of the name, in any case.
  return typeof cookieHeader === 'string' && cookieHeader.toLowerCase().includes(FORM_FLASH_COOKIE.toLowerCase());
}
