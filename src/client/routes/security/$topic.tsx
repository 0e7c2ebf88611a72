import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

const KNOWN = new Set<string>(['wallet-security', 'common-scams', 'safe-trading', 'identity-protection']);

function titleFromSlug(slug: string) {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const Route = createFileRoute('/security/$topic')({
  beforeLoad: ({ params }) => {
    if (!KNOWN.has(params.topic)) throw notFound();
  },
  head: ({ params }) => ({ meta: [{ title: `${titleFromSlug(params.topic)} | Dominica Crypto Education` }] }),
  component: SecurityTopicPage,
});

function SecurityTopicPage() {
  const { topic } = Route.useParams();
  return <PageIntro title={titleFromSlug(topic)} intro="This page is part of our free learning library." />;
}
