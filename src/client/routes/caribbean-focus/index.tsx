import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../components/content-article';
import { loadContentPage } from '../../lib/content-loader';
import { trpc } from '../../trpc';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/caribbean-focus/')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: ({ context }) => loadContentPage(context, 'caribbean', 'caribbean-focus'),
  head: ({ match, loaderData }) => ({
    meta: loaderData
      ? [{ title: withSiteName(match, `${loaderData.title}`) }, { name: 'description', content: loaderData.description }]
      : [],
  }),
  component: CaribbeanFocusPage,
});

function CaribbeanFocusPage() {
  const page = trpc.content.page.useQuery({ collection: 'caribbean', slug: 'caribbean-focus' }).data;
  return page ? <ContentArticle page={page} /> : null;
}
