import { Link } from '@tanstack/react-router';
import { ENROLL_FOR_FREE } from '../../../../shared/free-course';
import { encodeShownPrices, SHOWN_PRICES_FIELD } from '../../../../shared/schemas/enrollments';
import { useHeldCourses } from '../../../components/courses/held-courses';
import { FormName, FormNotice } from '../../../components/ui/form-notice';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useFormFlash } from '../../../lib/form-flash';

/**
 * The course page's one call to action (issue 26). Signed out: create an account (the sign-in tab
 * is on the same page) and come back to /profile with this course chosen (/auth's intent=enroll).
 * Signed in: straight to the checkout on /profile. Already enrolled: where to see it.
 * Plain links: they work before and without JavaScript. With no payment method open
 * (`enrollmentOpen` false) nobody can enroll, so it says so instead of inviting to (probe 29, F7).
 * A free course (`free`) has no payment step: a signed-in learner enrolls right here with one
 * button, and with no payment method open too (there is nothing to pay).
 */
export function CourseEnrollCta(props: CtaProps) {
  // A refused enrollment sent from this page ('Enroll for free': the price changed meanwhile,
  // enrolled in another tab) comes back here, with its reason above the call to action.
  const flash = useFormFlash('enroll');
  return (
    <div className="space-y-2">
      <FormNotice flash={flash?.message ? flash : undefined} />
      <CallToAction {...props} />
    </div>
  );
}

interface CtaProps {
  courseId: number;
  title: string;
  enrollmentOpen: boolean;
  free: boolean;
}

function CallToAction({ courseId, title, enrollmentOpen, free }: CtaProps) {
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
  if (user && free) return <FreeEnrollForm courseId={courseId} title={title} className={button} />;
  if (!enrollmentOpen && !free) {
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
        {free
          ? 'Next you create a free account (or sign in), then enroll. The course is free: there is nothing to pay.'
          : 'Next you create a free account (or sign in), then choose how to pay. Nothing is charged online.'}
      </p>
    </div>
  );
}

/**
 * A real form posted to this page (server/forms/native-form-posts.ts): it works before the page's
 * code arrives and without it, so a tap right after the page appears enrolls. The server answers
 * with /profile, the materials open there; a refusal comes back here with its message.
 */
function FreeEnrollForm({ courseId, title, className }: { courseId: number; title: string; className: string }) {
  return (
    <form method="post" action={`/courses/${courseId}`} className="space-y-2">
      <FormName name="enroll" />
      <input type="hidden" name="courseId" value={courseId} />
      {/* The price this page showed: if the course costs something now, the server says so instead of enrolling. */}
      <input type="hidden" name={SHOWN_PRICES_FIELD} value={encodeShownPrices([{ id: courseId, price: 0 }])} />
      <button type="submit" className={className} aria-label={`${ENROLL_FOR_FREE}: ${title}`}>
        {ENROLL_FOR_FREE}
      </button>
      <p className="text-sm text-slate-600 dark:text-slate-300">No payment and no approval: the materials open as soon as you enroll.</p>
    </form>
  );
}
