/** The mark of a seeded sample item (issue 28): cards, lists and pages say it is not real. */
export function SampleBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100 ${className}`}
    >
      Sample
    </span>
  );
}
