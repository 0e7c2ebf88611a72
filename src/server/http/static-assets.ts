/**
 * The built client's hashed files (/assets): served from the .br/.gz twins written at build time
 * (vite-plugin-compression2) when the browser accepts them, brotli first, cached for a year
 * (a new build gets new names). A missing asset is a plain 404, never an error page.
 */
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
