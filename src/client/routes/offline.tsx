import { createFileRoute } from '@tanstack/react-router';
import { withSiteName } from '../lib/page-title';

export const Route = createFileRoute('/offline')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Saved for offline reading') },
      { name: 'description', content: 'The lessons, guides and pages saved on this device, readable without a connection.' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: OfflinePage,
});

/**
 * The pages saved on this device. The service worker also answers with this page for an address
 * that was never saved while the network is down. The list is read from the device's cache by
 * behaviors/saved-pages.ts.
 */
function OfflinePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {/* Filled by behaviors/offline-enrollments.ts when this page answers /profile without a network. */}
      <section data-profile-copy="" hidden aria-labelledby="profile-copy-heading" className="mb-10" />
      <h1 className="text-3xl font-bold">Saved for offline reading</h1>
      <p data-offline-notice="" hidden className="mt-4 rounded-lg bg-amber-100 p-4 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
        The site could not be reached (you may be offline), and the page you asked for was not saved on this device. The pages below open
        without a connection. {/* An empty address is the page's own: the one asked for, which this page stands in for. */}
        <a href="" className="font-medium underline">
          Try again
        </a>
      </p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        Every lesson, guide and security page and the summary of the Virtual Asset Business Act are saved on this device after your first
        visit (except in low-data mode), and so is every page you open. Use “Save for offline” under a long page to keep it for sure.
      </p>
      <h2 className="mt-8 text-xl font-semibold">On this device</h2>
      <p data-saved-pages-status="" role="status" className="mt-2 text-slate-600 dark:text-slate-300">
        Your browser needs JavaScript and offline storage to list the saved pages.
      </p>
      <ul data-saved-pages="" className="mt-4 space-y-2" />
    </div>
  );
}
