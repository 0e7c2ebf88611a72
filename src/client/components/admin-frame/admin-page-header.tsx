import type { ReactNode } from 'react';

/** The top of every admin page: its heading and its main actions, the same size everywhere. */
export function AdminPageHeader({ title, children, before }: { title: string; children?: ReactNode; before?: ReactNode }) {
  return (
    <div className="mb-6">
      {before}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
      </div>
    </div>
  );
}
