import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { caribbeanPages } from '../../content/caribbean/pages';

export const Route = createFileRoute('/caribbean-focus/banking')({
  loader: async () => (await caribbeanPages.load('banking'))!,
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: `${loaderData.title} | Dominica Crypto Education` }, { name: 'description', content: loaderData.description }]
      : [],
  }),
  component: CaribbeanBankingPage,
});

function CaribbeanBankingPage() {
  return <ContentArticle page={Route.useLoaderData()} />;
}
