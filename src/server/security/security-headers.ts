/**
 * Security headers on every response (helmet), with a fresh CSP nonce per request for the
 * server-rendered scripts: no 'unsafe-inline' for scripts.
 */
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { RouteFacts } from '../../shared/route-facts';
import { mentionsSessionCookie } from '../http/session-presence';

export function cspNonce(res: Response): string | undefined {
  return (res.locals as { cspNonce?: string }).cspNonce;
}

/**
 * Cross-Origin-Opener-Policy cuts the link between our window and a cross-origin window that
 * opened it (which could otherwise, for example, send a sign-in window to a look-alike page). It
 * is sent on everything except an anonymous visit to a public reading page, which holds nothing
 * to protect: there the header only costs a browsing-context-group switch on arrival (on Android,
 * a renderer process of its own), measured as ~50 ms more Lighthouse TBT
 * (docs/decisions/2026-11-23-islands.md). Signed-in visitors get it on every page, so moving
 * between our pages never switches.
 */
function needsOpenerIsolation(req: Request, pageFacts: (path: string) => RouteFacts): boolean {
  const anonymousRead = (req.method === 'GET' || req.method === 'HEAD') && !mentionsSessionCookie(req);
  if (!anonymousRead || /^\/(api|trpc)(\/|$)/.test(req.path)) return true;
  const facts = pageFacts(req.path);
  // A public island page that takes no credentials (route-facts.ts).
  return !(facts.hydrate === 'islands' && facts.access === 'public' && !facts.isolateOpener);
}

/**
 * `https`: the public origin is HTTPS, so HSTS and upgrade-insecure-requests are safe to send.
 * `pageFacts`: the facts of the page route that answers a path (COOP depends on them).
 */
export function securityHeaders(opts: { https: boolean; development: boolean; pageFacts: (path: string) => RouteFacts }) {
  const nonceMiddleware = (_req: Request, res: Response, next: NextFunction) => {
    (res.locals as { cspNonce?: string }).cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const helmetMiddleware = helmet({
    // Vite's dev server injects scripts and a websocket: no CSP in development.
    contentSecurityPolicy: opts.development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response) ?? ''}'`],
            // Theme colours are an inline <style>; CSS cannot run code, so inline styles are allowed.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    // One framing rule: nothing may frame the site (CSP frame-ancestors 'none' for current
    // browsers, X-Frame-Options DENY for old ones; helmet's default SAMEORIGIN would disagree).
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false, // per request, below
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xPoweredBy: false,
  });
  return [
    nonceMiddleware,
    helmetMiddleware,
    (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      if (needsOpenerIsolation(req, opts.pageFacts)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
      next();
    },
  ];
}
