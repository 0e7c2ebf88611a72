import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-placeholder';

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: 'Course Administration | Dominica Crypto Education' }] }),
  component: CourseAdministrationPage,
});

function CourseAdministrationPage() {
  return <PageIntro title="Course Administration" intro="Manage courses and pending enrollments." />;
}
