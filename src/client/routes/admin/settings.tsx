import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/admin/settings')({
  head: () => ({ meta: [{ title: 'Site Settings | Dominica Crypto Education' }] }),
  component: SiteSettingsPage,
});

function SiteSettingsPage() {
  return <PageIntro title="Site Settings" intro="Company details, notifications, appearance and content." />;
}
