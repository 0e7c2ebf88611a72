import { Link } from '@tanstack/react-router';
import { truncate } from '../../../shared/format';
import { useLowData } from '../../lib/low-data-context';
import { ENROLL_FOR_FREE, formatCoursePrice, isFreePrice } from '../../../shared/free-course';
import type { RouterOutputs } from '../../trpc';
import { ResponsiveImage } from '../responsive-image';
import { SampleBadge } from '../sample-badge';
import type { HeldStatus } from './held-courses';

export type PublicCourse = RouterOutputs['courses']['list'][number];

/** Placeholder art for a course without a thumbnail: inline, so it never costs a request. */
function CoursePlaceholder() {
  return (
    <div
      data-placeholder-art=""
      className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-primary/80 to-accent/80"
      aria-hidden="true"
    >
      <svg viewBox="0 0 48 48" className="h-14 w-14 text-white/90" fill="none" stroke="currentColor" strokeWidth={2.5}>
        <path d="M6 18 24 9l18 9-18 9-18-9Z" />
        <path d="M14 22v9c0 3 4.5 6 10 6s10-3 10-6v-9" />
      </svg>
    </div>
  );
}

export function CourseCard({ course, signedIn, held }: { course: PublicCourse; signedIn: boolean; held?: HeldStatus }) {
  const lowData = useLowData();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {course.thumbnailUrl && !lowData ? (
        <ResponsiveImage
          src={course.thumbnailUrl}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <CoursePlaceholder />
      )}
      <div className="flex flex-1 flex-col p-5">
        {course.demo ? <SampleBadge className="mb-2 self-start" /> : null}
        <h3 className="text-lg font-semibold">
          <Link to="/courses/$courseId" params={{ courseId: String(course.id) }} className="hover:underline">
            {course.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{truncate(course.description, 120)}</p>
        <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <div className="flex gap-1">
            <dt className="sr-only">Level</dt>
            <dd className="rounded-full bg-secondary/15 px-2 py-0.5 text-xs font-medium text-secondary">{course.level}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Duration</dt>
            <dd>{course.duration}</dd>
          </div>
          <div className="ml-auto flex gap-1">
            <dt className="sr-only">Price</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{formatCoursePrice(course.price, course.priceXcd)}</dd>
          </div>
        </dl>
        {/* The course page says everything before paying (issue 26): syllabus, format, how to pay, refunds. */}
        <Link
          to="/courses/$courseId"
          params={{ courseId: String(course.id) }}
          className="mt-5 rounded-md border border-slate-300 px-4 py-2.5 text-center text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Course details and price<span className="sr-only">: {course.title}</span>
        </Link>
        {signedIn && held ? (
          // Already enrolled (pending or confirmed): nothing to enroll in again.
          <Link to="/profile" className="mt-2 rounded-md px-4 py-2.5 text-center text-sm font-medium text-primary underline">
            {held === 'confirmed' ? 'Enrolled: open My Courses' : 'Enrollment pending: see My Courses'}
            <span className="sr-only"> ({course.title})</span>
          </Link>
        ) : signedIn ? (
          <Link
            to="/profile"
            search={{ enroll: course.id }}
            className="mt-2 rounded-md bg-primary-strong px-4 py-2.5 text-center text-sm font-medium text-white hover:opacity-90"
          >
            {/* A free course: the same checkout, which for it is one button and no payment step. */}
            {isFreePrice(course.price) ? ENROLL_FOR_FREE : 'Enroll Now'}
            <span className="sr-only">: {course.title}</span>
          </Link>
        ) : (
          // One enroll button (spec: 'Sign In to Enroll' or 'Sign Up to Enroll'): /auth has both tabs.
          <Link
            to="/auth"
            search={{ tab: 'register', intent: 'enroll', courseId: course.id }}
            className="mt-2 rounded-md bg-primary-strong px-3 py-2.5 text-center text-sm font-medium text-white hover:opacity-90"
          >
            Sign Up to Enroll
            {/* Each card's enroll link names its course for a list of links (probe 73, F6). */}
            <span className="sr-only">: {course.title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
