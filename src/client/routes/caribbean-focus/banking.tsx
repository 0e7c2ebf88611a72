import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { loadContentPage } from '../../lib/content-loader';
import { trpc } from '../../trpc';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/caribbean-focus/banking')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: ({ context }) => loadContentPage(context, 'caribbean', 'banking'),
  head: ({ match, loaderData }) => ({
    meta: loaderData
      ? [{ title: withSiteName(match, `${loaderData.title}`) }, { name: 'description', content: loaderData.description }]
      : [],
  }),
  component: CaribbeanBankingPage,
});

function CaribbeanBankingPage() {
  const page = trpc.content.page.useQuery({ collection: 'caribbean', slug: 'banking' }).data;
  return page ? <ContentArticle page={page} /> : null;
}
