import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/education/')({
  head: () => ({ meta: [{ title: 'Cryptocurrency Education | Dominica Crypto Education' }] }),
  component: CryptocurrencyEducationPage,
});

function CryptocurrencyEducationPage() {
  return <PageIntro title="Cryptocurrency Education" intro="Premium courses and free resources to learn crypto step by step." />;
}
