import { createRootRouteWithContext, HeadContent, Outlet, ScriptOnce, Scripts } from '@tanstack/react-router';
import { PageChangeAnnouncer } from '../components/frame/page-change-announcer';
import { useLayoutEffect } from 'react';
import { SiteFrame } from '../components/frame/site-frame';
import { NOT_FOUND_TEXT, NotFoundPage } from '../components/not-found-page';
import { useIslandsServer } from '../islands/server-context';
import { useLowData } from '../lib/low-data-context';
import { themeBootScript, themeCss } from '../lib/theme';
import { EARLY_TAPS_SCRIPT, replayEarlyTap } from '../lib/early-taps';
import { confirmedUser, entersPrivatePage } from '../lib/session-check';
import { NATIVE_SUBMIT_ONCE_SCRIPT } from '../lib/native-submit-once';
import { EARLY_THEME_TAP_SCRIPT } from '../behaviors/theme-switch';
import type { RouterContext } from '../router';
import { trpc, type CurrentUser, type RouterOutputs } from '../trpc';
import { homeTitle, withSiteName } from '../lib/page-title';
import { ShareTags } from '../lib/share-tags';
import { showsNotFound } from '../../shared/not-found-match';
import { DEFAULT_COMPANY } from '../../shared/constants';

/** What every page's frame needs: who is signed in, and the site's settings. */
interface FrameContext {
  user: CurrentUser | null;
  settings: RouterOutputs['settings']['site'];
  /** On the client, entering a page that needs a session: the server's answer of who is signed in. */
  sessionConfirmed: Promise<CurrentUser | null> | undefined;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // What a path no route matches gets: the not-found page.
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  // The return type is written out: inferred, it would depend on `matches`, whose type is the route
  // tree's, this route's own among them.
  beforeLoad: async ({ context, matches, location, preload }): Promise<FrameContext> => {
    // Both are needed by the frame on every page; on the client they come from the cache.
    const [user, settings] = await Promise.all([context.trpc.auth.current.ensureData(), context.trpc.settings.site.ensureData()]);
    // Entering a page that needs a session: the server is asked who is signed in, beside the
    // page's own reads (lib/session-check.ts; not on a preload).
    const confirm = typeof window !== 'undefined' && !preload && entersPrivatePage(matches);
    return { user, settings, sessionConfirmed: confirm ? confirmedUser(context, location.href) : undefined };
  },
  // The page is shown once the session is confirmed (loaders run side by side; a navigation
  // commits when all have): a different session loads the page afresh instead. The root's loader
  // runs again only for such a navigation, and then blocking: by default a loaded route reloads in
  // the background, and the page from memory was shown until the answer came.
  loader: { handler: ({ context }) => context.sessionConfirmed, staleReloadMode: 'blocking' },
  shouldReload: ({ context }) => context.sessionConfirmed !== undefined,
  head: ({ match, matches }) => {
    const settings = match.context.settings;
    // A path no route matches (or a record that does not exist) has a title of its own, not the home page's.
    const notFound = matches.some(showsNotFound);
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: notFound ? withSiteName(match, 'Page Not Found') : homeTitle(match) },
        // Nor the home page's description (probe 29, F6): a 404 says what it is.
        { name: 'description', content: notFound ? NOT_FOUND_TEXT : (settings?.content.homepageDescription ?? '') },
        { name: 'theme-color', content: settings?.appearance.primaryColor ?? '#3B82F6' },
      ],
      links: [
        // A PNG, not the SVG it is drawn from (public/favicon.svg): Chromium builds a whole SVG
        // document on the page's main thread for an SVG icon, ~30 ms on a slow phone.
        settings?.appearance.faviconUrl
          ? { rel: 'icon', href: settings.appearance.faviconUrl }
          : { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '32x32' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        { rel: 'alternate', type: 'application/rss+xml', title: 'Crypto News', href: '/rss.xml' },
      ],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  const { data: settings } = trpc.settings.site.useQuery();
  const dark = settings?.appearance.darkModeEnabled ?? true;
  // Island pages say so until their islands are live (entry-islands.tsx); tests wait for it.
  const islandsPage = useIslandsServer() !== null;
  const lowData = useLowData();
  // Runs only where the whole app hydrates (island pages never hydrate the root): from this
  // commit on React answers taps, and a tap heard before it is replayed (lib/early-taps.ts).
  useLayoutEffect(() => replayEarlyTap(), []);
  return (
    // The visitor's remembered theme may change the class before hydration.
    <html
      lang="en"
      className={dark ? 'dark' : undefined}
      data-islands={islandsPage ? 'pending' : undefined}
      data-low-data={lowData ? 'on' : undefined}
      suppressHydrationWarning
    >
      <head>
        <ScriptOnce children={themeBootScript} />
        {/* Whole-app pages show their buttons before their code is live: a tap then is held for it.
            Island pages hold a tap on their theme switch only (behaviors/theme-switch.ts). */}
        <ScriptOnce children={islandsPage ? EARLY_THEME_TAP_SCRIPT : EARLY_TAPS_SCRIPT} />
        {/* Every page: a form the browser sends itself goes once per press (lib/native-submit-once.ts). */}
        <ScriptOnce children={NATIVE_SUBMIT_ONCE_SCRIPT} />
        <HeadContent />
        <ShareTags siteUrl={settings?.siteUrl} siteName={settings?.companyName || DEFAULT_COMPANY.companyName} />
        {settings ? <style>{themeCss(settings.appearance)}</style> : null}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <SiteFrame>
          <Outlet />
        </SiteFrame>
        <PageChangeAnnouncer />
        <Scripts />
      </body>
    </html>
  );
}
