import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/guides/')({
  head: () => ({ meta: [{ title: 'Buying & Selling Guidance | Dominica Crypto Education' }] }),
  component: BuyingAndSellingGuidancePage,
});

function BuyingAndSellingGuidancePage() {
  return <PageIntro title="Buying & Selling Guidance" intro="Guides to buying and selling crypto safely from the Caribbean." />;
}
