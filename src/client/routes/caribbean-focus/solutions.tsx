import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { loadContentPage } from '../../lib/content-loader';
import { trpc } from '../../trpc';

export const Route = createFileRoute('/caribbean-focus/solutions')({
  loader: ({ context }) => loadContentPage(context, 'caribbean', 'solutions'),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: `${loaderData.title} | Dominica Crypto Education` }, { name: 'description', content: loaderData.description }]
      : [],
  }),
  component: CaribbeanSolutionsPage,
});

function CaribbeanSolutionsPage() {
  const page = trpc.content.page.useQuery({ collection: 'caribbean', slug: 'solutions' }).data;
  return page ? <ContentArticle page={page} /> : null;
}
