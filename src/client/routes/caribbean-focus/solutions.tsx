import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { caribbeanSolutions } from '../../content/caribbean/pages';

export const Route = createFileRoute('/caribbean-focus/solutions')({
  head: () => ({
    meta: [
      { title: `${caribbeanSolutions.title} | Dominica Crypto Education` },
      { name: 'description', content: caribbeanSolutions.description },
    ],
  }),
  component: CaribbeanSolutionsPage,
});

function CaribbeanSolutionsPage() {
  return <ContentArticle page={caribbeanSolutions} />;
}
