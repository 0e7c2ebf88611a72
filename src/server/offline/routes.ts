/**
 * /manifest.webmanifest (the name and colours from Site Settings) and /sw.js, the service worker
 * with this build's version and the pages it may save (docs/decisions/2026-11-23-offline-reading.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { publicRoutes } from '../../content/public-routes';
import type { Db } from '../db/client';
import { readCompany, readSection } from '../services/settings';

export const OFFLINE_PAGE = '/offline';

/** What "every lesson, guide, security page and the Act summary" is, as addresses. */
export const OFFLINE_LIBRARY: string[] = [
  // The home page: where the installed app opens (the manifest's start_url), and the first page of
  // most visits, which the worker is not yet there to keep (probe 37, F5).
  '/',
  // Reading pages: lessons, guides, security pages, the Caribbean pages (their scams page is one a reader needs offline) and the Act.
  ...publicRoutes.filter((route: string) => /^\/(education|guides|security|caribbean-focus)(\/|$)|^\/legal$/.test(route)),
  OFFLINE_PAGE,
];

const workerSource = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-worker.js'), 'utf8');

/** Changes with every build (the built client's manifest), so a deploy brings a new worker and cache. */
export function buildVersion(clientDir?: string): string {
  const manifest = clientDir ? path.join(clientDir, '.vite/manifest.json') : undefined;
  const source = manifest && existsSync(manifest) ? readFileSync(manifest) : `dev-${Date.now()}`;
  return createHash('sha256').update(source).update(workerSource).digest('hex').slice(0, 12);
}

/** Android shows the short name under the icon: the name's first two words when it is long. */
function shortName(name: string): string {
  return name.length <= 15 ? name : name.split(/\s+/).slice(0, 2).join(' ');
}

export function createOfflineRouter(opts: { db: Db; version: string }) {
  const offline = express.Router({ caseSensitive: true });
  const worker = `const CONFIG = ${JSON.stringify({ version: opts.version, library: OFFLINE_LIBRARY, offline: OFFLINE_PAGE })};\n${workerSource}`;

  offline.get('/sw.js', (_req, res) => {
    // Browsers check for a new worker on each visit; it must never be kept by a cache.
    res.type('text/javascript').set('Cache-Control', 'no-cache').set('Service-Worker-Allowed', '/').send(worker);
  });

  offline.get('/manifest.webmanifest', async (_req, res, next) => {
    try {
      const [company, appearance, content] = await Promise.all([
        readCompany(opts.db),
        readSection(opts.db, 'appearance'),
        readSection(opts.db, 'content'),
      ]);
      res
        .type('application/manifest+json')
        .set('Cache-Control', 'public, max-age=300')
        .send(
          JSON.stringify({
            name: company.companyName,
            short_name: shortName(company.companyName),
            description: content.homepageDescription,
            id: '/',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            theme_color: appearance.primaryColor,
            background_color: appearance.darkModeEnabled ? '#020617' : '#ffffff',
            icons: [
              { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          }),
        );
    } catch (err) {
      next(err);
    }
  });
  return offline;
}
