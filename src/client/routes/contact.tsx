import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-placeholder';

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: 'Contact Us | Dominica Crypto Education' }] }),
  component: ContactUsPage,
});

function ContactUsPage() {
  return <PageIntro title="Contact Us" intro="Get in touch with our team." />;
}
