import { createFileRoute } from '@tanstack/react-router';
import { LegalTextPage } from '../components/legal-text-page';

export const Route = createFileRoute('/privacy-policy')({
  head: () => ({ meta: [{ title: 'Privacy Policy | Dominica Crypto Education' }] }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalTextPage title="Privacy Policy" field="privacyPolicy" />;
}
