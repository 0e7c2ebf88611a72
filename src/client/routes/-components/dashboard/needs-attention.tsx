import { Link } from '@tanstack/react-router';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/constants';
import { usdText } from '../../../../shared/money-text';
import { TimeAgo } from '../../../components/ui/local-time';
import { trpc } from '../../../trpc';

/** How many of the oldest pending payments and newest messages the overview lists. */
export const ATTENTION_ROWS = 5;

/**
 * What needs the admin now, on the overview: the payments waiting longest (oldest first, as the
 * queue works them) and the newest unhandled messages, each a link to where it is dealt with.
 */
export function NeedsAttention() {
  const pending = trpc.enrollments.pending.useQuery({ limit: ATTENTION_ROWS });
  const messages = trpc.contact.list.useQuery({ page: 1, pageSize: ATTENTION_ROWS, status: 'new' });
  const stats = trpc.admin.stats.useQuery().data;
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading" className="mb-3 text-lg font-semibold">
        Needs attention
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title="Pending payments"
          count={stats?.pendingEnrollments}
          more={{ to: '/admin', search: { tab: 'pending' }, label: 'Open the payment queue' }}
        >
          {pending.data?.length === 0 ? <Empty>No payments waiting for approval.</Empty> : null}
          {pending.data?.map((e) => (
            <li key={e.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium">{e.user.fullName}</p>
                <p className="truncate text-slate-600 dark:text-slate-300">
                  <bdi>{e.course.title}</bdi> · {usdText(e.amountDue.usdCents)} · {PAYMENT_METHOD_LABELS[e.paymentMethod]}
                  {e.paymentCode ? ` · ${e.paymentCode}` : ''}
                </p>
              </div>
              <span className="shrink-0 text-xs text-slate-600 dark:text-slate-300">
                <TimeAgo date={e.enrolledAt} />
              </span>
            </li>
          ))}
        </Panel>
        <Panel
          title="New messages"
          count={stats?.newContactMessages}
          more={{ to: '/dashboard', search: { tab: 'contacts' }, label: 'Open messages' }}
        >
          {messages.data?.items.length === 0 ? <Empty>No new messages.</Empty> : null}
          {messages.data?.items.map((m) => (
            <li key={m.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium">{m.subject}</p>
                <p className="truncate text-slate-600 dark:text-slate-300">{m.name}</p>
              </div>
              <span className="shrink-0 text-xs text-slate-600 dark:text-slate-300">
                <TimeAgo date={m.createdAt} />
              </span>
            </li>
          ))}
        </Panel>
      </div>
    </section>
  );
}

function Empty({ children }: { children: string }) {
  return <li className="py-2 text-sm text-slate-600 dark:text-slate-300">{children}</li>;
}

function Panel({
  title,
  count,
  more,
  children,
}: {
  title: string;
  count: number | undefined;
  more: { to: '/admin' | '/dashboard'; search: { tab: string }; label: string };
  children: React.ReactNode;
}) {
  return (
    // min-w-0: a grid item is otherwise as wide as its longest unwrapped line (the truncated rows),
    // which pushed a phone's dashboard 300 px wider than the screen.
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {title}
          {count !== undefined ? <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">({count})</span> : null}
        </h3>
        <Link
          to={more.to}
          search={more.search as never}
          className="text-sm font-medium text-primary-strong hover:underline dark:text-primary"
        >
          {more.label}
        </Link>
      </div>
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>
    </div>
  );
}
