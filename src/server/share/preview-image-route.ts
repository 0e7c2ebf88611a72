/**
 * GET /og/<page path>.png: the share preview of a public page without a cover image
 * (shared/share-image.ts names it). The page is rendered as an anonymous visitor sees it and its
 * title and description are drawn (page-heading.ts, preview-image.ts). Anything that is not a
 * public page that renders (an admin path, an unknown slug, an odd path) is a 404.
 * A drawn image is kept in the one answer cache (http/answer-cache.ts) like any anonymous answer:
 * the statements of its page's render are its dependencies, so a retitled, unpublished or deleted
 * article's image goes with the change, and a 404 is never kept (an article asked for before it
 * was published has its image once it is). Others may keep a copy five minutes.
 */
import type { Request, Response } from 'express';
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
  /** The site's name and colours (Site settings), read for each drawing. */
  look: () => Promise<{ siteName: string; colors: { primary: string; secondary: string } }>;
  log: Logger;
}) {
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
    const { siteName, colors } = await opts.look();
    const heading = pageHeading(await page.text(), siteName);
    return renderPreviewPng({ title: heading.title, subtitle: heading.description, siteName, colors });
  }

  return async (req: Request, res: Response) => {
    const pagePath = pagePathOfShareImage(req.path);
    try {
      if (!pagePath) throw new NotAPage();
      const image = await draw(pagePath, req, res);
      if (image === 'missing') throw new NotAPage();
      res.status(200).type('image/png').setHeader('Cache-Control', 'public, max-age=300');
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
