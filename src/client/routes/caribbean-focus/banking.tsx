import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/caribbean-focus/banking')({
  head: () => ({ meta: [{ title: 'Banking and Crypto in the Caribbean | Dominica Crypto Education' }] }),
  component: BankingAndCryptoInTheCaribbeanPage,
});

function BankingAndCryptoInTheCaribbeanPage() {
  return <PageIntro title="Banking and Crypto in the Caribbean" intro="How local banks and crypto fit together." />;
}
