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

/**
 * Why a write must be refused as coming from another site, or null when it is same-origin.
 * Shared with the native form posts of page paths (forms/native-form-posts.ts).
 */
export function crossSiteRefusal(req: Request, publicUrl: string | undefined): string | null {
  if (req.get('sec-fetch-site') === 'cross-site') return 'Cross-site requests are not allowed.';
  const origin = req.get('origin');
  if (origin === 'null') return 'Requests from other sites are not allowed.';
  if (origin) {
    const allowed = new Set([`${req.protocol}://${req.get('host') ?? ''}`]);
    if (publicUrl) allowed.add(new URL(publicUrl).origin);
    if (!allowed.has(origin)) return 'Requests from other sites are not allowed.';
  }
  return null;
}

function forbidden(res: Response, message: string) {
  res.status(403).json({ message, code: 'FORBIDDEN' });
}

export function csrfGuard(opts: { publicUrl?: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    // The full path: mounted under /api, `req.path` alone would be /newsletter/… and never match.
    const fullPath = req.baseUrl + req.path;
    if (SAFE_METHODS.has(req.method) || EXEMPT.has(fullPath)) return next();

    const refused = crossSiteRefusal(req, opts.publicUrl);
    if (refused) return forbidden(res, refused);

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
