import { useEffect } from 'react';
import { repaintProgress } from '../../behaviors/progress';
import { buttonClass } from '../ui/button';

/**
 * "Mark as done" under a lesson, guide or security topic (issue 26, item 4). Server HTML only: the
 * progress behaviour (behaviors/progress.ts) shows it, paints its state from the device's copy and
 * sends changes to the account when signed in. It needs that code (the state lives on the device),
 * so without JavaScript it stays hidden and a note says so.
 */
export function MarkDone({ collection, slug, userId }: { collection: string; slug: string; userId: number | undefined }) {
  // The whole app renders this after the behaviours were installed: paint it once it is in the page.
  useEffect(() => repaintProgress(), [collection, slug]);
  return (
    <div
      data-progress-page={`${collection}/${slug}`}
      data-progress-user={userId}
      className="group mt-10 rounded-xl border border-slate-200 p-4 print:hidden dark:border-slate-800"
    >
      <div data-needs-script="" hidden className="flex flex-wrap items-center gap-3">
        <button type="button" data-progress-toggle="" className={buttonClass('primary', 'group-data-[done=true]:hidden')}>
          Mark as done
        </button>
        <p className="hidden font-medium text-emerald-700 group-data-[done=true]:block dark:text-emerald-400">
          <span aria-hidden="true">✓ </span>Done
        </p>
        {/* Hidden by the not-done state, not by a bare `hidden`: the button's own `inline-flex` comes later in the CSS and won. */}
        <button type="button" data-progress-toggle="" className={buttonClass('ghost', 'group-data-[done=false]:hidden')}>
          Mark as not done
        </button>
        <p className="w-full text-sm text-slate-600 dark:text-slate-300">
          {userId !== undefined
            ? 'Your progress is saved to your account.'
            : 'Your progress is kept on this device. Sign in to keep it in your account and get certificates.'}{' '}
          <a href="/education#tracks" className="underline">
            See your progress
          </a>
        </p>
        <p data-progress-status="" role="status" aria-live="polite" className="w-full text-sm text-slate-700 dark:text-slate-200" />
      </div>
      <p data-without-script="" className="text-sm text-slate-600 dark:text-slate-300">
        Marking pages as done needs JavaScript, which is off or has not loaded. Everything on this page reads fine without it.
      </p>
    </div>
  );
}
