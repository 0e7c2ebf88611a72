import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/caribbean-focus/solutions')({
  head: () => ({ meta: [{ title: 'Caribbean Solutions | Dominica Crypto Education' }] }),
  component: CaribbeanSolutionsPage,
});

function CaribbeanSolutionsPage() {
  return <PageIntro title="Caribbean Solutions" intro="Practical ways to use digital assets in the region." />;
}
