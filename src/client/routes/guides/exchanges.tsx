import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/guides/exchanges')({
  head: () => ({ meta: [{ title: 'Exchange Comparison | Dominica Crypto Education' }] }),
  component: ExchangeComparisonPage,
});

function ExchangeComparisonPage() {
  return <PageIntro title="Exchange Comparison" intro="How the main exchanges compare on fees, Caribbean support and withdrawals." />;
}
