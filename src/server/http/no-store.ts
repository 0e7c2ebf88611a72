/**
 * `Cache-Control: no-store` on the answer to every write (any method but GET and HEAD), whatever
 * its status: a write's answer is one person's (a new TOTP secret and its QR code, recovery codes,
 * a signed-in user, a validation error echoing what they typed) and no cache, shared or the
 * browser's, may keep it (issue 25 finding 11). Reads get their Cache-Control from the answer
 * cache (answer-cache.ts). Set before any handler runs, so a handler that
 * needs something stricter (a download's `private, no-store`) still replaces it.
 */
import type { NextFunction, Request, Response } from 'express';

export function noStoreWrites() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
