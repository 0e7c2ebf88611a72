import { zodResolver } from '@hookform/resolvers/zod';
import { contentSettingsSchema, type ContentSettings } from '../../../shared/schemas/settings';
import { reportUnshownErrors } from '../../lib/unshown-errors';
import { useStoredValuesForm } from '../../lib/stored-values-form';
import { trpc } from '../../trpc';
import { Button } from '../ui/button';
import { TextAreaField, TextField } from '../ui/field';
import { savedToast, useSettingsSaveFailure } from './save-toasts';
import { withVersion } from './section-version';

const FORM_ID = 'settings-content';

export function ContentForm({ value }: { value: ContentSettings }) {
  const utils = trpc.useUtils();
  const failed = useSettingsSaveFailure();
  const { form, shown } = useStoredValuesForm<ContentSettings>(FORM_ID, { resolver: zodResolver(contentSettingsSchema), values: value });
  const save = trpc.settings.updateContent.useMutation({
    onSuccess: async () => {
      savedToast('Content');
      await Promise.all([utils.settings.admin.invalidate(), utils.settings.site.invalidate(), utils.content.policy.invalidate()]);
    },
    onError: (error) => failed(error, form.setError),
  });
  const { errors } = form.formState;
  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={form.handleSubmit(
        (v) => save.mutate(withVersion(v)),
        reportUnshownErrors(
          [
            'homepageTitle',
            'homepageDescription',
            'footerText',
            'privacyPolicy',
            'termsOfService',
            'cookiePolicy',
            'disclaimerText',
            'refundPolicy',
          ],
          'Settings not saved',
        ),
      )}
      className="max-w-3xl space-y-4"
    >
      <TextField label="Homepage title" error={errors.homepageTitle?.message} {...shown('homepageTitle')} />
      <TextAreaField label="Homepage description" rows={2} error={errors.homepageDescription?.message} {...shown('homepageDescription')} />
      <TextAreaField label="Footer text" rows={2} error={errors.footerText?.message} {...shown('footerText')} />
      <TextAreaField label="Privacy policy (markdown)" rows={8} error={errors.privacyPolicy?.message} {...shown('privacyPolicy')} />
      <TextAreaField label="Terms of service (markdown)" rows={8} error={errors.termsOfService?.message} {...shown('termsOfService')} />
      <TextAreaField label="Disclaimer (markdown)" rows={6} error={errors.disclaimerText?.message} {...shown('disclaimerText')} />
      <TextAreaField label="Cookie policy (markdown)" rows={6} error={errors.cookiePolicy?.message} {...shown('cookiePolicy')} />
      <TextAreaField
        label="Refund and cancellation policy (markdown, shown on every course page)"
        rows={6}
        error={errors.refundPolicy?.message}
        {...shown('refundPolicy')}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
