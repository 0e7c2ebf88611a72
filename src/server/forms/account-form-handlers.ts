/**
 * The account page's forms and the e-mailed confirm-email page, sent natively (before their code
 * is live, or without JavaScript): see forms/native-form-posts.ts. Each calls the same procedure as the page.
 */
import type { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import {
  ACCOUNT_DELETED,
  ACCOUNT_DELETED_PATH,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  PASSWORD_CHANGED_HERE,
} from '../../shared/schemas/account';
import type { appRouter } from '../routers/_app';

type Caller = ReturnType<typeof appRouter.createCaller>;
type Fields = Record<string, string>;
type Handler = (caller: Caller, fields: Fields) => Promise<{ redirect?: string; success?: string }>;
type AccountForm = 'account-password' | 'account-email' | 'account-delete' | 'confirm-email';

/** An empty code field means "no code" (accounts without two-factor authentication). */
const proof = (f: Fields) => ({ currentPassword: f.currentPassword ?? '', ...(f.code?.trim() ? { code: f.code } : {}) });

export function accountFormHandlers(schemaError: (error: ZodError) => TRPCError): Record<AccountForm, Handler> {
  return {
    'account-password': async (caller, f) => {
      const form = changePasswordFormSchema.safeParse({
        ...proof(f),
        newPassword: f.newPassword ?? '',
        confirmPassword: f.confirmPassword ?? '',
      });
      if (!form.success) throw schemaError(form.error);
      await caller.account.changePassword({ ...proof(f), newPassword: form.data.newPassword });
      return { success: PASSWORD_CHANGED_HERE };
    },
    'account-email': async (caller, f) => {
      const answer = await caller.account.requestEmailChange({ ...proof(f), newEmail: f.newEmail ?? '' });
      return { success: answer.message };
    },
    'account-delete': async (caller, f) => {
      // A ticked checkbox is sent as "on"; an unticked one is not sent at all.
      const form = deleteAccountFormSchema.safeParse({ ...proof(f), confirm: f.confirm === 'on' });
      if (!form.success) throw schemaError(form.error);
      await caller.account.deleteAccount(proof(f));
      return { redirect: ACCOUNT_DELETED_PATH, success: ACCOUNT_DELETED };
    },
    'confirm-email': async (caller, f) => {
      const answer = await caller.account.confirmEmailChange({ token: f.token ?? '' });
      return { success: answer.message };
    },
  };
}
