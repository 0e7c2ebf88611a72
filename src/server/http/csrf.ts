/**
 * Cross-site request forgery defence for state-changing requests (OWASP CSRF cheat sheet):
 * refuse them when the browser says they come from another site (Sec-Fetch-Site) or the
 * Origin header names another origin, and require a JSON body (a cross-site HTML form cannot
 * send one without a CORS preflight, which this server never grants).
 */
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths that must accept non-JSON posts from outside (RFC 8058 one-click unsubscribe). */
const EXEMPT = new Set(['/api/newsletter/one-click-unsubscribe']);

function forbidden(res: Response, message: string) {
  res.status(403).json({ message, code: 'FORBIDDEN' });
}

export function csrfGuard(opts: { publicUrl?: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    // The full path: mounted under /api, `req.path` alone would be /newsletter/… and never match.
    const fullPath = req.baseUrl + req.path;
    if (SAFE_METHODS.has(req.method) || EXEMPT.has(fullPath)) return next();

    if (req.get('sec-fetch-site') === 'cross-site') return forbidden(res, 'Cross-site requests are not allowed.');

    const origin = req.get('origin');
    if (origin && origin !== 'null') {
      const allowed = new Set([`${req.protocol}://${req.get('host') ?? ''}`]);
      if (opts.publicUrl) allowed.add(new URL(opts.publicUrl).origin);
      if (!allowed.has(origin)) return forbidden(res, 'Requests from other sites are not allowed.');
    } else if (origin === 'null') {
      return forbidden(res, 'Requests from other sites are not allowed.');
    }

    // A write without a body (e.g. DELETE) has nothing to forge; one with a body must be JSON.
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    const type = req.get('content-type') ?? '';
    if (hasBody && !/^application\/json\b/i.test(type)) {
      res
        .status(415)
        .json({ message: 'Send the request body as JSON with Content-Type: application/json.', code: 'UNSUPPORTED_MEDIA_TYPE' });
      return;
    }
    next();
  };
}
