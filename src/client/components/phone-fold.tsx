import type { ReactNode } from 'react';

/**
 * Long content folded on a phone (the phone home page was ~19 screens): a native <details>, so it
 * opens without any script. From `sm` up it is always shown and its summary hidden (app.css
 * `.phone-fold`), so wider screens look as before. A browser without `::details-content` shows the
 * summary there too: one tap more, nothing lost.
 */
export function PhoneFold({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="phone-fold group">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3 font-medium text-primary hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900 [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-4 sm:mt-0">{children}</div>
    </details>
  );
}
