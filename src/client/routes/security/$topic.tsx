import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { formatLongDate } from '../../../shared/format';
import { Markdown } from '../../components/markdown/markdown';
import { securityPages } from '../../content/security/pages';

export const Route = createFileRoute('/security/$topic')({
  loader: async ({ params }) => {
    const page = await securityPages.load(params.topic);
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: `${loaderData.title} | Security | Dominica Crypto Education` }, { name: 'description', content: loaderData.description }]
      : [{ title: 'Not found' }],
  }),
  component: SecurityTopicPage,
});

function SecurityTopicPage() {
  const page = Route.useLoaderData();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/security" className="text-sm font-medium text-primary hover:underline">
        <span aria-hidden="true">←</span> Security & Best Practices
      </Link>
      <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-slate-500">Last reviewed {formatLongDate(new Date(`${page.lastReviewed}T12:00:00Z`))}</p>
      <div className="mt-8">
        <Markdown>{page.body}</Markdown>
      </div>
    </article>
  );
}
