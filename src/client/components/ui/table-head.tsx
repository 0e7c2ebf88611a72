import type { ReactNode } from 'react';

/** Cells of a column left out on phones, where the row shows what matters of it elsewhere. */
export const WIDE_ONLY_CELL = 'hidden md:table-cell';

/**
 * The header row every admin and account table shares. `wideOnly`: indexes of the columns shown
 * from tablet width up (their cells use WIDE_ONLY_CELL too).
 */
export function TableHead({ columns, wideOnly = [] }: { columns: ReactNode[]; wideOnly?: number[] }) {
  return (
    <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={`px-4 py-3 ${wideOnly.includes(i) ? WIDE_ONLY_CELL : ''}`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
