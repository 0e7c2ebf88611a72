import { Spinner } from '../../../components/spinner';
import { trpc } from '../../../trpc';
import { EnrollmentCard } from './enrollment-card';

/** "Your enrollments" as cards, one per enrollment, newest first: no wide table on a phone (issue 26). */
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
    <ul className="space-y-4">
      {enrollments.data.map((e) => (
        <li key={e.id}>
          <EnrollmentCard e={e} />
        </li>
      ))}
    </ul>
  );
}
