import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { caribbeanPages } from '../../content/caribbean/pages';

export const Route = createFileRoute('/caribbean-focus/')({
  loader: async () => (await caribbeanPages.load('caribbean-focus'))!,
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: `${loaderData.title} | Dominica Crypto Education` }, { name: 'description', content: loaderData.description }]
      : [],
  }),
  component: CaribbeanFocusPage,
});

function CaribbeanFocusPage() {
  return <ContentArticle page={Route.useLoaderData()} />;
}
