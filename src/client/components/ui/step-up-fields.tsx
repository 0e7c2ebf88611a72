/**
 * "Confirm it is you": the step-up proof (current password, and the authenticator code for
 * accounts with 2FA) asked before a credential or payment-details change (issue 25). One block for
 * every form that asks it, so the wording and autocomplete hints stay the same.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field';
import { ANY_CODE_INPUT } from './code-input';

export function StepUpFields({
  why,
  password,
  code,
  errors,
}: {
  /** Why this form asks (one sentence). */
  why: ReactNode;
  password: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  errors: { currentPassword?: string; code?: string };
}) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">Confirm it is you</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">{why}</p>
      <TextField label="Your password" type="password" autoComplete="current-password" error={errors.currentPassword} {...password} />
      <TextField
        label="Authenticator or recovery code (if you use two-factor authentication)"
        {...ANY_CODE_INPUT}
        error={errors.code}
        {...code}
      />
    </fieldset>
  );
}
