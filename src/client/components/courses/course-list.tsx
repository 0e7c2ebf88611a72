import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../hooks/use-current-user';
import { phoneLimitClass } from '../../lib/phone-limit';
import { trpc } from '../../trpc';
import { Spinner } from '../spinner';
import { CourseCard } from './course-card';
import { useHeldCourses } from './held-courses';
import { RefreshFailed } from '../refresh-failed';

/**
 * The premium courses: loading, error and empty states (spec sections 2 and 8). With `phoneLimit`
 * (home), a phone shows that many and a link to all of them on /education.
 */
export function CourseList({ phoneLimit }: { phoneLimit?: number }) {
  const user = useCurrentUser();
  const courses = trpc.courses.list.useQuery();
  const held = useHeldCourses(Boolean(user));
  if (courses.isPending) return <Spinner label="Loading courses" />;
  if (courses.isLoadingError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800 dark:bg-red-950/40 dark:text-red-200">
        Failed to load courses. Please try again later.
      </p>
    );
  }
  if (courses.data.length === 0) return <p className="text-slate-600 dark:text-slate-300">No premium courses available at the moment.</p>;
  return (
    <>
      <RefreshFailed query={courses} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {courses.data.map((course, index) => (
          <li key={course.id} className={phoneLimitClass(index, phoneLimit, 'flex')}>
            <CourseCard course={course} signedIn={Boolean(user)} held={held.get(course.id)} />
          </li>
        ))}
      </ul>
      {phoneLimit !== undefined && courses.data.length > phoneLimit ? (
        <p className="mt-4 sm:hidden">
          <Link to="/education" className="font-medium text-primary hover:underline">
            See all {courses.data.length} courses <span aria-hidden="true">→</span>
          </Link>
        </p>
      ) : null}
    </>
  );
}
