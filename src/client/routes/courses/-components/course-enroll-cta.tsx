import { Link } from '@tanstack/react-router';
import { useHeldCourses } from '../../../components/courses/held-courses';
import { useCurrentUser } from '../../../hooks/use-current-user';

/**
 * The course page's one call to action (issue 26). Signed out: create an account (the sign-in tab
 * is on the same page) and come back to /profile with this course chosen (/auth's intent=enroll).
 * Signed in: straight to the checkout on /profile. Already enrolled: where to see it.
 * Plain links: they work before and without JavaScript. With no payment method open
 * (`enrollmentOpen` false) nobody can enroll, so it says so instead of inviting to (probe 29, F7).
 */
export function CourseEnrollCta({ courseId, title, enrollmentOpen }: { courseId: number; title: string; enrollmentOpen: boolean }) {
  const user = useCurrentUser();
  const held = useHeldCourses(Boolean(user)).get(courseId);
  const button =
    'block w-full rounded-lg bg-primary-strong px-5 py-3.5 text-center text-base font-semibold text-white hover:opacity-90 sm:inline-block sm:w-auto';
  if (user && held) {
    return (
      <Link to="/profile" className={button}>
        {held === 'confirmed' ? 'Enrolled: open My Courses' : 'Enrollment pending: see how to pay'}
      </Link>
    );
  }
  if (!enrollmentOpen) {
    return (
      <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <p className="font-semibold">Enrollment is not open yet</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          No way to pay for courses has been set up, so nobody can enroll for now. Please check back later, or ask us through the{' '}
          <Link to="/contact" className="font-medium text-primary-text underline underline-offset-2 hover:no-underline">
            contact page
          </Link>
          .
        </p>
      </div>
    );
  }
  if (user) {
    return (
      // Its name starts with the words it shows (WCAG 2.5.3): voice control users say what they see.
      <Link to="/profile" search={{ enroll: courseId }} className={button} aria-label={`Enroll in this course: ${title}`}>
        Enroll in this course
      </Link>
    );
  }
  return (
    <div>
      <Link
        to="/auth"
        search={{ tab: 'register', intent: 'enroll', courseId }}
        className={button}
        aria-label={`Enroll in this course: ${title}. Create an account or sign in`}
      >
        Enroll in this course
      </Link>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Next you create a free account (or sign in), then choose how to pay. Nothing is charged online.
      </p>
    </div>
  );
}
