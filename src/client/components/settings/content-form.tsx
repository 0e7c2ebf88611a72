import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { contentSettingsSchema, type ContentSettings } from '../../../shared/schemas/settings';
import { reportUnshownErrors } from '../../lib/unshown-errors';
import { shownField } from '../../lib/shown-field';
import { useKeepTypedEarly } from '../../lib/typed-early';
import { trpc } from '../../trpc';
import { Button } from '../ui/button';
import { TextAreaField, TextField } from '../ui/field';
import { failedToast, savedToast } from './save-toasts';
import { withVersion } from './section-version';

const FORM_ID = 'settings-content';

export function ContentForm({ value }: { value: ContentSettings }) {
  const utils = trpc.useUtils();
  const form = useForm<ContentSettings>({ resolver: zodResolver(contentSettingsSchema), values: value });
  useKeepTypedEarly(form, FORM_ID, false);
  const save = trpc.settings.updateContent.useMutation({
    onSuccess: async () => {
      savedToast('Content');
      await Promise.all([utils.settings.admin.invalidate(), utils.settings.site.invalidate(), utils.content.policy.invalidate()]);
    },
    onError: failedToast,
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
      <TextField label="Homepage title" error={errors.homepageTitle?.message} {...shownField(form, 'homepageTitle')} />
      <TextAreaField
        label="Homepage description"
        rows={2}
        error={errors.homepageDescription?.message}
        {...shownField(form, 'homepageDescription')}
      />
      <TextAreaField label="Footer text" rows={2} error={errors.footerText?.message} {...shownField(form, 'footerText')} />
      <TextAreaField
        label="Privacy policy (markdown)"
        rows={8}
        error={errors.privacyPolicy?.message}
        {...shownField(form, 'privacyPolicy')}
      />
      <TextAreaField
        label="Terms of service (markdown)"
        rows={8}
        error={errors.termsOfService?.message}
        {...shownField(form, 'termsOfService')}
      />
      <TextAreaField
        label="Disclaimer (markdown)"
        rows={6}
        error={errors.disclaimerText?.message}
        {...shownField(form, 'disclaimerText')}
      />
      <TextAreaField label="Cookie policy (markdown)" rows={6} error={errors.cookiePolicy?.message} {...shownField(form, 'cookiePolicy')} />
      <TextAreaField
        label="Refund and cancellation policy (markdown, shown on every course page)"
        rows={6}
        error={errors.refundPolicy?.message}
        {...shownField(form, 'refundPolicy')}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
