import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/security/')({
  head: () => ({ meta: [{ title: 'Security & Best Practices | Dominica Crypto Education' }] }),
  component: SecurityAndBestPracticesPage,
});

function SecurityAndBestPracticesPage() {
  return <PageIntro title="Security & Best Practices" intro="Keep your crypto and your identity safe." />;
}
