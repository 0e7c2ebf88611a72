import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-placeholder';
import { requireAdmin } from '../lib/guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context, location }) => ({ user: requireAdmin(context.user, location.href) }),
  head: () => ({ meta: [{ title: 'Admin Dashboard | Dominica Crypto Education' }, { name: 'robots', content: 'noindex' }] }),
  component: DashboardPage,
});

function DashboardPage() {
  return <PageIntro title="Admin Dashboard" intro="Manage courses, enrollments, news, events, users, subscribers and settings." />;
}
