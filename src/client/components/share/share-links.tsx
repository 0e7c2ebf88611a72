/**
 * "Share this page" on reading pages (lessons, guides, security topics, articles, news, the Act).
 * Server-rendered links that work with no script at all: WhatsApp (how this region shares) opens
 * wa.me with the title and address, and "Copy link" is a link to the page itself (long-press to
 * copy it). behaviors/share.ts adds the phone's own share sheet (Web Share API) where the browser
 * has one, and makes "Copy link" copy to the clipboard.
 */
import { useRouterState } from '@tanstack/react-router';
import { trpc } from '../../trpc';
import { absoluteUrl } from '../../lib/seo';

type Meta = { title?: string };

export function ShareLinks() {
  const { pathname, title } = useRouterState({
    select: (s) => ({
      pathname: s.location.pathname,
      // The page's own title: the last one the matched routes set (the page's, not the site's).
      title: s.matches
        .flatMap((m) => (m.meta ?? []) as Meta[])
        .filter((m) => m?.title)
        .map((m) => m.title!)
        .pop(),
    }),
    structuralSharing: true,
  });
  const { data: settings } = trpc.settings.site.useQuery();
  if (!settings) return null;
  const url = absoluteUrl(settings.siteUrl, pathname);
  const pageTitle = (title ?? settings.companyName).split(' | ')[0]!;
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${pageTitle} ${url}`)}`;
  const linkClass =
    'inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-text dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
  return (
    <div
      data-share=""
      data-share-url={url}
      data-share-title={pageTitle}
      className="share-links print:hidden flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="font-medium text-slate-700 dark:text-slate-300">Share this page:</span>
      <button type="button" data-share-native="" hidden className={linkClass}>
        Share…
      </button>
      <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={linkClass}>
        WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
      </a>
      <a href={url} data-share-copy="" className={linkClass}>
        Copy link
      </a>
      <span data-share-status="" role="status" aria-live="polite" className="text-slate-700 dark:text-slate-300" />
    </div>
  );
}
