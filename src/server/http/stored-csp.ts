/**
 * A cached page is replayed to many anonymous visitors, so the CSP nonce of the render it copies
 * must not go with it (a nonce is only worth something while it is unpredictable). At store time
 * the nonce in the stored Content-Security-Policy is replaced by the SHA-256 hashes of the page's
 * inline scripts: exactly those scripts may run, and the nonce left in the page's markup allows
 * nothing.
 */
import { createHash } from 'node:crypto';

// A script element's text cannot contain "</script", so the first one closes it.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(^|\s)src\s*=/i;
const NONCE_SOURCE = /\s*'nonce-[^']*'/g;
const HAS_NONCE = /'nonce-/;

/** `'sha256-…'` sources for the inline scripts of `html` (scripts with src are allowed by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '') || !text) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with its nonce sources replaced by `sources` (in the directives that had a nonce). */
export function replaceNonce(policy: string, sources: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => (HAS_NONCE.test(directive) ? [directive.replace(NONCE_SOURCE, ''), ...sources].join(' ') : directive))
    .join(';');
}
