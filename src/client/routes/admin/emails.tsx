import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminPageHeader } from '../../components/admin-frame/admin-page-header';
import { ListFilters } from '../../components/admin-frame/list-filters';
import { LocalDateTime } from '../../components/ui/local-time';
import { TableHead, WIDE_ONLY_CELL } from '../../components/ui/table-head';
import { TableScroller } from '../../components/ui/table-scroller';
import { withSiteName } from '../../lib/page-title';
import { useMailEnabled } from '../../hooks/use-mail-enabled';
import { trpc, type RouterOutputs } from '../../trpc';
import { Pager } from './-components/pager';
import { QueryState } from '../../components/query-state';

type OutgoingMail = RouterOutputs['admin']['emails']['items'][number];
const PAGE_SIZE = 20;

/**
 * Every email the site queued, newest first, found by its recipient or subject: what an admin
 * opens when a learner says "I never got the email" (was it sent, is it waiting, what did the mail
 * server say), and where mail is read on a site without outgoing mail (probe 72, F4: only the
 * REST endpoint had it, and its search was ignored). Links in the mails are hidden: they are
 * credentials (a reset link opens the account).
 */
export const Route = createFileRoute('/admin/emails')({
  staticData: { hydrate: 'app', query: [], access: 'admin' },
  loader: ({ context }) => context.trpc.admin.emails.ensureData({ page: 1, pageSize: PAGE_SIZE }),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Outgoing Mail') }] }),
  component: OutgoingMailPage,
});

const STATUS: Record<OutgoingMail['status'], { label: string; className: string }> = {
  sent: { label: 'Sent', className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' },
  pending: { label: 'Waiting', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  sending: { label: 'Sending', className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
};

/** Written to the log on a server without outgoing mail: handled, but it never left (transport 'log'). */
const KEPT_HERE = { label: 'Not sent: kept here', className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100' };

function StatusCell({ mail }: { mail: OutgoingMail }) {
  const status = mail.status === 'sent' && mail.transport === 'log' ? KEPT_HERE : STATUS[mail.status];
  return (
    <>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}>{status.label}</span>
      {status === STATUS.sent && mail.sentAt ? (
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
          <LocalDateTime date={mail.sentAt} />
        </span>
      ) : null}
      {mail.lastError && mail.status !== 'sent' ? (
        <span className="mt-1 block text-xs [overflow-wrap:anywhere] text-red-700 dark:text-red-300">
          {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}: {mail.lastError}
        </span>
      ) : null}
    </>
  );
}

function OutgoingMailPage() {
  const mailEnabled = useMailEnabled();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const query = { page, pageSize: PAGE_SIZE, ...(q.trim() ? { q: q.trim() } : {}) };
  const mails = trpc.admin.emails.useQuery(query, { placeholderData: (prev) => prev });
  return (
    <>
      <AdminPageHeader title="Outgoing Mail" />
      <p className="mb-4 max-w-prose text-sm text-slate-600 dark:text-slate-300">
        {mailEnabled
          ? 'Every email the site has sent or is about to send, newest first. Search by the address or the subject to see whether a mail left, is waiting for another try, or failed, and what the mail server said.'
          : 'Outgoing mail is not set up on this server (SMTP_URL), so no email leaves it: each one the site would have sent is kept here instead, newest first.'}{' '}
        Links inside the mails are hidden: they open accounts.
      </p>
      <ListFilters
        search={{ label: 'Search outgoing mail', placeholder: 'Address or subject', value: q, onChange: setQ }}
        onFilter={() => setPage(1)}
      />
      <QueryState query={mails} loading="Loading outgoing mail" failed="Failed to load the outgoing mail. Please try again later.">
        {(data) => (
          <>
            <TableScroller label="Outgoing mail table">
              <table className="w-full text-left text-sm md:min-w-[800px]">
                <TableHead columns={['Mail', 'Status', 'Queued']} wideOnly={[2]} />
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {data.items.map((mail) => (
                    <tr key={mail.id} className="align-top">
                      <td className="px-4 py-2 [overflow-wrap:anywhere]">
                        <span className="block font-medium">{mail.subject}</span>
                        <span className="block text-slate-600 dark:text-slate-300">{`To ${mail.toAddress}`}</span>
                        <span className="mt-1 block text-xs text-slate-600 md:hidden dark:text-slate-300">
                          Queued <LocalDateTime date={mail.createdAt} />
                        </span>
                        <details className="mt-1">
                          <summary className="cursor-pointer text-primary-strong underline dark:text-primary">Read it</summary>
                          <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap dark:bg-slate-800">
                            {mail.textBody}
                          </pre>
                        </details>
                      </td>
                      <td className="px-4 py-2">
                        <StatusCell mail={mail} />
                      </td>
                      <td className={`px-4 py-2 ${WIDE_ONLY_CELL}`}>
                        <LocalDateTime date={mail.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.items.length === 0 ? (
                <p className="p-4 text-slate-600 dark:text-slate-300">{q.trim() ? 'No mail matches your search.' : 'No mail yet.'}</p>
              ) : null}
            </TableScroller>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} atLeast={data.totalIsLowerBound} onPage={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
