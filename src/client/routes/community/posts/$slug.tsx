import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageIntro } from '../../../components/page-placeholder';

const KNOWN = new Set<string>([
  'crypto-adoption-dominica',
  'virtual-asset-business-act-breakdown',
  'caribbean-crypto-security',
  'stablecoins-caribbean-commerce',
  'nfts-caribbean-art',
  'crypto-taxation-dominica',
]);

function titleFromSlug(slug: string) {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const Route = createFileRoute('/community/posts/$slug')({
  beforeLoad: ({ params }) => {
    if (!KNOWN.has(params.slug)) throw notFound();
  },
  head: ({ params }) => ({ meta: [{ title: `${titleFromSlug(params.slug)} | Dominica Crypto Education` }] }),
  component: CommunityPostPage,
});

function CommunityPostPage() {
  const { slug } = Route.useParams();
  return <PageIntro title={titleFromSlug(slug)} intro="This page is part of our free learning library." />;
}
