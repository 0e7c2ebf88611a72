import { Spinner } from '../../../components/spinner';
import { FormNotice } from '../../../components/ui/form-notice';
import { useFormFlash } from '../../../lib/form-flash';
import { trpc } from '../../../trpc';
import { EnrollmentCard } from './enrollment-card';
import { RefreshFailed } from '../../../components/refresh-failed';

/** "Your enrollments" as cards, one per enrollment, newest first: no wide table on a phone (issue 26). */
export function MyEnrollments() {
  const enrollments = trpc.enrollments.mine.useQuery();
  // A payment reference sent natively whose card is gone (approved or rejected meanwhile): its
  // answer is shown above the list instead of nowhere (payment-instructions-card.tsx shows the rest).
  const referenceFlash = useFormFlash('payment-reference');
  // The same for "Change how you pay" (enrollment-card.tsx shows it on a pending card).
  const methodFlash = useFormFlash('payment-method');
  const cardless =
    referenceFlash && !enrollments.data?.some((e) => e.instructions && String(e.id) === referenceFlash.values.enrollmentId)
      ? referenceFlash
      : methodFlash && !enrollments.data?.some((e) => e.paymentStatus === 'pending' && String(e.id) === methodFlash.values.enrollmentId)
        ? methodFlash
        : undefined;
  if (enrollments.isPending) return <Spinner label="Loading your enrollments" />;
  if (enrollments.isLoadingError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800 dark:bg-red-950/40 dark:text-red-200">
        <strong>Error</strong>: Failed to load your enrollments. Please try again later.
      </p>
    );
  }
  if (enrollments.data.length === 0) return <p className="text-slate-600 dark:text-slate-300">You have not enrolled in any courses yet</p>;
  return (
    <>
      <RefreshFailed query={enrollments} />
      {cardless ? (
        <div className="mb-4">
          {/* A field's refusal (a mangled id) has no field here: shown as the notice's message. */}
          <FormNotice flash={{ ...cardless, message: cardless.message ?? Object.values(cardless.errors)[0] }} />
        </div>
      ) : null}
      <ul className="space-y-4">
        {enrollments.data.map((e) => (
          <li key={e.id}>
            <EnrollmentCard e={e} />
          </li>
        ))}
      </ul>
    </>
  );
}
