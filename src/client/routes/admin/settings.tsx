import { createFileRoute } from '@tanstack/react-router';
import { AppearanceForm } from '../../components/settings/appearance-form';
import { CompanyForm } from '../../components/settings/company-form';
import { ContentForm } from '../../components/settings/content-form';
import { NotificationsForm } from '../../components/settings/notifications-form';
import { PaymentsForm } from '../../components/settings/payments-form';
import { SecurityForm } from '../../components/settings/security-form';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin-frame/admin-page-header';
import { SectionTabs } from '../../components/ui/section-tabs';
import { sectionSearch } from '../../lib/section-search';
import { withSiteName } from '../../lib/page-title';
import { QueryState } from '../../components/query-state';

const SECTIONS = [
  { id: 'general', label: 'General' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'content', label: 'Content' },
  { id: 'payments', label: 'Payments' },
  { id: 'security', label: 'Security' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

export const Route = createFileRoute('/admin/settings')({
  staticData: { hydrate: 'app', query: ['tab'], access: 'admin' },
  validateSearch: (search: Record<string, unknown>) => sectionSearch(SECTIONS, search),
  loader: ({ context }) => context.trpc.settings.admin.ensureData(),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Site Settings') }] }),
  component: SettingsPage,
});

function SettingsPage() {
  const settings = trpc.settings.admin.useQuery();
  const section: SectionId = Route.useSearch().tab ?? 'general';
  return (
    <>
      <AdminPageHeader title="Site Settings" />
      <QueryState query={settings} loading="Loading settings" failed="Failed to load settings. Please try again later.">
        {(data) => (
          <>
            <SectionTabs label="Settings sections" path="/admin/settings" sections={SECTIONS} selected={section} />
            {/* With scripting off a section's fields took a whole tab of typing and then could not be
              saved (probe 57, F9): said at the form, and the fields shown as unavailable and not
              taking taps. Not disabled while the code is on its way: what is typed then is kept. */}
            <p className="mb-4 hidden rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 [@media(scripting:none)]:block dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
              These settings can be read here, but saving them needs JavaScript: turn it on in your browser first.
            </p>
            <div className="[@media(scripting:none)]:pointer-events-none [@media(scripting:none)]:opacity-60">
              {section === 'general' ? <CompanyForm /> : null}
              {section === 'notifications' ? <NotificationsForm value={data.notifications} /> : null}
              {section === 'appearance' ? <AppearanceForm value={data.appearance} /> : null}
              {section === 'content' ? <ContentForm value={data.content} /> : null}
              {section === 'payments' ? <PaymentsForm value={data.payments} /> : null}
              {section === 'security' ? <SecurityForm value={data.security} /> : null}
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
