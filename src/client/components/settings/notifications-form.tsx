import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { notificationSettingsSchema, type NotificationSettings } from '../../../shared/schemas/settings';
import { reportUnshownErrors } from '../../lib/unshown-errors';
import { useStoredValuesForm } from '../../lib/stored-values-form';
import { trpc } from '../../trpc';
import { Button } from '../ui/button';
import { CheckboxField, TextField } from '../ui/field';
import { savedToast, useSettingsSaveFailure } from './save-toasts';
import { withVersion } from './section-version';

const FORM_ID = 'settings-notifications';

const SWITCHES: [keyof NotificationSettings, string][] = [
  ['newUserNotification', 'New user registrations'],
  ['courseEnrollmentNotification', 'New course enrollments'],
  ['contactFormNotification', 'Contact form messages'],
  ['subscriptionNotification', 'New newsletter subscribers'],
];

export function NotificationsForm({ value }: { value: NotificationSettings }) {
  const utils = trpc.useUtils();
  const failed = useSettingsSaveFailure();
  const { form, shown } = useStoredValuesForm<NotificationSettings>(FORM_ID, {
    resolver: zodResolver(notificationSettingsSchema),
    values: value,
  });
  const enabled = useWatch({ control: form.control, name: 'enableEmailNotifications' });
  const save = trpc.settings.updateNotifications.useMutation({
    onSuccess: async () => {
      savedToast('Notifications');
      await utils.settings.admin.invalidate();
    },
    onError: (error) => failed(error, form.setError),
  });
  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={form.handleSubmit(
        (v) => save.mutate(withVersion(v)),
        reportUnshownErrors(
          [
            'enableEmailNotifications',
            'newUserNotification',
            'courseEnrollmentNotification',
            'contactFormNotification',
            'subscriptionNotification',
            'adminEmailRecipients',
          ],
          'Settings not saved',
        ),
      )}
      className="max-w-2xl space-y-4"
    >
      <CheckboxField label="Enable email notifications" {...shown('enableEmailNotifications')} />
      {/* The switches and recipients only matter while the master switch is on (spec section 4). */}
      <fieldset disabled={!enabled} className="space-y-3 pl-6 disabled:opacity-50">
        <legend className="sr-only">Notify the admins about</legend>
        {SWITCHES.map(([name, label]) => (
          <CheckboxField key={name} label={label} {...shown(name)} />
        ))}
        <TextField
          label="Admin email recipients"
          hint="Separate several addresses with commas."
          error={form.formState.errors.adminEmailRecipients?.message}
          {...shown('adminEmailRecipients')}
        />
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
