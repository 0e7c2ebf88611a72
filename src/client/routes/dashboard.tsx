import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminPageHeader } from '../components/admin-frame/admin-page-header';
import { sectionSearch } from '../lib/section-search';
import { requireAdmin } from '../lib/guards';
import { ActivityTab } from './-components/dashboard/activity-tab';
import { ContactsTab } from './-components/dashboard/contacts-tab';
import { LaunchChecklist } from './-components/dashboard/launch-checklist';
import { ATTENTION_ROWS, NeedsAttention } from './-components/dashboard/needs-attention';
import { OverviewCards } from './-components/dashboard/overview-cards';
import { withSiteName } from '../lib/page-title';
import { TrendsSection } from './-components/dashboard/trends-section';

/**
 * The dashboard's own sections: the overview, and the two the admin sidebar names Messages and
 * Audit log. The spec's other dashboard tabs are the sidebar's sections of the same name (their
 * own pages): ?tab=users and the like still work, as addresses that lead there.
 */
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'contacts', label: 'Messages' },
  { id: 'activity', label: 'Audit log' },
  { id: 'users', label: 'Users' },
  { id: 'news', label: 'Crypto News' },
  { id: 'events', label: 'Events' },
  { id: 'courses', label: 'Courses' },
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'settings', label: 'Settings' },
  { id: 'company', label: 'Company' },
] as const;

/** Tabs whose feature is its own page. "Company" was Settings → General twice over: it is that form. */
const ELSEWHERE = {
  users: '/admin/users',
  news: '/admin/blog',
  events: '/admin/events',
  courses: '/admin',
  subscribers: '/admin/subscribers',
  settings: '/admin/settings',
  company: '/admin/settings',
} as const;

export const Route = createFileRoute('/dashboard')({
  staticData: { hydrate: 'app', query: ['tab'], access: 'admin' },
  validateSearch: (search: Record<string, unknown>) => sectionSearch(TABS, search),
  beforeLoad: ({ context, location, search }) => {
    const user = requireAdmin(context.user, location.href);
    const tab = search.tab;
    if (tab && tab in ELSEWHERE) throw redirect({ to: ELSEWHERE[tab as keyof typeof ELSEWHERE] });
    return { user };
  },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'overview' }),
  loader: async ({ context, deps }) => {
    if (deps.tab === 'overview')
      await Promise.all([
        context.trpc.admin.stats.ensureData(),
        context.trpc.launch.checklist.ensureData(),
        context.trpc.enrollments.pending.ensureData({ limit: ATTENTION_ROWS }),
        context.trpc.contact.list.ensureData({ page: 1, pageSize: ATTENTION_ROWS, status: 'new' }),
      ]);
    if (deps.tab === 'contacts') await context.trpc.contact.list.ensureData({ page: 1, pageSize: 20 });
  },
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, HEADINGS[(match.search as { tab?: keyof typeof HEADINGS }).tab ?? 'overview'] ?? 'Admin Dashboard') },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: DashboardPage,
});

const HEADINGS = { overview: 'Admin Dashboard', contacts: 'Messages', activity: 'Audit log' } as const;

function DashboardPage() {
  const tab = Route.useSearch().tab ?? 'overview';
  if (tab === 'contacts')
    return (
      <>
        <AdminPageHeader title={HEADINGS.contacts} />
        <ContactsTab />
      </>
    );
  if (tab === 'activity')
    return (
      <>
        <AdminPageHeader title={HEADINGS.activity} />
        <ActivityTab />
      </>
    );
  return (
    <>
      <AdminPageHeader title={HEADINGS.overview} />
      <div className="space-y-8">
        <OverviewCards />
        <NeedsAttention />
        <LaunchChecklist />
        <TrendsSection />
      </div>
    </>
  );
}
