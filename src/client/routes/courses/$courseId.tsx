import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { centsToDecimal } from '../../../shared/amount-due';
import { usdText, xcdText } from '../../../shared/money-text';
import { leading } from '../../../shared/format';
import { idSchema } from '../../../shared/schemas/common';
import { RenderedMarkdown } from '../../components/markdown/rendered-markdown';
import { SampleBadge } from '../../components/sample-badge';
import { FREE_LABEL, isFreePrice } from '../../../shared/free-course';
import { absoluteUrl, jsonLd, seoMeta } from '../../lib/seo';
import { isMissingPageError } from '../../lib/trpc-errors';
import { withSiteName } from '../../lib/page-title';
import { useCurrentUser } from '../../hooks/use-current-user';
import { trpc } from '../../trpc';
import { CourseEnrollCta } from './-components/course-enroll-cta';
import { HowPaymentWorks } from './-components/how-payment-works';
import { SyllabusList } from './-components/syllabus-list';

/**
 * One course (issue 26, `GET /courses/{id}`): what you learn, format and duration, level, price in
 * US$ and EC$, how paying works with each offered method, the refund policy, and one call to action.
 * An islands page: server HTML with plain links, complete without JavaScript. An unknown or
 * archived course (courses.byId answers 404) is the 404 page with a 404 status.
 */
export const Route = createFileRoute('/courses/$courseId')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context, params }) => {
    const id = idSchema.safeParse(params.courseId);
    if (!id.success || String(id.data) !== params.courseId) throw notFound();
    try {
      const [course] = await Promise.all([
        context.trpc.courses.byId.ensureData({ id: id.data }),
        context.trpc.payments.instructions.ensureData(),
        context.trpc.content.policy.ensureData({ field: 'refundPolicy' }),
        context.user ? context.trpc.enrollments.mine.ensureData() : null,
      ]);
      return course;
    } catch (error) {
      if (isMissingPageError(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData: course, match }) => {
    const settings = match.context.settings;
    if (!course || !settings) return { meta: [{ title: withSiteName(match, 'Course not found') }] };
    const url = absoluteUrl(settings.siteUrl, `/courses/${course.id}`);
    const image = absoluteUrl(settings.siteUrl, course.thumbnailUrl ?? '/icon-512.png');
    const price = isFreePrice(course.price) ? FREE_LABEL : `${usdText(course.price)} (${xcdText(course.priceXcd)})`;
    const description = leading(`${course.level} · ${course.duration} · ${price}. ${course.description}`, 300);
    return {
      ...seoMeta({ title: withSiteName(match, course.title), description, url, siteName: settings.companyName, image }),
      scripts: [
        {
          type: 'application/ld+json',
          children: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: course.title,
            description: course.description,
            url,
            educationalLevel: course.level,
            inLanguage: 'en',
            provider: { '@type': 'Organization', name: settings.companyName, sameAs: settings.siteUrl },
            offers: {
              '@type': 'Offer',
              category: isFreePrice(course.price) ? 'Free' : 'Paid',
              price: centsToDecimal(course.price),
              priceCurrency: 'USD',
              url,
            },
            ...(course.thumbnailUrl ? { image: [image] } : {}),
          }),
        },
      ],
    };
  },
  component: CoursePage,
});

const section = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

