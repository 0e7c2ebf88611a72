import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/community/events')({
  head: () => ({ meta: [{ title: 'Upcoming Events | Dominica Crypto Education' }] }),
  component: UpcomingEventsPage,
});

function UpcomingEventsPage() {
  return <PageIntro title="Upcoming Events" intro="Workshops, webinars and conferences." />;
}
