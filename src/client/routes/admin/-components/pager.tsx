import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';

/** `atLeast`: the list counted a search's matches only up to a cap (`totalIsLowerBound`): there may be more pages. */
export function Pager({
  page,
  pageSize,
  total,
  atLeast = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  atLeast?: boolean;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const more = atLeast ? '+' : '';
  // The last row of the last page deleted (here or by another admin): show the page that is now last,
  // not "Page 4 of 3" over an empty list.
  const past = !atLeast && page > pages;
  useEffect(() => {
    if (past) onPage(pages);
  }, [past, pages, onPage]);
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
      <span className="text-slate-600 dark:text-slate-300">
        Page {page} of {pages}
        {more} · {total}
        {more} in all
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={!atLeast && page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
