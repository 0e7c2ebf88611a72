import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { createFileRoute } from '@tanstack/react-router';
import { AppearanceForm } from '../../components/settings/appearance-form';
import { CompanyForm } from '../../components/settings/company-form';
import { ContentForm } from '../../components/settings/content-form';
import { NotificationsForm } from '../../components/settings/notifications-form';
import { PaymentsForm } from '../../components/settings/payments-form';
import { SecurityForm } from '../../components/settings/security-form';
import { Spinner } from '../../components/spinner';
import { trpc } from '../../trpc';
import { BackToDashboard } from './-components/back-to-dashboard';
import { tabClass } from '../../components/ui/tab-style';
import { withSiteName } from '../../lib/page-title';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context }) => context.trpc.settings.admin.ensureData(),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Site Settings') }] }),
  component: SettingsPage,
});

function SettingsPage() {
  const settings = trpc.settings.admin.useQuery();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <BackToDashboard />
      <h1 className="mt-2 mb-6 text-3xl font-bold">Site Settings</h1>
      {settings.isPending ? (
        <Spinner label="Loading settings" />
      ) : settings.isError ? (
        <p role="alert" className="text-red-600">
          Failed to load settings. Please try again later.
        </p>
      ) : (
        <TabGroup>
          <TabList className="mb-6 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            <Tab className={tabClass}>General</Tab>
            <Tab className={tabClass}>Notifications</Tab>
            <Tab className={tabClass}>Appearance</Tab>
            <Tab className={tabClass}>Content</Tab>
            <Tab className={tabClass}>Payments</Tab>
            <Tab className={tabClass}>Security</Tab>
          </TabList>
          <TabPanels>
            <TabPanel>
              <CompanyForm />
            </TabPanel>
            <TabPanel>
              <NotificationsForm value={settings.data.notifications} />
            </TabPanel>
            <TabPanel>
              <AppearanceForm value={settings.data.appearance} />
            </TabPanel>
            <TabPanel>
              <ContentForm value={settings.data.content} />
            </TabPanel>
            <TabPanel>
              <PaymentsForm value={settings.data.payments} />
            </TabPanel>
            <TabPanel>
              <SecurityForm value={settings.data.security} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
    </div>
  );
}
