/**
 * The Payments tab (issue 18): instructions per method and the EC$ rate. An empty method is not
 * offered. The office learners pay cash at is General's (the company record), shown here read-only.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { SAMPLE_OFFICE_ADDRESS, USDT_NETWORK_LABELS, USDT_NETWORKS, type PaymentSettings } from '../../../shared/schemas/payments';
import { paymentSettingsSaveSchema, type PaymentSettingsSave } from '../../../shared/schemas/payment-settings-save';
import { useMailEnabled } from '../../hooks/use-mail-enabled';
import { useStoredValuesForm } from '../../lib/stored-values-form';
import { trpc } from '../../trpc';
import { Button } from '../ui/button';
import { StepUpFields } from '../ui/step-up-fields';
import { CheckboxField, SelectField, TextField } from '../ui/field';
import { savedToast, useSettingsSaveFailure } from './save-toasts';
import { withVersion } from './section-version';

const FORM_ID = 'settings-payments';

const fieldset = 'space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800';
const legend = 'px-1 font-semibold';

/**
 * Where learners pay cash, as General says (read-only): editing it here would make a second office
 * that /contact does not know of (docs/decisions/2026-11-29-office-one-source.md).
 */
function OfficeFromGeneral() {
  const company = trpc.settings.site.useQuery().data;
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800/60" data-testid="cash-office">
      <p className="font-medium">Office where learners pay (from General settings)</p>
      <dl className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600 dark:text-slate-300">Address</dt>
        <dd className="break-words">
          {company?.officeAddress || (
            <span className="text-amber-800 dark:text-amber-200">None yet: learners paying cash see “{SAMPLE_OFFICE_ADDRESS}”.</span>
          )}
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">Office hours</dt>
        <dd>{company?.officeHours}</dd>
      </dl>
      <Link to="/admin/settings" search={{}} className="mt-2 inline-block text-primary underline">
        Change the address and hours in General
      </Link>
    </div>
  );
}

export function PaymentsForm({ value }: { value: PaymentSettings }) {
  const utils = trpc.useUtils();
  const failed = useSettingsSaveFailure();
  const mailEnabled = useMailEnabled();
  const { form, shown } = useStoredValuesForm<PaymentSettingsSave>(FORM_ID, {
    resolver: zodResolver(paymentSettingsSaveSchema),
    values: { ...value, currentPassword: '', code: undefined },
  });
  const e = form.formState.errors;
  const save = trpc.payments.updateSettings.useMutation({
    onSuccess: async () => {
      savedToast('Payments');
      await Promise.all([utils.settings.admin.invalidate(), utils.payments.instructions.invalidate(), utils.courses.list.invalidate()]);
    },
    onError: (error) => failed(error, form.setError),
  });
  return (
    <form id={FORM_ID} noValidate onSubmit={form.handleSubmit((v) => save.mutate(withVersion(v)))} className="max-w-2xl space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Learners can choose cash while it is accepted, and mobile banking or USDT once their details are filled in (leave them empty to stop
        offering them).
      </p>
      <TextField
        label="EC$ per US$"
        inputMode="decimal"
        hint="The Eastern Caribbean dollar is pegged at 2.7 to the US dollar. Prices show as US$49.99 (≈ EC$134.97). A new rate applies to enrollments made from then on: learners already enrolled keep the amount they were told."
        error={e.xcdRate?.message}
        {...shown('xcdRate')}
      />
      <fieldset className={fieldset}>
        <legend className={legend}>Cash at the office</legend>
        <CheckboxField label="Accept cash at the office" error={e.cash?.accepted?.message} {...shown('cash.accepted')} />
        <OfficeFromGeneral />
        <TextField label="What to bring" error={e.cash?.whatToBring?.message} {...shown('cash.whatToBring')} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Mobile banking</legend>
        <TextField label="Bank" error={e.mobanking?.bankName?.message} {...shown('mobanking.bankName')} />
        <TextField label="Account name" error={e.mobanking?.accountName?.message} {...shown('mobanking.accountName')} />
        <TextField label="Account number" error={e.mobanking?.accountNumber?.message} {...shown('mobanking.accountNumber')} />
        <TextField
          label="Reference format"
          hint="What learners write in the transfer's reference, e.g. their payment code."
          error={e.mobanking?.referenceFormat?.message}
          {...shown('mobanking.referenceFormat')}
        />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>USDT</legend>
        <SelectField label="Network" error={e.usdt?.network?.message} {...shown('usdt.network')}>
          <option value="">Not offered</option>
          {USDT_NETWORKS.map((n) => (
            <option key={n} value={n}>
              {USDT_NETWORK_LABELS[n]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Receiving address"
          hint="Learners see this address with its QR code and a warning that USDT sent on another network is lost."
          error={e.usdt?.address?.message}
          {...shown('usdt.address')}
        />
      </fieldset>
      <StepUpFields
        why={`Learners send money to these details, so saving them asks for your password (and your authenticator code if you use two-factor authentication). Learners still waiting to pay by a method whose details you change ${mailEnabled ? 'are emailed the new ones' : 'see the new ones on their profile (this site cannot send email yet)'}.`}
        password={form.register('currentPassword')}
        code={form.register('code', { setValueAs: (v: string) => (v?.trim() ? v : undefined) })}
        errors={{ currentPassword: e.currentPassword?.message, code: e.code?.message }}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
