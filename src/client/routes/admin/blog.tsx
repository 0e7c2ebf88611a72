import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/admin/blog')({
  head: () => ({ meta: [{ title: 'Crypto News Management | Dominica Crypto Education' }] }),
  component: CryptoNewsManagementPage,
});

function CryptoNewsManagementPage() {
  return <PageIntro title="Crypto News Management" intro="Write, edit and publish news articles." />;
}
