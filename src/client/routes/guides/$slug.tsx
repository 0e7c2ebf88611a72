import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

const FULL_GUIDES = new Set(['binance', 'p2p-platforms', 'secure-storage']);
const PLANNED_GUIDES = new Set(['coinbase-caribbean', 'hardware-wallets']);

function isKnownGuide(slug: string) {
  return FULL_GUIDES.has(slug) || PLANNED_GUIDES.has(slug) || /^banking-[a-z0-9-]+$/.test(slug);
}

function titleFromSlug(slug: string) {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const Route = createFileRoute('/guides/$slug')({
  beforeLoad: ({ params }) => {
    if (!isKnownGuide(params.slug)) throw notFound();
  },
  head: ({ params }) => ({ meta: [{ title: `${titleFromSlug(params.slug)} Guide | Dominica Crypto Education` }] }),
  component: GuidePage,
  notFoundComponent: GuideNotFound,
});

function GuidePage() {
  const { slug } = Route.useParams();
  return <PageIntro title={`${titleFromSlug(slug)} Guide`} intro="A step-by-step guide for buyers and sellers in the Caribbean." />;
}

function GuideNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Guide Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">The guide you're looking for doesn't exist or has been moved.</p>
      <Link to="/guides" className="mt-8 inline-block rounded-md bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary/90">
        Back to Guides
      </Link>
    </section>
  );
}
