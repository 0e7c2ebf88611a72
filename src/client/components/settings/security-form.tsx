/** The Security tab (issue 18): require 2FA of every admin, and this admin's own 2FA. */
import type { SecuritySettings } from '../../../shared/schemas/security';
import { useStoredValuesForm } from '../../lib/stored-values-form';
import { trpc } from '../../trpc';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/field';
import { savedToast, useSettingsSaveFailure } from './save-toasts';
import { TwoFactorPanel } from './two-factor-panel';
import { withVersion } from './section-version';

const FORM_ID = 'settings-security';

export function SecurityForm({ value }: { value: SecuritySettings }) {
  const utils = trpc.useUtils();
  const failed = useSettingsSaveFailure();
  const { form, shown } = useStoredValuesForm<SecuritySettings>(FORM_ID, { values: value });
  const save = trpc.payments.updateSecurity.useMutation({
    onSuccess: async () => {
      savedToast('Security');
      await Promise.all([utils.settings.admin.invalidate(), utils.twoFactor.status.invalidate()]);
    },
    onError: (error) => failed(error, form.setError),
  });
  return (
    <div className="max-w-2xl space-y-6">
      <TwoFactorPanel />
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit((v) => save.mutate(withVersion(v)))} className="space-y-3">
        <CheckboxField
          label="Require two-factor authentication for all admins (admins without it can only set it up)"
          {...shown('requireAdminTwoFactor')}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </div>
  );
}
