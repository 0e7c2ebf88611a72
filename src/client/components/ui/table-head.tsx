import type { ReactNode } from 'react';

/** The header row every admin and account table shares. */
export function TableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className="px-4 py-3">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
