import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-placeholder';
import { requireUser } from '../lib/guards';

export const Route = createFileRoute('/profile')({
  beforeLoad: ({ context, location }) => ({ user: requireUser(context.user, location.href) }),
  head: () => ({ meta: [{ title: 'My Profile | Dominica Crypto Education' }, { name: 'robots', content: 'noindex' }] }),
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  return <PageIntro title="My Courses" intro={`Welcome, ${user.fullName}. Your enrollments will appear here.`} />;
}
