/**
 * Security headers on every response (helmet), with a fresh CSP nonce per request for the
 * server-rendered scripts: no 'unsafe-inline' for scripts.
 */
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

export function cspNonce(res: Response): string | undefined {
  return (res.locals as { cspNonce?: string }).cspNonce;
}

/** `https`: the public origin is HTTPS, so HSTS and upgrade-insecure-requests are safe to send. */
export function securityHeaders(opts: { https: boolean; development: boolean }) {
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
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xPoweredBy: false,
  });
  return [
    nonceMiddleware,
    helmetMiddleware,
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      next();
    },
  ];
}
