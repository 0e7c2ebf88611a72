import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { AdminPageHeader } from '../../components/admin-frame/admin-page-header';
import { PENDING_QUERY_PARAMS, pendingSearch, type PendingSearch } from '../../../shared/pending-queue';
import { buttonClass } from '../../components/ui/button';
import { SectionTabs } from '../../components/ui/section-tabs';
import { sectionSearch } from '../../lib/section-search';
import { CoursesTab } from './-components/courses-tab';
import { PendingTab } from './-components/pending-tab';
import { pendingQueryInput } from './-components/pending-query';
import { withSiteName } from '../../lib/page-title';

const SECTIONS = [
  { id: 'courses', label: 'Manage Courses' },
  { id: 'pending', label: 'Pending Enrollments' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

export const Route = createFileRoute('/admin/')({
  // The payment queue keeps its filters and search in the URL (issue 27): reload and back keep them.
  staticData: { hydrate: 'app', query: ['tab', ...PENDING_QUERY_PARAMS], access: 'admin' },
  validateSearch: (search: Record<string, unknown>) => ({ ...sectionSearch(SECTIONS, search), ...pendingSearch(search) }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'courses', pending: pendingQueryInput(search) }),
  loader: async ({ context, deps }) => {
    await (deps.tab === 'pending'
      ? // The settings name the USDT network the queue shows: in the server's HTML, not swapped in after it.
        Promise.all([context.trpc.enrollments.pending.ensureData(deps.pending), context.trpc.settings.admin.ensureData()])
      : context.trpc.courses.list.ensureData());
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Course Administration') }] }),
  component: CourseAdministrationPage,
});

function CourseAdministrationPage() {
  const search = Route.useSearch();
  const section: SectionId = search.tab ?? 'courses';
  const navigate = useNavigate({ from: Route.fullPath });
  const setPendingSearch = (patch: PendingSearch, replace = false) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace });
  return (
    <>
      <AdminPageHeader title="Course Administration">
        <Link to="/admin/blog" className={buttonClass('secondary')}>
          Manage Blog Posts
        </Link>
      </AdminPageHeader>
      <SectionTabs label="Course administration sections" path="/admin" sections={SECTIONS} selected={section} />
      {section === 'courses' ? <CoursesTab /> : <PendingTab search={search} setSearch={setPendingSearch} />}
    </>
  );
}
