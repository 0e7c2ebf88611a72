import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button';
import { CoursesTab } from './-components/courses-tab';
import { PendingTab } from './-components/pending-tab';
import { tabClass } from '../../components/ui/tab-style';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/admin/')({
  loader: async ({ context }) => {
    await Promise.all([context.trpc.courses.list.ensureData(), context.trpc.enrollments.pending.ensureData()]);
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Course Administration') }] }),
  component: CourseAdministrationPage,
});

function CourseAdministrationPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Course Administration</h1>
        <Link to="/admin/blog" className={buttonClass('secondary')}>
          Manage Blog Posts
        </Link>
      </div>
      <TabGroup>
        <TabList className="mb-6 inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <Tab className={tabClass}>Manage Courses</Tab>
          <Tab className={tabClass}>Pending Enrollments</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <CoursesTab />
          </TabPanel>
          <TabPanel>
            <PendingTab />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
