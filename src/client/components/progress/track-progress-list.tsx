import { useEffect } from 'react';
import { repaintProgress } from '../../behaviors/progress';
import type { Track } from '../../../shared/schemas/progress';

/**
 * Progress per track on /education (issue 26, item 4). The server renders each track and its pages;
 * the progress behaviour fills in the counts and ticks from the device's copy (which mirrors the
 * account when signed in), so the page stays one cached HTML for every reader.
 */
export function TrackProgressList({ tracks, userId }: { tracks: Track[]; userId: number | undefined }) {
  useEffect(() => repaintProgress(), [tracks]);
  return (
    <div data-progress-user={userId} className="grid gap-6 lg:grid-cols-3">
      {tracks.map((track) => (
        <article key={track.id} data-track={track.id} className="group rounded-xl border border-slate-200 p-5 dark:border-slate-800">
          <h3 className="text-lg font-semibold">{track.title}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{track.description}</p>
          <div
            role="progressbar"
            aria-label={`${track.title} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={0}
            className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div data-track-bar="" className="h-full w-0 rounded-full bg-emerald-600" />
          </div>
          <p data-track-count="" className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-200">
            {track.items.length * (track.items.some((i) => i.quiz) ? 2 : 1)} steps
          </p>
          <ol className="mt-3 space-y-1 text-sm">
            {track.items.map((item) => (
              <li
                key={item.url}
                data-track-item={`${item.collection}/${item.slug}`}
                data-track-quiz={item.quiz ? item.slug : undefined}
                className="group/item flex gap-2"
              >
                <span aria-hidden="true" className="w-4 shrink-0 text-emerald-700 dark:text-emerald-400">
                  <span className="hidden group-data-[done=true]/item:inline">✓</span>
                </span>
                <a href={item.url} className="underline-offset-2 hover:underline">
                  {item.title}
                </a>
                <span className="sr-only hidden group-data-[done=true]/item:inline">(done)</span>
              </li>
            ))}
          </ol>
          {track.items.some((i) => i.quiz) ? (
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">Each lesson counts twice: marked done, and its quiz passed.</p>
          ) : null}
          <p className="mt-3 hidden text-sm font-medium text-emerald-700 group-data-[complete=true]:block dark:text-emerald-400">
            Track complete.{' '}
            {userId !== undefined ? (
              // Worded for before and after it is issued: this list does not know which (probe 28 note).
              <a href="/profile#certificates" className="underline">
                Your certificate is on your profile
              </a>
            ) : (
              <a href="/auth" className="underline">
                Sign in to get your certificate
              </a>
            )}
            {userId !== undefined ? null : ': what you did on this device comes with you.'}
          </p>
        </article>
      ))}
    </div>
  );
}
