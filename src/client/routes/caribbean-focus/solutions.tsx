import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { caribbeanPages } from '../../content/caribbean/pages';

export const Route = createFileRoute('/caribbean-focus/solutions')({
  loader: async () => (await caribbeanPages.load('solutions'))!,
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: `${loaderData.title} | Dominica Crypto Education` }, { name: 'description', content: loaderData.description }]
      : [],
  }),
  component: CaribbeanSolutionsPage,
});

function CaribbeanSolutionsPage() {
  return <ContentArticle page={Route.useLoaderData()} />;
}
