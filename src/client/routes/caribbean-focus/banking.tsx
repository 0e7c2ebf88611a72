import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { caribbeanBanking } from '../../content/caribbean/pages';

export const Route = createFileRoute('/caribbean-focus/banking')({
  head: () => ({
    meta: [
      { title: `${caribbeanBanking.title} | Dominica Crypto Education` },
      { name: 'description', content: caribbeanBanking.description },
    ],
  }),
  component: CaribbeanBankingPage,
});

function CaribbeanBankingPage() {
  return <ContentArticle page={caribbeanBanking} />;
}
