import { Link, createFileRoute } from '@tanstack/react-router';
import { CompanyForm } from '../components/settings/company-form';
import { Button, buttonClass } from '../components/ui/button';
import { SectionTabs } from '../components/ui/section-tabs';
import { sectionSearch } from '../lib/section-search';
import { useLogout } from '../hooks/use-logout';
import { requireAdmin } from '../lib/guards';
import { ActivityTab } from './-components/dashboard/activity-tab';
import { ContactsTab } from './-components/dashboard/contacts-tab';
import { LaunchChecklist } from './-components/dashboard/launch-checklist';
import { OverviewCards } from './-components/dashboard/overview-cards';
import { withSiteName } from '../lib/page-title';
import { TrendsSection } from './-components/dashboard/trends-section';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'news', label: 'Crypto News' },
  { id: 'events', label: 'Events' },
  { id: 'courses', label: 'Courses' },
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'company', label: 'Company' },
  { id: 'activity', label: 'Activity' },
  { id: 'settings', label: 'Settings' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export const Route = createFileRoute('/dashboard')({
  staticData: { hydrate: 'app', query: ['tab'], access: 'admin' },
  validateSearch: (search: Record<string, unknown>) => sectionSearch(TABS, search),
  beforeLoad: ({ context, location }) => ({ user: requireAdmin(context.user, location.href) }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'overview' }),
  loader: async ({ context, deps }) => {
    if (deps.tab === 'overview') await Promise.all([context.trpc.admin.stats.ensureData(), context.trpc.launch.checklist.ensureData()]);
    if (deps.tab === 'contacts') await context.trpc.contact.list.ensureData({ page: 1, pageSize: 20 });
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Admin Dashboard') }, { name: 'robots', content: 'noindex' }] }),
  component: DashboardPage,
});

/** Tabs whose feature has its own screen: a short description and a button to it. */
const LINKED: Partial<
  Record<
    TabId,
    {
      text: string;
      to: '/admin/users' | '/admin/blog' | '/admin/events' | '/admin' | '/admin/subscribers' | '/admin/settings';
      button: string;
    }
  >
> = {
  users: { text: 'Add, edit and remove accounts, and change roles.', to: '/admin/users', button: 'Manage Users' },
  news: { text: 'Write, edit and publish crypto news articles.', to: '/admin/blog', button: 'Manage Crypto News' },
  events: { text: 'Create and update workshops and conferences shown on the site.', to: '/admin/events', button: 'Manage Events' },
  courses: { text: 'Manage all courses and enrollment requests', to: '/admin', button: 'Go to Course Administration' },
  subscribers: { text: 'See, add, deactivate and export newsletter subscribers.', to: '/admin/subscribers', button: 'Manage Subscribers' },
  settings: { text: 'Notifications, appearance and the texts of the site.', to: '/admin/settings', button: 'Open Site Settings' },
};

function DashboardPage() {
  const search = Route.useSearch();
  const tab: TabId = search.tab ?? 'overview';
  const { logout, pending } = useLogout('/auth');
  const linked = LINKED[tab];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Admin Dashboard</h1>
        <div className="flex gap-2">
          <Link to="/" className={buttonClass('secondary')}>
            View Website
          </Link>
          <Button variant="danger" onClick={logout} disabled={pending}>
            {pending ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
      <SectionTabs label="Dashboard sections" path="/dashboard" sections={TABS} selected={tab} />
      {tab === 'overview' ? <LaunchChecklist /> : null}
      {tab === 'overview' ? <OverviewCards /> : null}
      {tab === 'overview' ? <TrendsSection /> : null}
      {tab === 'contacts' ? <ContactsTab /> : null}
      {tab === 'company' ? <CompanyForm /> : null}
      {tab === 'activity' ? <ActivityTab /> : null}
      {linked ? (
        <div className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
          <p className="text-slate-700 dark:text-slate-300">{linked.text}</p>
          <Link to={linked.to} className={`mt-4 ${buttonClass('primary')}`}>
            {linked.button}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
