import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-placeholder';

export const Route = createFileRoute('/legal')({
  head: () => ({ meta: [{ title: 'Legal Information | Dominica Crypto Education' }] }),
  component: LegalInformationPage,
});

function LegalInformationPage() {
  return (
    <PageIntro
      title="Legal Information"
      intro="The Virtual Asset Business Act, 2022 (Act 1 of 2022) of the Commonwealth of Dominica explained."
    />
  );
}