function CoursePage() {
  const id = Number(Route.useParams().courseId);
  const course = trpc.courses.byId.useQuery({ id }).data;
  const payments = trpc.payments.instructions.useQuery().data;
  const refund = trpc.content.policy.useQuery({ field: 'refundPolicy' }).data;
  const user = useCurrentUser();
  const mine = trpc.enrollments.mine.useQuery(undefined, { enabled: Boolean(user) }).data;
  if (!course) return null;
  // A learner who has enrolled pays the price they enrolled at, which the course's may no longer be.
  const pending = mine?.find((e) => e.course.id === course.id && e.paymentStatus === 'pending');
  const amount = pending?.amountDue ?? { usdCents: course.price, xcdCents: course.priceXcd, usdt: centsToDecimal(course.price) };
  const free = isFreePrice(course.price);
  return (
    <article>
      <header className="bg-gradient-to-br from-primary-strong to-accent-strong px-4 py-10 text-white">
        <div className="mx-auto max-w-3xl">
          <Link to="/education" className="text-sm font-medium text-white hover:text-white">
            <span aria-hidden="true">←</span> All courses
          </Link>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{course.title}</h1>
          {course.demo ? (
            <p className="mt-2 text-sm text-white">
              <SampleBadge className="mr-2" />
              This sample course shows how the site works; it is not offered.
            </p>
          ) : null}
          {/* Its lines as the admin wrote them (a multi-line field), as an event's description. */}
          <p className="mt-3 whitespace-pre-line wrap-anywhere text-white">{course.description}</p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <section aria-labelledby="course-facts" className={section}>
          <h2 id="course-facts" className="sr-only">
            Course facts
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Price</dt>
              {free ? (
                // Free, with the price the spec shows beside it.
                <>
                  <dd className="text-xl font-bold">{FREE_LABEL}</dd>
                  <dd className="text-sm">{usdText(0)}</dd>
                </>
              ) : (
                <>
                  <dd className="text-xl font-bold">{usdText(course.price)}</dd>
                  <dd className="text-sm">{xcdText(course.priceXcd)}</dd>
                </>
              )}
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Level</dt>
              <dd className="font-semibold">{course.level}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Duration</dt>
              <dd className="font-semibold">{course.duration}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Format</dt>
              <dd className="font-semibold">{course.format || 'Downloadable materials'}</dd>
            </div>
          </dl>
          {free ? null : (
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
              EC$ at the rate set by the site ({payments?.xcdRate ?? '2.7'} EC$ per US$), rounded to the cent.
            </p>
          )}
          <div className="mt-5">
            {/* Unknown (not loaded) counts as open: the enrollment itself checks the method. */}
            <CourseEnrollCta
              courseId={course.id}
              title={course.title}
              enrollmentOpen={payments === undefined || payments.methods.length > 0}
              free={free}
            />
          </div>
        </section>
        {course.syllabus ? (
          <section aria-labelledby="course-syllabus" className={section}>
            <h2 id="course-syllabus" className="text-xl font-semibold">
              What you will learn
            </h2>
            <SyllabusList syllabus={course.syllabus} />
          </section>
        ) : null}
        {/* Free, and nothing owed from before (a learner who enrolled while it cost something still pays that). */}
        {free && !pending ? (
          <section aria-labelledby="course-payment" className={section}>
            <h2 id="course-payment" className="mb-2 text-xl font-semibold">
              How enrolling works
            </h2>
            <p>
              This course is free. Enroll and its materials open at once on your profile: there is no payment and no approval to wait for.
            </p>
          </section>
        ) : (
          <section aria-labelledby="course-payment" className={section}>
            <h2 id="course-payment" className="mb-2 text-xl font-semibold">
              How payment works
            </h2>
            {pending ? (
              <p
                className="mb-3 rounded-md bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950/40 dark:text-sky-100"
                data-testid="enrolled-amount"
              >
                {`You enrolled at ${usdText(pending.amountDue.usdCents)} (${xcdText(pending.amountDue.xcdCents)}): that is what you pay, and what the amounts below say.`}
              </p>
            ) : null}
            <HowPaymentWorks payments={payments} amount={amount} />
          </section>
        )}
        {/* Nothing is paid for a free course, so nothing is refunded (the policy speaks of payments). */}
        {free && !pending ? null : (
          <section aria-labelledby="course-refunds" className={section}>
            <h2 id="course-refunds" className="mb-2 text-xl font-semibold">
              Refunds and cancellation
            </h2>
            {refund ? <RenderedMarkdown html={refund.html} /> : null}
          </section>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Courses are education, not financial or investment advice. This site never buys, sells or holds crypto for anyone.
        </p>
      </div>
    </article>
  );
}
