import { Link } from '@tanstack/react-router';
import { trpc } from '../../../trpc';

export function OverviewCards() {
  const stats = trpc.admin.stats.useQuery().data;
  const n = (v: number | undefined) => (v === undefined ? '…' : String(v));
  const cards = [
    { title: 'Users', text: 'Manage accounts and roles', count: n(stats?.users), to: '/admin/users' as const },
    { title: 'Crypto News', text: 'Write and publish articles', count: n(stats?.posts), to: '/admin/blog' as const },
    {
      title: 'Courses',
      text: `${n(stats?.pendingEnrollments)} ${stats?.pendingEnrollments === 1 ? 'enrollment' : 'enrollments'} waiting for approval`,
      count: n(stats?.courses),
      to: '/admin' as const,
    },
    { title: 'Events', text: 'Workshops and conferences', count: n(stats?.events), to: '/admin/events' as const },
    { title: 'Subscribers', text: 'Active newsletter subscribers', count: n(stats?.activeSubscribers), to: '/admin/subscribers' as const },
    {
      title: 'Contact Submissions',
      text: 'Review contact form submissions',
      count: `${n(stats?.newContactMessages)} new`,
      to: '/dashboard' as const,
      search: { tab: 'contacts' },
    },
    { title: 'Company Details', text: 'Edit company information', count: '', to: '/dashboard' as const, search: { tab: 'company' } },
    { title: 'Settings', text: 'Notifications, appearance and content', count: '', to: '/admin/settings' as const },
  ];
  return (
    // Two to a row even on a phone: eight cards one under another were eight screens of thumb travel.
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((c) => (
        <li key={c.title}>
          <Link
            to={c.to}
            search={'search' in c ? c.search : undefined}
            className="block h-full rounded-xl border border-slate-200 bg-white p-4 transition sm:p-5 hover:border-primary hover:shadow dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{c.title}</p>
            {c.count ? <p className="mt-1 text-2xl font-bold sm:text-3xl">{c.count}</p> : null}
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{c.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
