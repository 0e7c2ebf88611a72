import { isSampleLink } from '../../../../shared/sample-links';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/constants';
import { formatLongDate } from '../../../../shared/format';
import { Spinner } from '../../../components/spinner';
import { trpc, type RouterOutputs } from '../../../trpc';
import { TableHead } from '../../../components/ui/table-head';
import { PaymentInstructionsCard } from './payment-instructions-card';

type Enrollment = RouterOutputs['enrollments']['mine'][number];

const BADGES = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200' },
  confirmed: { label: 'Approved', className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200' },
} as const;

function StatusDetail({ e }: { e: Enrollment }) {
  if (e.paymentStatus === 'pending') return <span className="text-slate-600 dark:text-slate-300">Waiting for approval</span>;
  if (e.paymentStatus === 'rejected') {
    return (
      <span>
        Enrollment rejected
        {e.notes ? <span className="block text-sm text-slate-600 dark:text-slate-300">Note: {e.notes}</span> : null}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-3">
      {e.course.downloadUrl ? (
        <a href={e.course.downloadUrl} className="font-medium text-primary underline" target="_blank" rel="noopener noreferrer">
          {isSampleLink(e.course.downloadUrl) ? 'Download materials (sample link)' : 'Download materials'}
        </a>
      ) : null}
      {e.course.youtubePlaylistUrl ? (
        <a href={e.course.youtubePlaylistUrl} className="font-medium text-primary underline" target="_blank" rel="noopener noreferrer">
          {isSampleLink(e.course.youtubePlaylistUrl) ? 'Watch videos (sample link)' : 'Watch videos'}
        </a>
      ) : null}
      {e.notes ? <span className="block w-full text-sm text-slate-600 dark:text-slate-300">Note: {e.notes}</span> : null}
    </span>
  );
}

export function MyEnrollments() {
  const enrollments = trpc.enrollments.mine.useQuery();
  if (enrollments.isPending) return <Spinner label="Loading your enrollments" />;
  if (enrollments.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800 dark:bg-red-950/40 dark:text-red-200">
        <strong>Error</strong>: Failed to load your enrollments. Please try again later.
      </p>
    );
  }
  if (enrollments.data.length === 0) return <p className="text-slate-600 dark:text-slate-300">You have not enrolled in any courses yet</p>;
  return (
    <div className="space-y-4">
      {enrollments.data.map((e) => (e.instructions ? <PaymentInstructionsCard key={e.id} enrollment={e} /> : null))}
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Your enrollments</caption>
          <TableHead columns={['Course', 'Payment', 'Enrolled', 'Status', 'Details']} />
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {enrollments.data.map((e) => (
              <tr key={e.id}>
                <td className="px-4 py-3 font-medium">{e.course.title}</td>
                <td className="px-4 py-3">
                  {PAYMENT_METHOD_LABELS[e.paymentMethod]}
                  {e.paymentCode ? <span className="block text-xs text-slate-500">Code: {e.paymentCode}</span> : null}
                  {e.paymentReference ? <span className="block text-xs text-slate-500">Ref: {e.paymentReference}</span> : null}
                </td>
                <td className="px-4 py-3">{formatLongDate(e.enrolledAt)}</td>
                <td className="px-4 py-3">
                  <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${BADGES[e.paymentStatus].className}`}>
                    {BADGES[e.paymentStatus].label}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <StatusDetail e={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
