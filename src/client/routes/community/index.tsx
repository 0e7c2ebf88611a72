import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/community/')({
  head: () => ({ meta: [{ title: 'Community & Resources | Dominica Crypto Education' }] }),
  component: CommunityAndResourcesPage,
});

function CommunityAndResourcesPage() {
  return <PageIntro title="Community & Resources" intro="Crypto news, upcoming events and our newsletter." />;
}
