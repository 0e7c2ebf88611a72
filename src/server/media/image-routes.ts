/**
 * `GET /media/images/<sha256>-<width>.<avif|webp>`: the stored variants. Their names are
 * content-addressed (the bytes behind a name never change), so browsers and CDNs keep them for a
 * year without asking again. Mounted before the response cache: images are not page answers, and
 * the store (disk or, one day, S3) is their cache.
 */
import express, { type Request, type Response } from 'express';
import { IMAGE_PATH_PREFIX, parseVariantName } from '../../shared/image-variants';
import type { ImageStore } from './image-store';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

export function createImageRoutes(store: ImageStore) {
  const routes = express.Router({ caseSensitive: true });
  const serve = async (req: Request, res: Response) => {
    const variant = parseVariantName(String(req.params.name ?? ''));
    if (!variant) {
      res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
      return;
    }
    const bytes = await store.get(`${variant.sha256}-${variant.width}.${variant.format}`);
    if (!bytes) {
      // Not cached: the picture may be uploaded later under this very name (it is its content's hash).
      res.status(404).set('Cache-Control', 'no-store').json({ message: 'Not found', code: 'NOT_FOUND' });
      return;
    }
    res.status(200).set({
      'Content-Type': CONTENT_TYPES[variant.format],
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${variant.sha256.slice(0, 32)}-${variant.width}-${variant.format}"`,
    });
    if (req.method === 'HEAD') res.end();
    else res.end(bytes);
  };
  routes.get(`${IMAGE_PATH_PREFIX}:name`, (req, res, next) => {
    serve(req, res).catch(next);
  });
  return routes;
}
