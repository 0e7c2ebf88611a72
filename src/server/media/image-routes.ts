/**
 * `GET /media/images/<sha256>-<width>.<avif|webp>`: the stored variants. Their names are
 * content-addressed (the bytes behind a name never change), so browsers and CDNs keep them for a
 * year without asking again. Mounted before the response cache: images are not page answers, and
 * these headers are their cache. Read from the database, so every process serves every picture.
 */
import express, { type Request, type RequestHandler, type Response } from 'express';
import { and, eq } from 'drizzle-orm';
import { IMAGE_PATH_PREFIX, parseVariantName } from '../../shared/image-variants';
import type { Db } from '../db/client';
import { matchesEtag } from '../http/stored-answer';
import { imageVariants } from '../db/schema';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/** `deadline`: the request deadline (a database that does not answer is a 503, not a hung image). */
export function createImageRoutes(db: Db, deadline: RequestHandler) {
  const routes = express.Router({ caseSensitive: true });
  const serve = async (req: Request, res: Response) => {
    const variant = parseVariantName(String(req.params.name ?? ''));
    const [stored] = variant
      ? await db
          .select({ bytes: imageVariants.bytes })
          .from(imageVariants)
          .where(
            and(eq(imageVariants.sha256, variant.sha256), eq(imageVariants.width, variant.width), eq(imageVariants.format, variant.format)),
          )
      : [];
    if (!variant || !stored) {
      // Not cached: the picture may be uploaded later under this very name (it is its content's hash).
      res.status(404).set('Cache-Control', 'no-store').json({ message: 'Not found', code: 'NOT_FOUND' });
      return;
    }
    const etag = `"${variant.sha256.slice(0, 32)}-${variant.width}-${variant.format}"`;
    res.set({ 'Content-Type': CONTENT_TYPES[variant.format], 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag });
    // A proxy revalidating its copy (If-None-Match) is told it still holds these bytes (probe 75, F3).
    if (matchesEtag(req, etag)) res.status(304).end();
    else if (req.method === 'HEAD') res.status(200).set('Content-Length', String(stored.bytes.length)).end();
    else res.status(200).set('Content-Length', String(stored.bytes.length)).end(stored.bytes);
  };
  routes.get(`${IMAGE_PATH_PREFIX}:name`, deadline, (req, res, next) => {
    serve(req, res).catch(next);
  });
  return routes;
}
