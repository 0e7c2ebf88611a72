import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button';
import { SectionTabs } from '../../components/ui/section-tabs';
import { sectionSearch } from '../../lib/section-search';
import { CoursesTab } from './-components/courses-tab';
import { PendingTab } from './-components/pending-tab';
import { withSiteName } from '../../lib/page-title';

const SECTIONS = [
  { id: 'courses', label: 'Manage Courses' },
  { id: 'pending', label: 'Pending Enrollments' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

export const Route = createFileRoute('/admin/')({
  staticData: { hydrate: 'app', query: ['tab'], access: 'admin' },
  validateSearch: (search: Record<string, unknown>) => sectionSearch(SECTIONS, search),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'courses' }),
  loader: async ({ context, deps }) => {
    await (deps.tab === 'pending' ? context.trpc.enrollments.pending.ensureData() : context.trpc.courses.list.ensureData());
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Course Administration') }] }),
  component: CourseAdministrationPage,
});

function CourseAdministrationPage() {
  const section: SectionId = Route.useSearch().tab ?? 'courses';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Course Administration</h1>
        <Link to="/admin/blog" className={buttonClass('secondary')}>
          Manage Blog Posts
        </Link>
      </div>
      <SectionTabs label="Course administration sections" path="/admin" sections={SECTIONS} selected={section} />
      {section === 'courses' ? <CoursesTab /> : <PendingTab />}
    </div>
  );
}
