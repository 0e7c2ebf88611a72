import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

const KNOWN = new Set<string>([
  'bitcoin-blockchain',
  'crypto-wallets',
  'stablecoins',
  'ethereum-smart-contracts',
  'exchanges',
  'cryptographic-keys',
  'defi',
  'nfts',
]);

function titleFromSlug(slug: string) {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const Route = createFileRoute('/education/$slug')({
  beforeLoad: ({ params }) => {
    if (!KNOWN.has(params.slug)) throw notFound();
  },
  head: ({ params }) => ({ meta: [{ title: `${titleFromSlug(params.slug)} | Dominica Crypto Education` }] }),
  component: FreeResourcePage,
});

function FreeResourcePage() {
  const { slug } = Route.useParams();
  return <PageIntro title={titleFromSlug(slug)} intro="This page is part of our free learning library." />;
}
