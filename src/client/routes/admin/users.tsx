import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/admin/users')({
  head: () => ({ meta: [{ title: 'Users Management | Dominica Crypto Education' }] }),
  component: UsersManagementPage,
});

function UsersManagementPage() {
  return <PageIntro title="Users Management" intro="Manage accounts and roles." />;
}
