import type { ChangedMeanwhile } from '../../lib/changed-meanwhile';

/** In an edit dialog: the fields someone else also changed, with their value (lib/changed-meanwhile.ts). */
export function ChangedMeanwhileNote({ changes }: { changes: readonly ChangedMeanwhile[] }) {
  if (changes.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">Someone else also changed {changes.length === 1 ? 'a field you changed' : 'fields you changed'}:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {changes.map((c) => (
          <li key={c.field} className="wrap-anywhere">
            {c.label}: theirs is “{c.theirs}”
          </li>
        ))}
      </ul>
      <p className="mt-1">Your values are kept; saving replaces theirs.</p>
    </div>
  );
}
