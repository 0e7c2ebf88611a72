/**
 * A signed-in user's own account (issue 25): password, email, deletion, and a copy of their data.
 * Every change asks the step-up proof (services/step-up.ts): a stolen cookie alone changes nothing.
 */
import { z } from 'zod';
import {
  accountExportSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_CHANGED_FOR_ANOTHER_ACCOUNT,
  emailChangeResultSchema,
} from '../../shared/schemas/account';
import { okSchema } from '../../shared/schemas/common';
import { emailChangeNoMail } from '../../shared/mail-unavailable';
import { assertMayDeleteOwnAccount, deleteOwnAccount } from '../services/account-deletion';
import { exportAccount } from '../services/account-export';
import { changeOwnPassword } from '../services/account-password';
import { confirmEmailChange, requestEmailChange } from '../services/email-change';
import { emailChangeLinkAddress } from '../services/email-change-link';
import { verifyStepUp } from '../services/step-up';
import { router, TRPCError } from '../trpc/init';
import { authedProcedure, publicProcedure } from '../trpc/procedures';
import { startSession } from './auth';
import { SIGN_IN_REQUIRED } from '../../shared/constants';

const tags = ['account'];

export const accountRouter = router({
  changePassword: authedProcedure
    .meta({
      openapi: { method: 'PATCH', path: '/user/password', tags, summary: 'Change your password (other sessions end)' },
      rateLimit: 'accountChange',
      audit: 'none',
    })
    .input(changePasswordSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyStepUp(ctx, input);
      const sessionVersion = await changeOwnPassword(ctx.db, ctx.siteUrl, ctx.user.id, input.newPassword);
      // Every other copy of the old cookie is refused from now on; this browser stays signed in.
      await startSession(ctx, { id: ctx.user.id, sessionVersion });
      ctx.log.info({ userId: ctx.user.id }, 'password changed by its owner');
      return { success: true as const };
    }),

  requestEmailChange: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/user/email', tags, summary: 'Change your email: a confirmation link goes to the new address' },
      rateLimit: 'accountChange',
      audit: 'none',
    })
    .input(changeEmailSchema)
    .output(emailChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyStepUp(ctx, input);
      const { mailConfigured } = ctx.deployment;
      await requestEmailChange(ctx.db, ctx.siteUrl, ctx.user.id, input.newEmail, { mailConfigured });
      // Without outgoing mail the link cannot reach the new address: say so (probe 67, F2).
      const message = mailConfigured ? EMAIL_CHANGE_SENT(input.newEmail) : emailChangeNoMail(input.newEmail);
      return { success: true as const, message };
    }),

  /**
   * The address an email-change link would switch to, for its page (null: used, expired, replaced
   * or made up). Spends nothing. Not in the REST map; its tRPC GET carries the token in `input`,
   * which keeps the answer out of every cache (http/cache-key.ts) and out of the log (request-log.ts).
   */
  emailChangeLink: publicProcedure
    .input(z.object({ token: z.string().max(512) }).strict())
    .output(z.object({ newEmail: z.string().nullable(), forAnotherAccount: z.boolean() }))
    .query(async ({ ctx, input }) => {
      const token = confirmEmailSchema.safeParse(input);
      const link = token.success ? await emailChangeLinkAddress(ctx.db, token.data.token) : null;
      // Opened while another account is signed in (a shared laptop, or a stranger's request): the
      // page says whose address changes, without naming that account (probe 71, F4).
      return { newEmail: link?.newEmail ?? null, forAnotherAccount: Boolean(link && ctx.user && ctx.user.id !== link.userId) };
    }),

  confirmEmailChange: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/user/email/confirm', tags, summary: 'Confirm a new email address with the emailed token' },
      rateLimit: 'emailChangeConfirm',
      audit: 'required',
    })
    .input(confirmEmailSchema)
    .output(emailChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { userId } = await confirmEmailChange(ctx.db, ctx.siteUrl, input.token);
      ctx.log.info({ userId }, 'email address changed by its owner');
      return { success: true as const, message: ctx.user && ctx.user.id !== userId ? EMAIL_CHANGED_FOR_ANOTHER_ACCOUNT : EMAIL_CHANGED };
    }),

  deleteAccount: authedProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/user', tags, summary: 'Delete your account (never an admin account)' },
      rateLimit: 'accountChange',
      audit: 'required',
    })
    .input(deleteAccountSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      assertMayDeleteOwnAccount(ctx.user);
      await verifyStepUp(ctx, input);
      await deleteOwnAccount(ctx.db, ctx.siteUrl, ctx.user.id);
      ctx.session.destroy();
      ctx.log.info({ userId: ctx.user.id }, 'account deleted by its owner');
      return { success: true as const };
    }),

  /** REST `GET /api/user/export`: a JSON file to keep; `no-store`, so no browser or proxy keeps a copy. */
  export: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/user/export', tags, summary: "Download your account's data (JSON)" } })
    .input(z.void())
    .output(accountExportSchema)
    .query(async ({ ctx }) => {
      const data = await exportAccount(ctx.db, ctx.user.id);
      if (!data) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
      ctx.setHeader('Cache-Control', 'private, no-store');
      ctx.setHeader('Content-Disposition', `attachment; filename="${exportFileName(ctx.user.username, data.exportedAt)}"`);
      return data;
    }),
});

/** Usernames are letters, digits, dots, dashes and underscores: safe in a quoted file name. */
function exportFileName(username: string, at: Date): string {
  return `account-${username.replace(/[^A-Za-z0-9_.-]/g, '_')}-${at.toISOString().slice(0, 10)}.json`;
}
