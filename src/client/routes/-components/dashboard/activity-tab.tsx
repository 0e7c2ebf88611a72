import { LocalDateTime } from '../../../components/ui/local-time';
import { useState } from 'react';
import { trpc } from '../../../trpc';
import { Pager } from '../../admin/-components/pager';
import { TableHead } from '../../../components/ui/table-head';
import { TableScroller } from '../../../components/ui/table-scroller';
import { QueryState } from '../../../components/query-state';

const PAGE_SIZE = 30;

/** One value of a summary as text: a section of settings (an object) as its JSON, not "[object Object]". */
const shown = (value: unknown): string => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Who made a change: by username, and said so when the account has since been deleted (probe 77, F4). */
function actorOf(entry: { actor: { username: string } | null; actorUsername: string | null }): string {
  if (entry.actor) return `@${entry.actor.username}`;
  return entry.actorUsername ? `@${entry.actorUsername} (account deleted)` : '(deleted user)';
}

export function summarize(summary: unknown): string {
  if (!summary || typeof summary !== 'object') return '';
  return Object.entries(summary as Record<string, unknown>)
    .map(([k, v]) => (Array.isArray(v) && v.length === 2 ? `${k}: ${shown(v[0])} → ${shown(v[1])}` : `${k}: ${shown(v)}`))
    .join('; ');
}

/** The audit log: who did what, when. */
export function ActivityTab() {
  const [page, setPage] = useState(1);
  const log = trpc.admin.activity.useQuery({ page, pageSize: PAGE_SIZE }, { placeholderData: (p) => p });
  return (
    <QueryState query={log} loading="Loading activity" failed="Failed to load the activity log.">
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">No admin activity yet.</p>
        ) : (
          <div>
            {/*
        On a phone, one card per entry with nothing cut: as a table, its Action column was cut
        ("event.de") and the details sat past the screen's edge behind an unhinted sideways scroll
        (probe 41, F15). The table from md up.
      */}
            <ol aria-label="Audit log" className="space-y-3 md:hidden">
              {data.items.map((a) => (
                <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
                  <p className="break-words text-slate-600 dark:text-slate-300">
                    <LocalDateTime date={a.createdAt} /> · {actorOf(a)}
                  </p>
                  <p className="mt-1 font-mono text-xs break-all">{a.action}</p>
                  <p className="mt-1">
                    {a.targetType} {a.targetId}
                  </p>
                  {a.summary ? <p className="mt-1 break-words text-slate-600 dark:text-slate-300">{summarize(a.summary)}</p> : null}
                </li>
              ))}
            </ol>
            <div className="hidden md:block">
              <TableScroller label="Audit log table">
                <table className="w-full min-w-[720px] text-left text-sm">
                  <TableHead columns={['When', 'Who', 'Action', 'Target', 'Details']} />
                  <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                    {data.items.map((a) => (
                      <tr key={a.id}>
                        <td className="px-4 py-2 whitespace-nowrap">
                          <LocalDateTime date={a.createdAt} />
                        </td>
                        <td className="px-4 py-2">{actorOf(a)}</td>
                        <td className="px-4 py-2 font-mono text-xs">{a.action}</td>
                        <td className="px-4 py-2">
                          {a.targetType} {a.targetId}
                        </td>
                        <td className="max-w-md truncate px-4 py-2 text-slate-600 dark:text-slate-300" title={summarize(a.summary)}>
                          {summarize(a.summary)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </div>
        )
      }
    </QueryState>
  );
}
