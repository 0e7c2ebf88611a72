/**
 * GET /og/<page path>.png: the share preview of a public page without a cover image
 * (shared/share-image.ts names it). The page is rendered as an anonymous visitor sees it and its
 * title and description are drawn (page-heading.ts, preview-image.ts). Anything that is not a
 * public page that renders (an admin path, an unknown slug, an odd path) is a 404.
 * Drawn images are kept in memory for an hour (a retitled article changes within that hour) and
 * browsers and WhatsApp's fetcher may keep them a day.
 */
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import type { Logger } from '../logger';
import type { PageManifests } from '../ssr/assets';
import type { SsrModule } from '../ssr/render-page';
import { pagePathOfShareImage } from '../../shared/share-image';
import { pageHeading } from './page-heading';
import { renderPreviewPng } from './preview-image';

export const SHARE_IMAGE_PATTERN = /^\/og\/.+\.png$/;

export function shareImageHandler(opts: {
  loadSsrModule: () => Promise<SsrModule>;
  getManifests: () => PageManifests;
  appRouter: AppRouter;
  createContext: (req: Request, res: Response) => Promise<Context>;
  siteName: () => Promise<string>;
  log: Logger;
}) {
  // null: the path is not a page that renders (kept too, so probing the same path is cheap).
  const drawn = new LRUCache<string, Buffer | 'missing'>({ max: 300, ttl: 60 * 60 * 1000 });
  const drawing = new Map<string, Promise<Buffer | 'missing'>>();

  async function draw(pagePath: string, req: Request, res: Response): Promise<Buffer | 'missing'> {
    const ssr = await opts.loadSsrModule();
    if (ssr.routeFacts(pagePath).access !== 'public') return 'missing';
    // As an anonymous visitor: this request's cookie must not change what the image says.
    delete req.headers.cookie;
    let context: Promise<Context> | undefined;
    const page = await ssr.render({
      request: new Request(new URL(pagePath, 'http://localhost')),
      appRouter: opts.appRouter,
      createContext: () => (context ??= opts.createContext(req, res)),
      manifests: opts.getManifests(),
    });
    if (page.status !== 200) return 'missing';
    const siteName = await opts.siteName();
    const heading = pageHeading(await page.text(), siteName);
    return renderPreviewPng({ title: heading.title, subtitle: heading.description, siteName });
  }

  return async (req: Request, res: Response) => {
    const pagePath = pagePathOfShareImage(req.path);
    try {
      if (!pagePath) throw new NotAPage();
      let image = drawn.get(pagePath);
      if (!image) {
        let pending = drawing.get(pagePath);
        if (!pending) {
          pending = draw(pagePath, req, res).finally(() => drawing.delete(pagePath));
          drawing.set(pagePath, pending);
        }
        image = await pending;
        drawn.set(pagePath, image);
      }
      if (image === 'missing') throw new NotAPage();
      res.status(200).type('image/png').setHeader('Cache-Control', 'public, max-age=86400');
      res.send(image);
    } catch (err) {
      if (!(err instanceof NotAPage)) opts.log.error({ err, url: req.originalUrl }, 'share image failed');
      if (res.headersSent) return void res.end();
      res.status(err instanceof NotAPage ? 404 : 503).setHeader('Cache-Control', 'no-store');
      res.json(
        err instanceof NotAPage
          ? { message: 'Not found', code: 'NOT_FOUND' }
          : { message: 'Please try again.', code: 'SERVICE_UNAVAILABLE' },
      );
    }
  };
}

class NotAPage extends Error {}
