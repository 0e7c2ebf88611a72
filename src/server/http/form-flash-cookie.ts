/**
 * The form flash cookie (shared/form-flash.ts): written by a native form post, read and cleared
 * by the next page render. HttpOnly and SameSite=Lax; one minute is ample for a redirect. The
 * response cache treats a request carrying it as personal, so a cached page never shows it and
 * a page showing it is never cached (it also carries the clearing Set-Cookie).
 */
import type { Request, Response } from 'express';
import { z } from 'zod';
import { FORM_FLASH_COOKIE, NATIVE_FORMS, type FormFlash } from '../../shared/form-flash';

const MAX_AGE_SECONDS = 60;
/** Browsers keep cookies up to ~4 KB; long texts are dropped from the values (the message stays in the errors). */
const MAX_COOKIE_CHARS = 3800;

const flashSchema = z.object({
  form: z.enum(NATIVE_FORMS),
  values: z.record(z.string(), z.string().max(5000)),
  errors: z.record(z.string(), z.string().max(500)),
  message: z.string().max(500).optional(),
  success: z.string().max(500).optional(),
});

function encode(flash: FormFlash): string {
  return Buffer.from(JSON.stringify(flash)).toString('base64url');
}

/** Sets the flash for the next page; values are dropped, longest first, until it fits a cookie. */
export function setFormFlash(res: Response, flash: FormFlash, secure: boolean) {
  const values = { ...flash.values };
  let value = encode({ ...flash, values });
  const byLength = Object.keys(values).sort((a, b) => (values[b]?.length ?? 0) - (values[a]?.length ?? 0));
  while (value.length > MAX_COOKIE_CHARS && byLength.length > 0) {
    delete values[byLength.shift() as string];
    value = encode({ ...flash, values });
  }
  res.cookie(FORM_FLASH_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: MAX_AGE_SECONDS * 1000 });
}

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The flash this request carries (anything malformed is ignored), cleared for the next request. */
export function takeFormFlash(req: Request, res: Response): FormFlash | undefined {
  const raw = readCookie(req, FORM_FLASH_COOKIE);
  if (raw === undefined) return undefined;
  res.clearCookie(FORM_FLASH_COOKIE, { path: '/' });
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function hasFormFlash(cookieHeader: string | undefined): boolean {
  // Conservative, like the session check: any mention of the name, in any case.
  return typeof cookieHeader === 'string' && cookieHeader.toLowerCase().includes(FORM_FLASH_COOKIE.toLowerCase());
}
