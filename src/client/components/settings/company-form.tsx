import { zodResolver } from '@hookform/resolvers/zod';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { generalSettingsFormSchema, type GeneralSettingsForm } from '../../../shared/schemas/settings';
import { reportUnshownErrors } from '../../lib/unshown-errors';
import { useStoredValuesForm } from '../../lib/stored-values-form';
import { trpc } from '../../trpc';
import { applyServerIssues } from '../../lib/server-issues';
import { Spinner } from '../spinner';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { savedToast, useSettingsSaveFailure } from './save-toasts';

const FORM_ID = 'settings-company';

/** The company record's field names (what the server's issues name) as this form names them. */
const FORM_FIELD: Record<string, Path<GeneralSettingsForm>> = {
  companyName: 'siteName',
  companyTagline: 'siteTagline',
  contactEmail: 'contactEmail',
  contactPhone: 'contactPhone',
  officeAddress: 'address',
  officeHours: 'officeHours',
  facebookUrl: 'socialLinks.facebook',
  twitterUrl: 'socialLinks.twitter',
  instagramUrl: 'socialLinks.instagram',
  youtubeUrl: 'socialLinks.youtube',
  telegramUrl: 'socialLinks.telegram',
  discordUrl: 'socialLinks.discord',
};

/** The company record: the settings General tab and the dashboard Company tab share this form. */
export function CompanyForm() {
  const utils = trpc.useUtils();
  const failed = useSettingsSaveFailure();
  const settings = trpc.settings.site.useQuery();
  const s = settings.data;
  const { form, shown } = useStoredValuesForm<GeneralSettingsForm, unknown, z.output<typeof generalSettingsFormSchema>>(FORM_ID, {
    resolver: zodResolver(generalSettingsFormSchema),
    mode: 'onTouched',
    values: s
      ? {
          siteName: s.companyName,
          siteTagline: s.companyTagline,
          contactEmail: s.contactEmail,
          contactPhone: s.contactPhone ?? '',
          address: s.officeAddress ?? '',
          officeHours: s.officeHours,
          socialLinks: {
            facebook: s.facebookUrl ?? '',
            twitter: s.twitterUrl ?? '',
            instagram: s.instagramUrl ?? '',
            youtube: s.youtubeUrl ?? '',
            telegram: s.telegramUrl ?? '',
            discord: s.discordUrl ?? '',
          },
        }
      : undefined,
  });
  const save = trpc.settings.updateCompany.useMutation({
    onSuccess: async () => {
      savedToast('General');
      // The office address and hours are also the cash payment instructions'.
      await Promise.all([utils.settings.site.invalidate(), utils.payments.instructions.invalidate()]);
    },
    onError: (error) => {
      // A refusal the browser's checks did not foresee (an older page's code, the server's own
      // rules) is said at its field too, not only in the toast.
      applyServerIssues<GeneralSettingsForm>(error, (path, issue, options) => {
        const field = FORM_FIELD[String(path)];
        if (field) form.setError(field, issue, options);
      });
      failed(error);
    },
  });
  if (!s) return <Spinner label="Loading settings" />;
  const { errors } = form.formState;
  // Empty links are sent as null (spec section 7).
  const submit = form.handleSubmit(
    (v) =>
      save.mutate({
        id: s.id,
        // Saves over what this form loaded only: a change someone else saved meanwhile is a 409.
        version: s.version,
        companyName: v.siteName,
        companyTagline: v.siteTagline,
        contactEmail: v.contactEmail,
        contactPhone: v.contactPhone || null,
        officeAddress: v.address || null,
        officeHours: v.officeHours,
        facebookUrl: v.socialLinks.facebook || null,
        twitterUrl: v.socialLinks.twitter || null,
        instagramUrl: v.socialLinks.instagram || null,
        youtubeUrl: v.socialLinks.youtube || null,
        telegramUrl: v.socialLinks.telegram || null,
        discordUrl: v.socialLinks.discord || null,
      }),
    reportUnshownErrors(
      [
        'siteName',
        'siteTagline',
        'contactEmail',
        'contactPhone',
        'address',
        'officeHours',
        'socialLinks.facebook',
        'socialLinks.twitter',
        'socialLinks.instagram',
        'socialLinks.youtube',
        'socialLinks.telegram',
        'socialLinks.discord',
      ],
      'Settings not saved',
    ),
  );
  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="max-w-2xl space-y-4">
      <TextField label="Site name" error={errors.siteName?.message} {...shown('siteName')} />
      <TextField label="Site tagline" error={errors.siteTagline?.message} {...shown('siteTagline')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Contact email" type="email" error={errors.contactEmail?.message} {...shown('contactEmail')} />
        <TextField label="Contact phone" error={errors.contactPhone?.message} {...shown('contactPhone')} />
      </div>
      <TextField
        label="Address"
        hint="Shown on the contact page, and to learners who pay cash at the office (Payments)."
        error={errors.address?.message}
        {...shown('address')}
      />
      <TextField label="Office hours" error={errors.officeHours?.message} {...shown('officeHours')} />
      {s.contactConfirmed ? null : (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          The contact page shows these details as samples until you save this form: check them, then save.
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Social links (leave empty to hide)</legend>
        <TextField label="Facebook URL" error={errors.socialLinks?.facebook?.message} {...shown('socialLinks.facebook')} />
        <TextField label="Twitter URL" error={errors.socialLinks?.twitter?.message} {...shown('socialLinks.twitter')} />
        <TextField label="Instagram URL" error={errors.socialLinks?.instagram?.message} {...shown('socialLinks.instagram')} />
        <TextField label="YouTube URL" error={errors.socialLinks?.youtube?.message} {...shown('socialLinks.youtube')} />
        <TextField label="Telegram URL" error={errors.socialLinks?.telegram?.message} {...shown('socialLinks.telegram')} />
        <TextField label="Discord URL" error={errors.socialLinks?.discord?.message} {...shown('socialLinks.discord')} />
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
