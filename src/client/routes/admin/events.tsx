import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/admin/events')({
  head: () => ({ meta: [{ title: 'Events Management | Dominica Crypto Education' }] }),
  component: EventsManagementPage,
});

function EventsManagementPage() {
  return <PageIntro title="Events Management" intro="Create and update workshops and conferences." />;
}
