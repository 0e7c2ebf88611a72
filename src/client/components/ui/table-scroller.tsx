import type { ReactNode } from 'react';

/**
 * The box every admin table sits in: a wide table scrolls sideways inside it, never the page.
 * It is a named region that takes focus, so a keyboard user can scroll it too (axe:
 * scrollable-region-focusable). `relative` keeps screen-reader-only labels (absolutely placed)
 * inside the box instead of past the page's edge.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-primary-text dark:border-slate-800 dark:bg-slate-900"
    >
      {children}
    </div>
  );
}
