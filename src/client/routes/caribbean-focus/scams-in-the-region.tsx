import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { loadContentPage } from '../../lib/content-loader';
import { trpc } from '../../trpc';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/caribbean-focus/scams-in-the-region')({
  loader: ({ context }) => loadContentPage(context, 'caribbean', 'scams-in-the-region'),
  head: ({ match, loaderData }) => ({
    meta: loaderData
      ? [{ title: withSiteName(match, `${loaderData.title}`) }, { name: 'description', content: loaderData.description }]
      : [],
  }),
  component: CaribbeanScamsPage,
});

function CaribbeanScamsPage() {
  const page = trpc.content.page.useQuery({ collection: 'caribbean', slug: 'scams-in-the-region' }).data;
  return page ? <ContentArticle page={page} /> : null;
}
