import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-placeholder';

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'Home | Dominica Crypto Education' }] }),
  component: HomePage,
});

function HomePage() {
  return (
    <PageIntro
      title="Learn cryptocurrency safely, the Caribbean way"
      intro="Free lessons, guides and news about cryptocurrency for Dominica and the wider Caribbean."
    />
  );
}
