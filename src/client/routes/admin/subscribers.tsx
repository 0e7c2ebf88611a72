import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/admin/subscribers')({
  head: () => ({ meta: [{ title: 'Newsletter Subscribers | Dominica Crypto Education' }] }),
  component: NewsletterSubscribersPage,
});

function NewsletterSubscribersPage() {
  return <PageIntro title="Newsletter Subscribers" intro="Manage newsletter subscribers." />;
}
