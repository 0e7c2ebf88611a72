/**
 * The built client's files. Hashed ones (/assets): served from the .br/.gz twins written at build
 * time (vite-plugin-compression2) when the browser accepts them, brotli first, cached for a year
 * (a new build gets new names); a missing asset is a plain 404, never an error page. The few at
 * the build's root (icons): by their exact names only.
 */
import { readdirSync } from 'node:fs';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

export function hashedAssets(dir: string): express.Router {
  const router = express.Router({ caseSensitive: true });
  router.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}

/**
 * The files at the top of `dir` (the icons), revalidated hourly, matched by name from a list read
 * once: every other request (each page) goes on without asking the disk whether a file of its
 * name exists, which express.static did for every page it did not serve (a stat each, seen in the
 * CPU profile of a cold render: docs/decisions/2026-12-02-prepared-statements.md).
 */
export function rootFiles(dir: string): express.RequestHandler {
  const names = new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const files = express.static(dir, { index: false, maxAge: '1h' });
  return (req, res, next) => (names.has(req.path) ? files(req, res, next) : next());
}
