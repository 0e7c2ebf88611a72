import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/guides/wallets')({
  head: () => ({ meta: [{ title: 'Wallet Comparison | Dominica Crypto Education' }] }),
  component: WalletComparisonPage,
});

function WalletComparisonPage() {
  return <PageIntro title="Wallet Comparison" intro="Hardware, mobile, desktop, web and paper wallets compared." />;
}
