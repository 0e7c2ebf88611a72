import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { appearanceFormSchema, type AppearanceSettings } from '../../../shared/schemas/settings';
import { AppearancePreview } from './appearance-preview';
import { reportUnshownErrors } from '../../lib/unshown-errors';
import { useStoredValuesForm } from '../../lib/stored-values-form';
import { trpc } from '../../trpc';
import { Button } from '../ui/button';
import { CheckboxField, TextField } from '../ui/field';
import { savedToast, useSettingsSaveFailure } from './save-toasts';
import { withVersion } from './section-version';

const FORM_ID = 'settings-appearance';

const COLOURS: [keyof AppearanceSettings, string][] = [
  ['primaryColor', 'Primary color'],
  ['secondaryColor', 'Secondary color'],
  ['accentColor', 'Accent color'],
];

export function AppearanceForm({ value }: { value: AppearanceSettings }) {
  const utils = trpc.useUtils();
  const failed = useSettingsSaveFailure();
  // onChange: the contrast warning shows at the field while the colour is typed, not only on save.
  const { form, shown } = useStoredValuesForm<AppearanceSettings>(FORM_ID, {
    resolver: zodResolver(appearanceFormSchema),
    values: value,
    mode: 'onChange',
  });
  const [primary, secondary, accent] = useWatch({ control: form.control, name: ['primaryColor', 'secondaryColor', 'accentColor'] });
  const save = trpc.settings.updateAppearance.useMutation({
    onSuccess: async () => {
      savedToast('Appearance');
      await Promise.all([utils.settings.admin.invalidate(), utils.settings.site.invalidate()]);
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
          ['primaryColor', 'secondaryColor', 'accentColor', 'darkModeEnabled', 'logoUrl', 'faviconUrl'],
          'Settings not saved',
        ),
      )}
      className="max-w-2xl space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {COLOURS.map(([name, label]) => (
          <TextField key={name} label={label} placeholder="#3B82F6" error={errors[name]?.message} {...shown(name)} />
        ))}
      </div>
      <AppearancePreview primary={primary} secondary={secondary} accent={accent} />
      <CheckboxField label="Dark mode by default" {...shown('darkModeEnabled')} />
      <TextField label="Logo URL" hint="Recommended size: 200x60 pixels." error={errors.logoUrl?.message} {...shown('logoUrl')} />
      <TextField label="Favicon URL" hint="Recommended size: 32x32 pixels." error={errors.faviconUrl?.message} {...shown('faviconUrl')} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
