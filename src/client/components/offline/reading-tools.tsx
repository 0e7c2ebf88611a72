import { ShareLinks } from '../share/share-links';

/**
 * Under a long page: the share links (share/share-links.tsx), "Save for offline" and what the page cost to download. Both need the browser
 * (a service worker; the Resource Timing figures), so they are server-rendered hidden and shown by
 * behaviors/offline.ts and behaviors/page-size.ts when they can work. Hidden when printed.
 */
export function ReadingTools() {
  return (
    <>
      <div className="mt-10">
        <ShareLinks />
      </div>
      <div className="reading-tools mt-6 print:hidden flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <button
          type="button"
          data-save-offline=""
          hidden
          className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-text dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Save for offline
        </button>
        <span data-save-offline-status="" role="status" aria-live="polite" />
        <a href="/offline" className="underline hover:text-slate-900 dark:hover:text-white">
          Pages saved on this device
        </a>
        <span data-page-size="" hidden className="ml-auto" />
      </div>
    </>
  );
}
