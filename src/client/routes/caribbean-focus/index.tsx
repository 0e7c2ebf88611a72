import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/caribbean-focus/')({
  head: () => ({ meta: [{ title: 'Caribbean Focus | Dominica Crypto Education' }] }),
  component: CaribbeanFocusPage,
});

function CaribbeanFocusPage() {
  return <PageIntro title="Caribbean Focus" intro="Crypto realities in Dominica and the wider Caribbean." />;
}
