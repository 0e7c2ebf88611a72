/**
 * The benchmark's comparison build: the same client bundle served as an empty HTML shell that
 * renders everything in the browser (SSR switched off), so `npm run bench` can put a
 * client-rendered site beside the server-rendered one. Never used in production.
 */
import type { Request, Response } from 'express';
import type { Manifest } from '@tanstack/router-core';
import { cspNonce } from '../security/security-headers';

export function spaShellHandler(manifest: Manifest) {
  const root = manifest.routes.__root__;
  const href = (link: string | { href: string }) => (typeof link === 'string' ? link : link.href);
  const css = (root?.css ?? []).map((link) => `<link rel="stylesheet" href="${href(link as never)}">`).join('');
  const preloads = (root?.preloads ?? []).map((link) => `<link rel="modulepreload" href="${href(link)}">`).join('');
  const entry = root?.scripts?.[0]?.attrs?.src as string | undefined;
  return (req: Request, res: Response) => {
    const nonce = cspNonce(res) ?? '';
    res
      .type('html')
      .setHeader('Cache-Control', 'private, no-store')
      .send(
        `<!DOCTYPE html><html lang="en" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dominica Crypto Education</title>${css}${preloads}<script type="module" nonce="${nonce}" src="${entry}"></script></head><body></body></html>`,
      );
  };
}
