import { readingPageSeo } from '../../lib/seo';
import { ReadingTools } from '../../components/offline/reading-tools';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { suggestCourseForGuide } from '../../../shared/guide-matching';
import { formatCalendarDay } from '../../../shared/format';
import { CourseCard } from '../../components/courses/course-card';
import { useHeldCourses } from '../../components/courses/held-courses';
import { ensureCourseCardsData } from '../../lib/course-cards-data';
import { RenderedMarkdown } from '../../components/markdown/rendered-markdown';
import {
  guideCardFor,
  isUnwrittenBankingSlug,
  plannedGuideNotice,
  plannedGuideReading,
  UNWRITTEN_BANKING_GUIDE_TITLE,
} from '../../../content/data/guides';
import { useCurrentUser } from '../../hooks/use-current-user';
import { isNotFoundError } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { withSiteName } from '../../lib/page-title';
import { MarkDone } from '../../components/progress/mark-done';

export const Route = createFileRoute('/guides/$slug')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context, params }) => {
    // The guide files' cards (src/content/guides) say which slugs are guides and which are planned;
    // any other banking-{product} is the unwritten banking guide, and everything else the 404 page.
    const cards = await context.trpc.content.guideCards.ensureData();
    const card = guideCardFor(params.slug, cards);
    if (!card && !isUnwrittenBankingSlug(params.slug)) throw notFound();
    const [guide] = await Promise.all([
      // Only a guide file can have content: an unwritten banking guide's address never reaches content.page.
      card
        ? context.trpc.content.page.ensureData({ collection: 'guides', slug: params.slug }).catch((error: unknown) => {
            if (isNotFoundError(error)) return null; // a planned guide: the 'under development' notice
            throw error;
          })
        : null,
      ensureCourseCardsData(context),
    ]);
    return {
      guide: guide ? { title: guide.title, description: guide.description } : null,
      /** The page's h1: a written guide's title, a planned guide's card title, else the generic one; never the address. */
      title: guide?.title ?? card?.title ?? UNWRITTEN_BANKING_GUIDE_TITLE,
      /** Only a guide file's page is for search engines (any banking-… address answers the generic one). */
      indexable: card !== undefined,
    };
  },
  head: ({ params, loaderData, match }) => {
    // An unknown slug renders 'Guide Not Found' (404): the title says so too, not a name made from the slug.
    // Its own description too, not the home page's the root route gives every page (probe 29, F6).
    if (!loaderData) {
      return {
        meta: [
          { title: withSiteName(match, 'Guide Not Found | Guides') },
          { name: 'description', content: "The guide you're looking for doesn't exist or has been moved." },
        ],
      };
    }
    const seo = readingPageSeo(match.context.settings, {
      title: withSiteName(match, `${loaderData.title} | Guides`),
      description: loaderData.guide?.description ?? plannedGuideNotice,
      path: `/guides/${params.slug}`,
    });
    return loaderData.indexable ? seo : { ...seo, meta: [...seo.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: GuidePage,
  notFoundComponent: GuideNotFound,
});

/** The course this guide suggests (spec section 4); only when courses exist. */
function CourseSuggestion({ slug }: { slug: string }) {
  const user = useCurrentUser();
  const courses = trpc.courses.list.useQuery().data ?? [];
  const course = suggestCourseForGuide(slug, courses);
  const held = useHeldCourses(Boolean(user));
  if (!course) return null;
  return (
    <aside aria-labelledby="suggested-course" className="mt-12">
      <h2 id="suggested-course" className="mb-4 text-xl font-semibold">
        Go further with a course
      </h2>
      <div className="max-w-sm">
        <CourseCard course={course} signedIn={Boolean(user)} held={held.get(course.id)} />
      </div>
    </aside>
  );
}

function GuidePage() {
  const { slug } = Route.useParams();
  const { guide: meta, title } = Route.useLoaderData();
  const guide = trpc.content.page.useQuery({ collection: 'guides', slug }, { enabled: Boolean(meta) }).data;
  const user = useCurrentUser();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/guides" className="text-sm font-medium text-primary hover:underline">
        <span aria-hidden="true">←</span> All guides
      </Link>
      <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{title}</h1>
      {guide ? (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last reviewed {formatCalendarDay(guide.lastReviewed)}</p>
          <div className="mt-8">
            <RenderedMarkdown html={guide.html} callouts toc />
            <MarkDone collection="guides" slug={slug} userId={user?.id} />
            <ReadingTools />
          </div>
        </>
      ) : meta ? null : (
        <div className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
          <p className="font-semibold">Coming soon</p>
          <p className="mt-2 text-sm">{plannedGuideNotice}</p>
        </div>
      )}
      {!meta && (
        <section aria-labelledby="read-meanwhile" className="mt-10">
          <h2 id="read-meanwhile" className="text-xl font-semibold">
            Read these in the meantime
          </h2>
          <ul className="mt-4 space-y-3">
            {plannedGuideReading(slug).map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-medium text-primary underline">
                  {link.label}
                </a>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{link.why}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CourseSuggestion slug={slug} />
    </article>
  );
}

function GuideNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Guide Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">The guide you're looking for doesn't exist or has been moved.</p>
      <Link to="/guides" className="mt-8 inline-block rounded-md bg-primary-strong px-5 py-2.5 font-medium text-white hover:opacity-90">
        Back to Guides
      </Link>
    </section>
  );
}
