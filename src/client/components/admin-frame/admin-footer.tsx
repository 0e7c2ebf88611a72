import { DISCLAIMER_TEXT } from '../../../shared/constants';

/**
 * The admin workspace's footer: the site's disclaimer kept to one slim line (the spec shows it on
 * every page) and the REST API reference. Not the public four-column footer: an admin at work
 * needs neither Quick Links nor Resources.
 */
export function AdminFooter() {
  return (
    <footer className="border-t border-slate-200 px-4 py-3 text-xs text-slate-500 print:hidden dark:border-slate-800 dark:text-slate-400">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <p>
          <span className="font-semibold">Disclaimer:</span> {DISCLAIMER_TEXT}
        </p>
        {/* A document the server serves itself (not a router page): a plain link. */}
        <a href="/api/docs" className="font-medium text-slate-700 hover:underline dark:text-slate-200">
          REST API reference
        </a>
      </div>
    </footer>
  );
}
