import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/news/$slug')({
  head: () => ({ meta: [{ title: 'Crypto News | Dominica Crypto Education' }] }),
  component: NewsArticlePage,
});

function NewsArticlePage() {
  return <PageIntro title="Crypto News" intro="News articles from our team." />;
}
